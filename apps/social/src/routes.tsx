import { createPlannedRemote } from '@meydan/shared/ui';
import type { RemoteRoute, RemoteRoutesModule } from '@meydan/shared/util/remote-kit';
import { DeleteAccountPage, ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage, accountLinkLoader } from '@meydan/social/feature-pages';
import { FacebookCallbackPage, GoogleCallbackPage, TwitterCallbackPage, oauthCallbackLoader } from '@meydan/social/feature-pages';
import { ChangePasswordPage, DeactivateAccountPage, DeleteAccountRequestPage, SettingsPage, settingsLoader } from '@meydan/social/feature-pages';
import { BlockedAccountsPage, ProfilePage, ProfileSettingsPage, UserSearchPage, profileLoader, userSearchLoader } from '@meydan/social/feature-pages';
import { MyPostsPage, WritePage, writeLoader } from '@meydan/social/feature-pages';
import { AdminArticlesPage, AdminCommentsPage, AdminHomePage, AdminReviewPage, AdminUsersPage, adminLoader } from '@meydan/social/feature-pages';
import { NotificationsPage, notificationsLoader } from '@meydan/social/feature-pages';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tr from './i18n/tr.json';

/** The routes whose pages are built; every other route of `social` shows its planned page. */
export const BUILT: Record<string, Omit<RemoteRoute, 'id'>> = {
  // The e-mailed account links (noindex heads; tokens are only spent by the reader's browser).
  'social.auth.verify-email': { Component: VerifyEmailPage, load: accountLinkLoader('verifyEmail') },
  'social.auth.forgot-password': { Component: ForgotPasswordPage, load: accountLinkLoader('forgotPassword') },
  'social.auth.reset-password': { Component: ResetPasswordPage, load: accountLinkLoader('resetPassword') },
  'social.auth.delete-account': { Component: DeleteAccountPage, load: accountLinkLoader('deleteAccount') },
  // Where Google, Facebook and Twitter send the visitor back after sign-in (noindex; the credential is spent once, in the browser).
  'social.auth.google-callback': { Component: GoogleCallbackPage, load: oauthCallbackLoader('google') },
  'social.auth.facebook-callback': { Component: FacebookCallbackPage, load: oauthCallbackLoader('facebook') },
  'social.auth.twitter-callback': { Component: TwitterCallbackPage, load: oauthCallbackLoader('twitter') },
  // The member's account settings (noindex; the member is only known in the browser).
  'social.settings': { Component: SettingsPage, load: settingsLoader('overview') },
  'social.settings.change-password': { Component: ChangePasswordPage, load: settingsLoader('changePassword') },
  'social.settings.deactivate-account': { Component: DeactivateAccountPage, load: settingsLoader('deactivateAccount') },
  'social.settings.delete-account': { Component: DeleteAccountRequestPage, load: settingsLoader('deleteAccount') },
  // The member's notifications (noindex; SPEC §2.9 hides notification paths; members only, known in the browser).
  'social.notifications': { Component: NotificationsPage, load: notificationsLoader },
  'social.settings.blocked-accounts': { Component: BlockedAccountsPage, load: settingsLoader('blockedAccounts') },
  // Member profiles and their tabs: indexable, the header and the public lists server-rendered; unknown members are the 404 page.
  'social.profile': { Component: ProfilePage, load: profileLoader('contents') },
  'social.profile.comments': { Component: ProfilePage, load: profileLoader('comments') },
  'social.profile.favorites': { Component: ProfilePage, load: profileLoader('favorites') },
  'social.profile.followers': { Component: ProfilePage, load: profileLoader('followers') },
  'social.profile.followings': { Component: ProfilePage, load: profileLoader('followings') },
  // The member's own profile settings: under their profile address, private like every settings page.
  'social.profile.settings': { Component: ProfileSettingsPage, load: settingsLoader('profile') },
  // Member search (noindex, SPEC §2.9 search paths); /uye is the short address of the same page.
  'social.search.user': { Component: UserSearchPage, load: userSearchLoader },
  'social.user-search': { Component: UserSearchPage, load: userSearchLoader },
  // Members' own posts (noindex; members only, known in the browser).
  'social.write': { Component: WritePage, load: writeLoader('new') },
  'social.write.edit': { Component: WritePage, load: writeLoader('edit') },
  'social.write.posts': { Component: MyPostsPage, load: writeLoader('posts') },
  // The /admin area (noindex; editors and admins, the API checks every call).
  'admin.home': { Component: AdminHomePage, load: adminLoader('home') },
  'admin.review': { Component: AdminReviewPage, load: adminLoader('review') },
  'admin.comments': { Component: AdminCommentsPage, load: adminLoader('comments') },
  'admin.articles': { Component: AdminArticlesPage, load: adminLoader('articles') },
  'admin.users': { Component: AdminUsersPage, load: adminLoader('users') },
};

const planned = createPlannedRemote('social', { tr, en, ru });
export const { plannedRoute } = planned;

/** Every route of the shared table owned by `social`: built pages, the rest planned. */
export const routesModule: RemoteRoutesModule = {
  ...planned.routesModule,
  routes: planned.routesModule.routes.map((route) => (BUILT[route.id] ? { id: route.id, ...BUILT[route.id] } : route)),
};

export default routesModule;
