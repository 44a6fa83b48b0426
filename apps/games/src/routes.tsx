import { defineRemote, type PageImport } from '@meydan/shared/util/remote-kit';

/** One lazy chunk holds the planned pages; each route gets its own (title, description, noindex head). */
const planned: PageImport = (id) => import('./pages/planned').then((chunk) => chunk.plannedRoute(id));

/** The games remote's `./routes`: every route it owns in the shared table, and one texts chunk per edition. */
export const routesModule = defineRemote({
  remote: 'games',
  pages: {
    'games.leaderboard': planned,
    'games.score': planned,
    'games.game': planned,
    'games.bilpop': planned,
    'games.emojile': planned,
    'games.zekiye': planned,
    'games.embed.leaderboard': planned,
    'games.mobile.bilpop': planned,
    'games.mobile.emojile': planned,
    'games.mobile.leaderboard': planned,
    'games.mobile.score': planned,
    'games.mobile.view': planned,
  },
  translations: {
    namespace: 'games',
    load: { tr: () => import('./i18n/tr.json'), en: () => import('./i18n/en.json'), ru: () => import('./i18n/ru.json') },
  },
});

export default routesModule;
