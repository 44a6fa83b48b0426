import { editionAlternates } from './alternates';

const ORIGINS = { tr: 'https://meydan.com.tr', en: 'https://en.meydan.com', ru: 'https://ru.meydan.com' };

describe('editionAlternates', () => {
  it('points every edition of a section front at its own origin and localized path, with x-default on tr', () => {
    expect(editionAlternates('content.category', { section: 'business', subOrPagination: 'economy' }, ORIGINS)).toEqual([
      { hreflang: 'tr', href: 'https://meydan.com.tr/business/economy' },
      { hreflang: 'en', href: 'https://en.meydan.com/business-news/economy' },
      { hreflang: 'ru', href: 'https://ru.meydan.com/business-novosti/economy' },
      { hreflang: 'x-default', href: 'https://meydan.com.tr/business/economy' },
    ]);
  });

  it('links the astrology pages between editions, but never a result page (birth data in its address)', () => {
    expect(editionAlternates('astrology.sign', { burc: 'koc', slug: 'gunluk' }, ORIGINS).map((a) => a.href)).toEqual([
      'https://meydan.com.tr/astroloji/koc/gunluk',
      'https://en.meydan.com/astroloji/koc/gunluk',
      'https://ru.meydan.com/astroloji/koc/gunluk',
      'https://meydan.com.tr/astroloji/koc/gunluk',
    ]);
    expect(editionAlternates('astrology.natal-chart', {}, ORIGINS)).toHaveLength(4);
    expect(editionAlternates('astrology.natal-chart.result', {}, ORIGINS)).toEqual([]);
    expect(editionAlternates('astrology.rising-sign.result', {}, ORIGINS)).toEqual([]);
  });

  it('translates corporate paths and the exchange-rates page, and keeps the /test hubs', () => {
    expect(editionAlternates('content.corporate.about', {}, ORIGINS).map((a) => a.href)).toEqual([
      'https://meydan.com.tr/kurumsal/hakkimizda',
      'https://en.meydan.com/corporate/about',
      'https://ru.meydan.com/corporate/about',
      'https://meydan.com.tr/kurumsal/hakkimizda',
    ]);
    expect(editionAlternates('content.living', { topic: 'anket' }, ORIGINS)[1]).toEqual({ hreflang: 'en', href: 'https://en.meydan.com/test/anket' });
    expect(editionAlternates('content.living.exchange-rates', {}, ORIGINS)).toEqual([
      { hreflang: 'tr', href: 'https://meydan.com.tr/doviz-kurlari' },
      { hreflang: 'en', href: 'https://en.meydan.com/exchange-rates' },
      { hreflang: 'ru', href: 'https://ru.meydan.com/kursy-valyut' },
      { hreflang: 'x-default', href: 'https://meydan.com.tr/doviz-kurlari' },
    ]);
    expect(editionAlternates('content.home', {}, ORIGINS)[2]).toEqual({ hreflang: 'ru', href: 'https://ru.meydan.com/' });
  });

  it('gives none to pages without a counterpart: articles, tags, numbered listing pages, unknown routes', () => {
    expect(editionAlternates('content.article', { slug: 'a-10001' }, ORIGINS)).toEqual([]);
    expect(editionAlternates('content.tag', { tag: 'ekonomi' }, ORIGINS)).toEqual([]);
    expect(editionAlternates('content.category', { section: 'sport', subOrPagination: '2' }, ORIGINS)).toEqual([]);
    expect(editionAlternates(null, {}, ORIGINS)).toEqual([]);
  });
});
