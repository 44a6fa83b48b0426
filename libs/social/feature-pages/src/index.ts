export { accountLinksApi } from './account-links.api';
export { accountLinkLoader, type AccountLinkKey } from './account-link-shared';
export { VerifyEmailPage } from './verify-email-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { DeleteAccountPage } from './delete-account-page';
