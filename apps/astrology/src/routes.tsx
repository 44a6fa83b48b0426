import { defineRemote } from '@meydan/shared/util/remote-kit';

/** The astrology remote's `./routes`: every route it owns in the shared table, and one texts chunk per edition. */
export const routesModule = defineRemote({
  remote: 'astrology',
  pages: {
    'astrology.home': () => import('./pages/home').then((chunk) => chunk.page),
    'astrology.compatibility': () => import('./pages/compatibility').then((chunk) => chunk.page),
    'astrology.natal-chart': () => import('./pages/natal-form').then((chunk) => chunk.page),
    'astrology.natal-chart.result': () => import('./pages/natal-result').then((chunk) => chunk.page),
    'astrology.rising-sign': () => import('./pages/rising-form').then((chunk) => chunk.page),
    'astrology.rising-sign.result': () => import('./pages/rising-result').then((chunk) => chunk.page),
    'astrology.tarot.cards': () => import('./pages/tarot-deck').then((chunk) => chunk.page),
    'astrology.tarot': () => import('./pages/tarot-reading').then((chunk) => chunk.page),
    'astrology.tarot.card': () => import('./pages/tarot-card').then((chunk) => chunk.page),
    'astrology.sign': () => import('./pages/sign').then((chunk) => chunk.page),
  },
  translations: {
    namespace: 'astrology',
    load: { tr: () => import('./i18n/tr.json'), en: () => import('./i18n/en.json'), ru: () => import('./i18n/ru.json') },
  },
});

export default routesModule;
