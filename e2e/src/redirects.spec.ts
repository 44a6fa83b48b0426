import type { APIRequestContext } from '@playwright/test';
import { SERVER, e2eOrigin, hostHeader, type EditionName } from '../support/ports';
import { ARTICLE_PREFIX, EDITIONS, expect, test } from '../support/fixtures';

/**
 * Every redirect and server rule of SPEC §2.9 (and the §4 external redirect) at the HTTP level:
 * status and Location without following redirects, against the seeded platform. The data comes
 * from the API, so nothing depends on generated titles.
 */
const noFollow = { maxRedirects: 0 } as const;
const NOT_FOUND_TEXT: Record<EditionName, string> = { tr: 'Bu sayfa bulunamadı', en: 'This page could not be found', ru: 'Эта страница не найдена' };
const COUNTDOWN_TEXT: Record<EditionName, RegExp> = { tr: /saniye içinde yönlendirileceksin/, en: /Redirecting in \d+ seconds?/, ru: /Перенаправление через \d+ секунд/ };
/** The seed's off-site article (libs/api/db/src/seed/redirect-fixtures.ts). */
const EXTERNAL_ORIGIN = 'https://example.com';

interface ListedArticle {
  legacyId: number;
  title: string;
  route: string;
  redirectUrl?: string | null;
  isTest: boolean;
  kind?: string;
  categories: Array<{ slug: string }>;
}

const get = (request: APIRequestContext, edition: EditionName, path: string) => request.get(`${SERVER}${path}`, { headers: hostHeader(edition), ...noFollow });

function location(response: { headers(): Record<string, string> }): string {
  const url = new URL(response.headers()['location'] as string, SERVER);
  return url.pathname + url.search;
}

const listed = new Map<EditionName, Promise<ListedArticle[]>>();

/** Every listed article of an edition, newest first (the API's own listing, 50 a page). */
function listedArticles(request: APIRequestContext, edition: EditionName): Promise<ListedArticle[]> {
  if (!listed.has(edition)) {
    listed.set(
      edition,
      (async () => {
        const items: ListedArticle[] = [];
        for (let page = 1; ; page += 1) {
          const body = (await (await get(request, edition, `/api/v3.5/articles?limit=50&page=${page}`)).json()) as { items: ListedArticle[] };
          items.push(...body.items);
          if (body.items.length < 50) return items;
        }
      })(),
    );
  }
  return listed.get(edition) as Promise<ListedArticle[]>;
}

/** A listed plain news article with a route of its own on the site (the newest). */
async function newsArticle(request: APIRequestContext, edition: EditionName): Promise<ListedArticle> {
  const items = await listedArticles(request, edition);
  return items.find((a) => !a.redirectUrl && !a.isTest && (a.kind ?? 'news') === 'news' && !a.categories.some((c) => c.slug === 'astrology')) as ListedArticle;
}

/**
 * Articles the API serves but does not list (moved, hidden): legacy ids are global, so the ids
 * missing from all three listings are the unlisted ones; each edition's API says what they are.
 */
async function unlistedArticle(request: APIRequestContext, want: (edition: EditionName, status: number, body: Record<string, unknown>) => boolean) {
  const ids = new Set((await Promise.all(EDITIONS.map((e) => listedArticles(request, e)))).flat().map((a) => a.legacyId));
  const max = Math.max(...ids);
  for (let id = Math.min(...ids); id < max; id += 1) {
    if (ids.has(id)) continue;
    for (const edition of EDITIONS) {
      const response = await get(request, edition, `/api/v3.5/articles/${id}`);
      const body = (await response.json()) as Record<string, unknown>;
      if (want(edition, response.status(), body)) return { id, edition, body };
    }
  }
  throw new Error('no such unlisted article in the seed');
}

