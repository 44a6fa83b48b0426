import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { ampArticleResult, ampPath, hasAmpVersion, withAmpLink } from './amp';

const category = (slug: string) => ({ _id: slug, name: slug, slug, route: `/${slug}`, parent: null, edition: 'tr' as const });

const article = {
  legacyId: 10042,
  title: 'Dolar Güne Yükselişle Başladı',
  originalTitle: null,
  route: '/haber/dolar-gune-yukselisle-basladi-10042',
  redirectUrl: null,
  isTest: false,
  isDraft: false,
  isHidden: false,
  categories: [category('business'), category('economy')],
  entries: [{ mode: 'text' as const, text: { plain: 'x', html: '<p>x</p>' } }],
  published: '2026-11-20T09:00:00.000Z',
};

function ctx(pathname: string, edition: RouteContext['edition'] = 'tr'): RouteContext {
  return { edition, pathname, origin: 'https://meydan.test', routeId: 'content.article-amp', search: '', params: {} } as unknown as RouteContext;
}

describe('hasAmpVersion (SPEC §2.9)', () => {
  it('gives ordinary articles an AMP address', () => {
    expect(hasAmpVersion(article, 'tr')).toBe(true);
    expect(hasAmpVersion({ ...article, published: '2015-12-31T12:00:00.000Z' }, 'tr')).toBe(true);
    expect(hasAmpVersion({ ...article, published: '2022-01-01T12:00:00.000Z' }, 'tr')).toBe(true);
  });

  it('excludes tests, drafts, hidden and astrology items', () => {
    expect(hasAmpVersion({ ...article, isTest: true }, 'tr')).toBe(false);
    expect(hasAmpVersion({ ...article, entries: [{ mode: 'question' as const }] } as never, 'tr')).toBe(false);
    expect(hasAmpVersion({ ...article, isDraft: true }, 'tr')).toBe(false);
    expect(hasAmpVersion({ ...article, isHidden: true }, 'tr')).toBe(false);
    expect(hasAmpVersion({ ...article, categories: [category('entertainment'), category('astrology')] }, 'tr')).toBe(false);
  });

  it('excludes items published 2016 to 2021, in the edition time zone', () => {
    expect(hasAmpVersion({ ...article, published: '2016-01-01T12:00:00.000Z' }, 'tr')).toBe(false);
    expect(hasAmpVersion({ ...article, published: '2021-12-31T12:00:00.000Z' }, 'tr')).toBe(false);
    // 21:30 UTC on 31 Dec 2021 is already 2022 in Istanbul, still 2021 in the UTC edition.
    expect(hasAmpVersion({ ...article, published: '2021-12-31T21:30:00.000Z' }, 'tr')).toBe(true);
    expect(hasAmpVersion({ ...article, published: '2021-12-31T21:30:00.000Z' }, 'en')).toBe(false);
  });

  it('excludes articles whose link leaves the site', () => {
    expect(hasAmpVersion({ ...article, redirectUrl: 'https://example.com/a' }, 'tr')).toBe(false);
  });
});

describe('AMP addresses', () => {
  it('uses the last segment of the article path under /amp-haber/', () => {
    expect(ampPath('tr', article)).toBe('/amp-haber/dolar-gune-yukselisle-basladi-10042');
    expect(ampPath('en', { ...article, route: '/content/dollar-rises-10042' })).toBe('/amp-haber/dollar-rises-10042');
  });

  it('adds an amphtml link to the normal page of included articles only', () => {
    const head = { title: 'T', links: [{ rel: 'alternate', href: '/x' }] };
    expect(withAmpLink(ctx(article.route), article, head).links).toEqual([
      { rel: 'alternate', href: '/x' },
      { rel: 'amphtml', href: 'https://meydan.test/amp-haber/dolar-gune-yukselisle-basladi-10042' },
    ]);
    expect(withAmpLink(ctx(article.route), { ...article, isHidden: true }, head)).toBe(head);
  });

  it('renders the AMP page with a canonical link to the normal page', () => {
    const result = ampArticleResult(ctx('/amp-haber/dolar-gune-yukselisle-basladi-10042'), article, { title: 'T', canonical: 'x' });
    expect(result).toEqual({ head: { title: 'T', canonical: 'https://meydan.test/haber/dolar-gune-yukselisle-basladi-10042' } });
  });

  it('301s an excluded article to its normal page and an old slug to the current AMP path', () => {
    expect(ampArticleResult(ctx('/amp-haber/dolar-gune-yukselisle-basladi-10042'), { ...article, isTest: true }, { title: 'T' })).toEqual({
      redirect: { to: article.route, status: 301 },
    });
    expect(ampArticleResult(ctx('/amp-haber/eski-baslik-10042'), article, { title: 'T' })).toEqual({
      redirect: { to: '/amp-haber/dolar-gune-yukselisle-basladi-10042', status: 301 },
    });
    // An off-site article's normal page is its address here (which shows the countdown).
    expect(ampArticleResult(ctx('/amp-haber/x-10042'), { ...article, route: 'https://example.com/a', redirectUrl: 'https://example.com/a' }, { title: 'T' })).toEqual({
      redirect: { to: '/haber/dolar-gune-yukselisle-basladi-10042', status: 301 },
    });
  });
});
