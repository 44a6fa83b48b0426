import { defineRemote } from '@meydan/shared/util/remote-kit';

/** The messaging remote's `./routes`: its page chunk and one texts chunk per edition. */
export const routesModule = defineRemote({
  remote: 'messaging',
  pages: {
    'messaging.inbox': () => import('./pages/messaging').then((chunk) => chunk.inbox),
    'messaging.thread': () => import('./pages/messaging').then((chunk) => chunk.thread),
  },
  translations: {
    namespace: 'messaging',
    load: { tr: () => import('./i18n/tr.json'), en: () => import('./i18n/en.json'), ru: () => import('./i18n/ru.json') },
  },
});

export default routesModule;
