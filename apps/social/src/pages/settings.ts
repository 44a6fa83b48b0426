import {
  BlockedAccountsPage,
  ChangePasswordPage,
  DeactivateAccountPage,
  DeleteAccountRequestPage,
  ProfileSettingsPage,
  SettingsPage,
  settingsLoader,
} from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** The member's account settings (noindex; the member is only known in the browser). */
export const overview: RoutePage = { Component: SettingsPage, load: settingsLoader('overview') };
export const changePassword: RoutePage = { Component: ChangePasswordPage, load: settingsLoader('changePassword') };
export const deactivateAccount: RoutePage = { Component: DeactivateAccountPage, load: settingsLoader('deactivateAccount') };
export const deleteAccount: RoutePage = { Component: DeleteAccountRequestPage, load: settingsLoader('deleteAccount') };
export const blockedAccounts: RoutePage = { Component: BlockedAccountsPage, load: settingsLoader('blockedAccounts') };
// The member's own profile settings: under their profile address, private like every settings page.
export const profile: RoutePage = { Component: ProfileSettingsPage, load: settingsLoader('profile') };
