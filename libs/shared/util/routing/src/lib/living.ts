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

export function livingTopicForPath(pathname: string): LivingTopic | null {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return Object.hasOwn(LIVING_TEST_ROUTES, trimmed) ? LIVING_TEST_ROUTES[trimmed] : null;
}
