import { EXCHANGE_RATES_SLUGS, LIVING_TEST_ROUTES, LIVING_TEST_SUBPATHS, LIVING_TOPICS, livingTopicForPath } from './living';

describe('living pages', () => {
  it('maps the /test routes to topic names', () => {
    expect(LIVING_TEST_ROUTES).toEqual({
      '/test': 'test',
      '/test/anket': 'survey',
      '/test/astroloji-testleri': 'astrology',
      '/test/genel-kultur-testleri': 'general-knowledge',
      '/test/iliski-testleri': 'relationships',
      '/test/kisilik-testleri': 'personality',
      '/test/psikoloji-testleri': 'psychology',
      '/test/yemek-testleri': 'food',
    });
  });

  it('lists every topic once, all test topics included', () => {
    expect(new Set(LIVING_TOPICS).size).toBe(LIVING_TOPICS.length);
    expect(LIVING_TOPICS).toEqual(expect.arrayContaining(['exchange-rates', 'test', 'trending']));
    for (const topic of Object.values(LIVING_TEST_ROUTES)) expect(LIVING_TOPICS).toContain(topic);
  });

  it('derives the sub-paths', () => {
    expect(LIVING_TEST_SUBPATHS).toHaveLength(7);
    expect(LIVING_TEST_SUBPATHS).toContain('anket');
  });

  it('resolves a path to its topic', () => {
    expect(livingTopicForPath('/test/anket')).toBe('survey');
    expect(livingTopicForPath('/test/anket/')).toBe('survey');
    expect(livingTopicForPath('/test')).toBe('test');
    expect(livingTopicForPath('/test/unknown')).toBeNull();
    expect(livingTopicForPath('/')).toBeNull();
  });

  it('gives the exchange-rates page a lowercase slug of its own per edition, none under /test', () => {
    expect(EXCHANGE_RATES_SLUGS).toEqual({ tr: 'doviz-kurlari', en: 'exchange-rates', ru: 'kursy-valyut' });
    for (const slug of Object.values(EXCHANGE_RATES_SLUGS)) {
      expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(livingTopicForPath(`/${slug}`)).toBeNull();
    }
  });
});
