import { requireCommonText } from '@meydan/api/core';

/**
 * Texts the auth routes answer with, taken from the UI's own `common` resources so a message
 * reads the same in the API response and in the form (a missing translation fails at start-up).
 */
export const AUTH_MESSAGES = {
  // SPEC §8 "Please enter correct username and password.": the only login failure text.
  wrongCredentials: requireCommonText('errors.wrongCredentials'),
  usernameTaken: requireCommonText('errors.usernameTaken'),
  emailTaken: requireCommonText('errors.emailTaken'),
  // Refresh refused (unknown, spent, expired or revoked token) and a session whose member is gone.
  sessionEnded: requireCommonText('errors.sessionEnded'),
  // SPEC §8 "Invalid Link": an unknown, spent or expired e-mailed link (verification, reset, deletion).
  invalidLink: requireCommonText('errors.invalidLink'),
  wrongCurrentPassword: requireCommonText('errors.wrongCurrentPassword'),
  // A member who joined through Google, Facebook or Twitter changing a password they never had.
  noPassword: requireCommonText('providerSignIn.noPassword'),
  emailAlreadyVerified: requireCommonText('errors.emailAlreadyVerified'),
  verificationSent: requireCommonText('auth.verificationSent'),
  resetRequested: requireCommonText('auth.resetRequested'),
  deletionRequested: requireCommonText('auth.deletionRequested'),
};
