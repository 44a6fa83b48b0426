import { defineRemote } from '@meydan/shared/util/remote-kit';

/*
 * The social remote's `./routes`: only the functions that load its pages (one lazy chunk per
 * page family) and its texts (one chunk per edition). Every social route of the shared table.
 */
export const routesModule = defineRemote({
  remote: 'social',
  pages: {
    'social.auth.verify-email': () => import('./pages/account-links').then((chunk) => chunk.verifyEmail),
    'social.auth.forgot-password': () => import('./pages/account-links').then((chunk) => chunk.forgotPassword),
    'social.auth.reset-password': () => import('./pages/account-links').then((chunk) => chunk.resetPassword),
    'social.auth.delete-account': () => import('./pages/account-links').then((chunk) => chunk.deleteAccount),
    'social.auth.google-callback': () => import('./pages/sign-in-callbacks').then((chunk) => chunk.google),
    'social.auth.facebook-callback': () => import('./pages/sign-in-callbacks').then((chunk) => chunk.facebook),
    'social.auth.twitter-callback': () => import('./pages/sign-in-callbacks').then((chunk) => chunk.twitter),
    'social.settings': () => import('./pages/settings').then((chunk) => chunk.overview),
    'social.settings.change-password': () => import('./pages/settings').then((chunk) => chunk.changePassword),
    'social.settings.deactivate-account': () => import('./pages/settings').then((chunk) => chunk.deactivateAccount),
    'social.settings.delete-account': () => import('./pages/settings').then((chunk) => chunk.deleteAccount),
    'social.settings.blocked-accounts': () => import('./pages/settings').then((chunk) => chunk.blockedAccounts),
    'social.profile.settings': () => import('./pages/settings').then((chunk) => chunk.profile),
    'social.notifications': () => import('./pages/notifications').then((chunk) => chunk.page),
    'social.profile': () => import('./pages/profile').then((chunk) => chunk.contents),
    'social.profile.comments': () => import('./pages/profile').then((chunk) => chunk.comments),
    'social.profile.favorites': () => import('./pages/profile').then((chunk) => chunk.favorites),
    'social.profile.followers': () => import('./pages/profile').then((chunk) => chunk.followers),
    'social.profile.followings': () => import('./pages/profile').then((chunk) => chunk.followings),
    'social.search.user': () => import('./pages/user-search').then((chunk) => chunk.page),
    'social.user-search': () => import('./pages/user-search').then((chunk) => chunk.page),
    'social.write': () => import('./pages/write').then((chunk) => chunk.editor),
    'social.write.edit': () => import('./pages/write').then((chunk) => chunk.edit),
    'social.write.posts': () => import('./pages/write').then((chunk) => chunk.posts),
    'admin.home': () => import('./pages/admin').then((chunk) => chunk.home),
    'admin.review': () => import('./pages/admin').then((chunk) => chunk.review),
    'admin.comments': () => import('./pages/admin').then((chunk) => chunk.comments),
    'admin.articles': () => import('./pages/admin').then((chunk) => chunk.articles),
    'admin.users': () => import('./pages/admin').then((chunk) => chunk.users),
    // Its own chunk: the dashboard's charts load for editors who open it, never with the other admin pages.
    'admin.analytics': () => import('./pages/admin-analytics').then((chunk) => chunk.page),
  },
  translations: {
    namespace: 'social',
    load: { tr: () => import('./i18n/tr.json'), en: () => import('./i18n/en.json'), ru: () => import('./i18n/ru.json') },
  },
});

export default routesModule;
