import type { TFunction } from 'i18next';
import { DEFAULT_ERROR_MESSAGE, normalizeError } from '@meydan/shared/util/errors';

/** How a member is called on these pages: their name, else their username. */
export function displayName(member: { name: string | null; username: string }): string {
  return member.name?.trim() || member.username;
}

export { type DayGroup, groupByDay } from '@meydan/shared/util/i18n';

/**
 * SPEC §8 for message actions: a refusal (4xx) shows the API's own localized message (a block,
 * a closed account, a rule of §5); a network failure or a server error shows "Operation failed,
 * please try again." `t` is the common namespace's.
 */
export function actionErrorText(t: TFunction, error: unknown): string {
  const { message, statusCode } = normalizeError(error);
  if (statusCode >= 400 && statusCode < 500 && message !== DEFAULT_ERROR_MESSAGE) return message;
  return t('errors.actionFailed');
}

/** The HTTP status of a failed RTK Query call (500 when it never reached the server). */
export function statusOf(error: unknown): number {
  return normalizeError(error).statusCode;
}
