export { accountLinkLoader, type AccountLinkKey } from './account-link-shared';
export { VerifyEmailPage } from './verify-email-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { DeleteAccountPage } from './delete-account-page';
export { SETTINGS_SECTIONS, settingsLoader, type SettingsSectionKey } from './settings/settings-layout';
export { SettingsPage } from './settings/settings-page';
export { ChangePasswordPage } from './settings/change-password-page';
export { DeactivateAccountPage } from './settings/deactivate-account-page';
export { DeleteAccountRequestPage } from './settings/delete-account-request-page';
export { FacebookCallbackPage, GoogleCallbackPage, oauthCallbackLoader, TwitterCallbackPage } from './oauth-callback-page';
// Avatar and cover editor (mounted at the top of the profile settings page).
export { ProfileMediaEditor } from './profile/media-editor';
// Members' own posts: the editor (autosave, preview, submission), my posts, the profile contents tab.
export { writeLoader } from './write/write-shared';
export { WritePage } from './write/write-page';
export { MyPostsPage } from './write/my-posts-page';
export { ProfileContentsTab, type ProfileContentsTabProps } from './profile/contents-tab';
// The /admin area (editors: review, comments, article flags, reading analytics; admins: members and roles).
export { ADMIN_SECTIONS, adminLoader, type AdminSectionKey } from './admin/admin-layout';
export { AdminHomePage } from './admin/admin-home-page';
export { AdminReviewPage } from './admin/admin-review-page';
export { AdminCommentsPage } from './admin/admin-comments-page';
export { AdminArticlesPage } from './admin/admin-articles-page';
export { AdminUsersPage } from './admin/admin-users-page';
export { AdminAnalyticsPage } from './admin/admin-analytics-page';
// Public profiles, follows and blocks, favourites, profile settings, blocked accounts, member search.
export { profileLoader } from './profile/profile-loader';
export { ProfilePage } from './profile/profile-page';
export { ProfileSettingsPage } from './profile/profile-settings-page';
export { BlockedAccountsPage } from './settings/blocked-accounts-page';
export { UserSearchPage, userSearchLoader } from './user-search/user-search-page';
// Notifications page, the member's comments tab, and the editors' comments panel.
export { NotificationsPage, notificationsLoader } from './notifications/notifications-page';
export { ProfileCommentsTab } from './profile/comments-tab';
export { CommentsReviewPanel } from './admin/comments-review-panel';
