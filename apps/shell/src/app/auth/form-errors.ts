import type { TFunction } from 'i18next';
import type { ValidationIssue } from '@meydan/shared/contracts';
import type { AuthError } from '@meydan/shared/data-access/store';
import { DEFAULT_ERROR_MESSAGE, normalizeError } from '@meydan/shared/util/errors';

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
 * requests), and so does the API's 502 (a provider it asks could not be reached: the text is
 * written for the reader); anything else (network, other 5xx) is the localized "Operation
 * failed" text.
 */
export function authFailureText(t: TFunction, error: AuthError | undefined, fallbackKeyByStatus: Partial<Record<number, string>> = {}): string {
  const status = error?.statusCode ?? 0;
  // A proxy's own 502 page is not JSON, so it normalizes to the default text and falls through.
  if (status === 502 && error?.message && error.message !== DEFAULT_ERROR_MESSAGE) return error.message;
  if (status >= 400 && status < 500) {
    if (error?.message && error.message !== DEFAULT_ERROR_MESSAGE) return error.message;
    const key = fallbackKeyByStatus[status];
    if (key) return t(key);
  }
  return t('errors.actionFailed');
}

/**
 * Why a provider sign-in could not start (the Twitter request token, or a provider address the
 * configuration got wrong): the API's own message for a 4xx and for its 502 "provider could not
 * be reached"; otherwise the SPEC §8 "<provider> login failed" text, or "Operation failed".
 */
export function providerFailureText(t: TFunction, provider: 'google' | 'facebook' | 'twitter', error: unknown): string {
  const failure = normalizeError(error);
  if (failure.statusCode === 502 && failure.message !== DEFAULT_ERROR_MESSAGE) return failure.message;
  if (!(error instanceof Error) || 'statusCode' in error) {
    return authFailureText(t, failure, { 400: `errors.${provider}Login`, 429: 'errors.tooManyRequests' });
  }
  return t(`errors.${provider}Login`);
}
