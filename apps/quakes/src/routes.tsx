import { defineRemote } from '@meydan/shared/util/remote-kit';

/** The quakes remote's `./routes`: every route it owns in the shared table, and one texts chunk per edition. */
export const routesModule = defineRemote({
  remote: 'quakes',
  pages: {
    'quakes.list': () => import('./pages/list').then((chunk) => chunk.page),
    'quakes.detail': () => import('./pages/event').then((chunk) => chunk.page),
    'quakes.alerts': () => import('./pages/alerts').then((chunk) => chunk.page),
  },
  translations: {
    namespace: 'quakes',
    load: { tr: () => import('./i18n/tr.json'), en: () => import('./i18n/en.json'), ru: () => import('./i18n/ru.json') },
  },
});

export default routesModule;
