import { accountLinkLoader, DeleteAccountPage, ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** The e-mailed account links (noindex heads; tokens are only spent by the reader's browser). */
export const verifyEmail: RoutePage = { Component: VerifyEmailPage, load: accountLinkLoader('verifyEmail') };
export const forgotPassword: RoutePage = { Component: ForgotPasswordPage, load: accountLinkLoader('forgotPassword') };
export const resetPassword: RoutePage = { Component: ResetPasswordPage, load: accountLinkLoader('resetPassword') };
export const deleteAccount: RoutePage = { Component: DeleteAccountPage, load: accountLinkLoader('deleteAccount') };
