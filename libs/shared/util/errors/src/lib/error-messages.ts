/**
 * SPEC §8 catalogue as i18n keys of the `common` namespace; the texts live in the i18n lib so
 * every edition shows them in its language.
 */
export const ERROR_MESSAGES = {
  fetch: 'errors.fetch',
  general: 'errors.general',
  actionFailed: 'errors.actionFailed',
  invalidLink: 'errors.invalidLink',
  wrongCredentials: 'errors.wrongCredentials',
  facebookLogin: 'errors.facebookLogin',
  twitterLogin: 'errors.twitterLogin',
  googleLogin: 'errors.googleLogin',
  pageNotFound: 'errors.pageNotFound',
  busy: 'errors.busy',
  notFound: 'errors.notFound',
  unknownMiddleware: 'errors.unknownMiddleware',
  unavailableService: 'errors.unavailableService',
  usernameTaken: 'errors.usernameTaken',
  passwordMismatch: 'errors.passwordMismatch',
  tooManyRequests: 'errors.tooManyRequests',
} as const;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** §8 general error text, used when neither the error nor the server says anything useful. */
export const DEFAULT_ERROR_MESSAGE = 'A mistake has occurred. Please try again.';
export const DEFAULT_STATUS_CODE = 500;