test.describe('§2.9 article addresses', () => {
  for (const edition of EDITIONS) {
    test(`${edition}: legacy forms 301 to the canonical route with the query, a variant only when the canonical is not /haber/`, async ({ request }) => {
      const article = await newsArticle(request, edition);
      const slug = article.route.slice(article.route.lastIndexOf('/') + 1);
      const legacyForms = edition === 'en' ? ['/h/'] : ['/h/', '/content/'];
      for (const prefix of legacyForms) {
        const response = await get(request, edition, `${prefix}${slug}?utm_source=x`);
        expect(response.status(), prefix).toBe(301);
        expect(location(response)).toBe(`${article.route}?utm_source=x`);
      }

      const variant = await get(request, edition, `${ARTICLE_PREFIX[edition]}eski-bir-baslik-${article.legacyId}`);
      if (edition === 'tr') {
        // The canonical route begins with /haber/: the page renders and names its canonical.
        expect(variant.status()).toBe(200);
        expect(await variant.text()).toContain(`<link rel="canonical" href="${e2eOrigin(edition)}${article.route}">`);
      } else {
        expect(variant.status()).toBe(301);
        expect(location(variant)).toBe(article.route);
      }
      expect((await get(request, edition, article.route)).status()).toBe(200);
    });

    test(`${edition}: an unknown article goes to the generic content path`, async ({ request }) => {
      const response = await get(request, edition, `${ARTICLE_PREFIX[edition]}boyle-bir-haber-yok-999999`);
      expect(response.status()).toBe(302);
      expect(location(response)).toBe('/content');
      const noId = await get(request, edition, `${ARTICLE_PREFIX[edition]}kimliksiz-baslik`);
      expect(noId.status()).toBe(302);
      expect(location(noId)).toBe('/content');
    });
  }

  test('a moved article (lookup error with action redirect) 301s to the payload route', async ({ request }) => {
    const moved = await unlistedArticle(request, (_e, status, body) => status === 404 && body['action'] === 'redirect');
    const route = (moved.body['payload'] as { route: string }).route;
    const response = await get(request, moved.edition, `${ARTICLE_PREFIX[moved.edition]}tasinan-haber-${moved.id}`);
    expect(response.status()).toBe(301);
    expect(location(response)).toBe(route);
  });
});

test.describe('§2.9 path rules before routing', () => {
  test('a /icerikler segment is stripped by 301, the query kept', async ({ request }) => {
    const tr = await get(request, 'tr', '/profil/uye/icerikler?sayfa=2');
    expect(tr.status()).toBe(301);
    expect(location(tr)).toBe('/profil/uye?sayfa=2');
    const en = await get(request, 'en', '/icerikler/profile/member');
    expect(en.status()).toBe(301);
    expect(location(en)).toBe('/profile/member');
  });

  test('an old category listing 301s to category + edition postfix + the optional fifth segment; no category goes home', async ({ request }) => {
    const cases: Array<[EditionName, string, string]> = [
      ['tr', '/kategori/sport-/liste/yeni/football?ref=eski', '/sport/football?ref=eski'],
      ['en', '/kategori/sport-/liste/yeni/football', '/sport-news/football'],
      ['ru', '/category/technology-/a/b/2', '/technology-novosti/2'],
      ['tr', '/kategori/business', '/business'],
      ['tr', '/kategori', '/'],
      ['en', '/kategori/no-such-section-/a/b/c', '/'],
    ];
    for (const [edition, from, to] of cases) {
      const response = await get(request, edition, from);
      expect({ edition, from, status: response.status(), to: location(response) }).toEqual({ edition, from, status: 301, to });
    }
    // The targets are real listing pages.
    expect((await get(request, 'en', '/sport-news/football')).status()).toBe(200);
    expect((await get(request, 'tr', '/sport')).status()).toBe(200);
  });

  for (const edition of EDITIONS) {
    test(`${edition}: an unknown route is a 404 page saying so`, async ({ request }) => {
      const response = await get(request, edition, '/bu/yol/hic/yok');
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(NOT_FOUND_TEXT[edition]);
    });
  }
});

test.describe('shared-article redirect page /r/{slug}', () => {
  test('serves preview tags of the article and sends the browser to it; unknown articles are 404', async ({ request, page }) => {
    const article = await newsArticle(request, 'tr');
    const slug = article.route.slice(article.route.lastIndexOf('/') + 1);
    const response = await get(request, 'tr', `/r/${slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const target = `${e2eOrigin('tr')}${article.route}`;
    for (const tag of ['og:title', 'og:description', 'og:image']) expect(html).toMatch(new RegExp(`<meta property="${tag}" content="[^"]+">`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${target}">`);
    expect(html).toContain(`<a href="${target}"`);

    expect((await get(request, 'tr', '/r/boyle-bir-haber-yok-999999')).status()).toBe(404);
    expect((await get(request, 'tr', '/r')).status()).toBe(404);

    await page.goto(`/r/${slug}`);
    await expect(page).toHaveURL(target);
  });

  test("sends the browser to an article's redirectUrl", async ({ request }) => {
    const items = await listedArticles(request, 'en');
    const external = items.find((a) => a.redirectUrl?.startsWith(EXTERNAL_ORIGIN)) as ListedArticle;
    const html = await (await get(request, 'en', `/r/${external.legacyId}`)).text();
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${external.redirectUrl}">`);
  });
});

