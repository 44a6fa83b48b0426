import { defineRemote } from '@meydan/shared/util/remote-kit';

/** The games remote's `./routes`: every route it owns in the shared table, and one texts chunk per edition. */
export const routesModule = defineRemote({
  remote: 'games',
  pages: {
    'games.leaderboard': () => import('./pages/leaderboard').then((chunk) => chunk.page),
    'games.score': () => import('./pages/score').then((chunk) => chunk.page),
    'games.game': () => import('./pages/catalogue').then((chunk) => chunk.page),
    'games.bilpop': () => import('./pages/bilpop').then((chunk) => chunk.page),
    'games.emojile': () => import('./pages/emojile').then((chunk) => chunk.page),
    'games.zekiye': () => import('./pages/zekiye').then((chunk) => chunk.page),
    'games.embed.leaderboard': () => import('./pages/embed').then((chunk) => chunk.page),
    'games.mobile.bilpop': () => import('./pages/bilpop').then((chunk) => chunk.page),
    'games.mobile.emojile': () => import('./pages/emojile').then((chunk) => chunk.page),
    'games.mobile.leaderboard': () => import('./pages/leaderboard').then((chunk) => chunk.page),
    'games.mobile.score': () => import('./pages/score').then((chunk) => chunk.page),
    'games.mobile.view': () => import('./pages/catalogue').then((chunk) => chunk.page),
  },
  translations: {
    namespace: 'games',
    load: { tr: () => import('./i18n/tr.json'), en: () => import('./i18n/en.json'), ru: () => import('./i18n/ru.json') },
  },
});

export default routesModule;
