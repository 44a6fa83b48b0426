import { defineRemote, type PageImport } from '@meydan/shared/util/remote-kit';

/** One lazy chunk holds the planned pages; each route gets its own (title, description, noindex head). */
const planned: PageImport = (id) => import('./pages/planned').then((chunk) => chunk.plannedRoute(id));

/** The quakes remote's `./routes`: every route it owns in the shared table, and one texts chunk per edition. */
export const routesModule = defineRemote({
  remote: 'quakes',
  pages: {
    'quakes.list': planned,
    'quakes.detail': planned,
  },
  translations: {
    namespace: 'quakes',
    load: { tr: () => import('./i18n/tr.json'), en: () => import('./i18n/en.json'), ru: () => import('./i18n/ru.json') },
  },
});

export default routesModule;
