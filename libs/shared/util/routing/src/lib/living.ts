import type { Edition } from './editions';
export const LIVING_TEST_TOPICS = [
  'survey',
  'astrology',
  'general-knowledge',
  'relationships',
  'personality',
  'psychology',
  'food',
] as const;

/** The topic of a quiz: which /test/… page lists it. */
export type LivingTestTopic = (typeof LIVING_TEST_TOPICS)[number];

export const LIVING_TOPICS = ['exchange-rates', 'test', 'trending', ...LIVING_TEST_TOPICS] as const;

export type LivingTopic = (typeof LIVING_TOPICS)[number];

/** The exchange-rates living page (SPEC §2.7), one localized path per edition. */
export const EXCHANGE_RATES_ROUTE_ID = 'content.living.exchange-rates';

/**
 * The exchange-rates page's path segment per edition. Each is also the key of that edition's
 * weekday rates bulletin (a periodic series), whose latest issues the page lists.
 */
export const EXCHANGE_RATES_SLUGS: Readonly<Record<Edition, string>> = {
  tr: 'doviz-kurlari',
  en: 'exchange-rates',
  ru: 'kursy-valyut',
};

/** SPEC §2.7: the living pages under /test (same literal paths in every edition). */
export const LIVING_TEST_ROUTES: Readonly<Record<string, LivingTopic>> = {
  '/test': 'test',
  '/test/anket': 'survey',
  '/test/astroloji-testleri': 'astrology',
  '/test/genel-kultur-testleri': 'general-knowledge',
  '/test/iliski-testleri': 'relationships',
  '/test/kisilik-testleri': 'personality',
  '/test/psikoloji-testleri': 'psychology',
  '/test/yemek-testleri': 'food',
};

/** The second segments accepted under /test, in the order of {@link LIVING_TEST_ROUTES}. */
export const LIVING_TEST_SUBPATHS: readonly string[] = Object.keys(LIVING_TEST_ROUTES)
  .filter((path) => path !== '/test')
  .map((path) => path.slice('/test/'.length));

/**
 * The tag that files quizzes under each /test topic, per edition: the seed tags quizzes with it
 * and the living pages list that tag's articles.
 */
export const LIVING_TEST_TAG_NAMES: Readonly<Record<Edition, Readonly<Record<LivingTestTopic, string>>>> = {
  tr: {
    survey: 'Anket',
    astrology: 'Astroloji testleri',
    'general-knowledge': 'Genel kültür testleri',
    relationships: 'İlişki testleri',
    personality: 'Kişilik testleri',
    psychology: 'Psikoloji testleri',
    food: 'Yemek testleri',
  },
  en: {
    survey: 'Polls',
    astrology: 'Astrology quizzes',
    'general-knowledge': 'General knowledge quizzes',
    relationships: 'Relationship quizzes',
    personality: 'Personality quizzes',
    psychology: 'Psychology quizzes',
    food: 'Food quizzes',
  },
  ru: {
    survey: 'Опросы',
    astrology: 'Астрологические тесты',
    'general-knowledge': 'Тесты на эрудицию',
    relationships: 'Тесты об отношениях',
    personality: 'Тесты на тип личности',
    psychology: 'Психологические тесты',
    food: 'Кулинарные тесты',
  },
};

export function livingTopicForPath(pathname: string): LivingTopic | null {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return Object.hasOwn(LIVING_TEST_ROUTES, trimmed) ? LIVING_TEST_ROUTES[trimmed] : null;
}
