import type { TFunction } from 'i18next';
import { DEFAULT_ERROR_MESSAGE, normalizeError } from '@meydan/shared/util/errors';

/**
 * The reader-facing text of a refused comment call (`common`: `t` of the common namespace): a 4xx carries
 * the API's own message in the request language (the length rule, a block, the e-mail check, too
 * many comments); a network failure or a 5xx is SPEC §8 "Operation failed, please try again."
 */
export function commentRefusal(common: TFunction, error: unknown): string {
  const { message, statusCode } = normalizeError(error);
  if (statusCode < 400 || statusCode >= 500) return common('errors.actionFailed');
  if (message !== DEFAULT_ERROR_MESSAGE) return message;
  return common(statusCode === 429 ? 'errors.tooManyRequests' : 'errors.actionFailed');
}

/** Characters as the API counts them (code points, after trimming). */
export function commentLength(text: string): number {
  return Array.from(text.trim()).length;
}
