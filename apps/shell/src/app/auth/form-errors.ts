import type { TFunction } from 'i18next';
import type { ValidationIssue } from '@meydan/shared/contracts';
import type { AuthError } from '@meydan/shared/data-access/store';
import { DEFAULT_ERROR_MESSAGE } from '@meydan/shared/util/errors';

/** Field → i18n key of the first broken rule, from the shared contract's validation issues. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.messageKey;
  return errors;
}

/**
 * What an auth call's refusal says to the reader. A 4xx carries the API's own SPEC §8 message,
 * already in the request's language (wrong credentials, e-mail taken, common password, too many
 * requests); anything else (network, 5xx) is the localized "Operation failed" text.
 */
export function authFailureText(t: TFunction, error: AuthError | undefined, fallbackKeyByStatus: Partial<Record<number, string>> = {}): string {
  const status = error?.statusCode ?? 0;
  if (status >= 400 && status < 500) {
    if (error?.message && error.message !== DEFAULT_ERROR_MESSAGE) return error.message;
    const key = fallbackKeyByStatus[status];
    if (key) return t(key);
  }
  return t('errors.actionFailed');
}