test.describe('§4 external redirect', () => {
  for (const edition of EDITIONS) {
    test(`${edition}: an article that lives elsewhere shows a countdown, then replaces the location`, async ({ request, page }) => {
      test.slow(); // the countdown alone takes five seconds
      const items = await listedArticles(request, edition);
      const external = items.find((a) => a.redirectUrl?.startsWith(EXTERNAL_ORIGIN)) as ListedArticle;
      expect(external.route).toBe(external.redirectUrl); // articleLink answers the redirectUrl
      const path = `${ARTICLE_PREFIX[edition]}dis-kaynak-${external.legacyId}`;

      // SSR: a 200 page with the countdown and a link, no Location, not indexed; the query is never a target.
      const response = await get(request, edition, `${path}?url=https://evil.test/&redirect=https://evil.test/`);
      expect(response.status()).toBe(200);
      expect(response.headers()['location']).toBeUndefined();
      const html = await response.text();
      expect(html).toMatch(COUNTDOWN_TEXT[edition]);
      expect(html).toContain(`href="${external.redirectUrl}"`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      // The query only shows up in the serialized page state, never as a link or a refresh target.
      expect(html).not.toMatch(/href="[^"]*evil\.test/);
      expect(html).not.toContain('http-equiv="refresh"');

      // The browser: the countdown runs, then location.replace (no network: the target is stubbed).
      await page.route(`${EXTERNAL_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }));
      await page.goto(`${e2eOrigin(edition)}/`);
      await page.goto(`${e2eOrigin(edition)}${path}`);
      const countdown = page.locator('.external-redirect__countdown');
      await expect(countdown).toHaveText(COUNTDOWN_TEXT[edition]);
      await expect(countdown).toHaveText(/\b[1-4]\b/, { timeout: 4_000 });
      await page.waitForURL(external.redirectUrl as string, { timeout: 10_000 });
      // replace(): going back skips the countdown page.
      await page.goBack();
      await expect(page).toHaveURL(`${e2eOrigin(edition)}/`);
    });
  }
});

test.describe('§2.9 AMP addresses: none are served (README "No AMP pages")', () => {
  test('no article links an AMP version, and an old AMP address 301s to the article in every edition', async ({ request }) => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const article = await newsArticle(request, edition);
      const slug = article.route.slice(article.route.lastIndexOf('/') + 1);
      const page = await get(request, edition, article.route);
      expect(page.status()).toBe(200);
      expect(await page.text()).not.toContain('amphtml');
      for (const path of [`/amp-haber/${slug}`, `/amp-haber/eski-baslik-${article.legacyId}`]) {
        const amp = await get(request, edition, path);
        expect({ path, status: amp.status(), to: location(amp) }).toEqual({ path, status: 301, to: article.route });
      }
    }
  });

  test('tests, hidden and astrology items go to their own page too', async ({ request }) => {
    const items = await listedArticles(request, 'tr');
    const quiz = items.find((a) => a.isTest) as ListedArticle;
    const astrology = items.find((a) => a.categories.some((c) => c.slug === 'astrology') && !a.redirectUrl) as ListedArticle;
    const hidden = await unlistedArticle(request, (edition, status, body) => edition === 'tr' && status === 200 && body['isHidden'] === true);
    const hiddenRoute = (hidden.body as { route: string }).route;
    for (const article of [quiz, astrology, { legacyId: hidden.id, route: hiddenRoute }]) {
      const slug = article.route.slice(article.route.lastIndexOf('/') + 1);
      const response = await get(request, 'tr', `/amp-haber/${slug}`);
      expect({ route: article.route, status: response.status(), to: location(response) }).toEqual({ route: article.route, status: 301, to: article.route });
    }
  });
});

