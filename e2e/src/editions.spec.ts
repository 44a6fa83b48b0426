import { SERVER, e2eOrigin, hostHeader } from '../support/ports';
import { ARTICLE_PREFIX, EDITIONS, articlePaths, expect, test } from '../support/fixtures';

for (const edition of EDITIONS) {
  test.describe(`${edition} edition`, () => {
    test('home is server-rendered with article links in the edition paths', async ({ request }) => {
      const response = await request.get(`${SERVER}/`, { headers: hostHeader(edition) });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${edition}"`);
      const links = await articlePaths(request, edition);
      expect(links.length).toBeGreaterThan(10);
      for (const link of links) expect(link.startsWith(ARTICLE_PREFIX[edition])).toBe(true);
    });

    test('article HTML carries its body and SEO head before any JavaScript runs', async ({ browser, request }) => {
      const [path] = await articlePaths(request, edition);
      const id = /-(\d+)$/.exec(path as string)?.[1];
      const article = await (await request.get(`${SERVER}/api/v3.5/articles/${id}`, { headers: { 'X-Edition': edition } })).json();
      const firstText = (article.entries as Array<{ mode: string; text?: { plain?: string } }>).find((e) => e.mode === 'text')?.text?.plain as string;

      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(`${e2eOrigin(edition)}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(article.title);
      await expect(page.locator('.article__body')).toContainText(firstText.slice(0, 60));
      await expect(page).toHaveTitle(new RegExp(article.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(0);
      expect(description?.length).toBeLessThanOrEqual(160);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2eOrigin(edition)}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(jsonLd['@type']).toBe('NewsArticle');
      expect(jsonLd.headline).toBe(article.title);
      // Recommendations are in the server HTML too (internal links for readers and crawlers).
      await expect(page.locator('.related .article-card')).not.toHaveCount(0);
      await context.close();
    });
  });
}

test('category listing paginates from the database', async ({ page }) => {
  const first = await page.goto('/culture');
  expect(first?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Kültür');
  const cards = page.locator('main article.article-card');
  await expect(cards).toHaveCount(20);
  const firstPageTitles = await cards.locator('.article-card__title').allTextContents();
  await page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sayfa 2' }).click();
  await expect(page).toHaveURL(/\/culture\/2$/);
  // The shell swaps the page once page 2 has loaded; the pagination marks it current then.
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
  const secondPageTitles = await cards.locator('.article-card__title').allTextContents();
  expect(secondPageTitles.length).toBeGreaterThan(0);
  expect(secondPageTitles.some((title) => firstPageTitles.includes(title))).toBe(false);
});

test('pages that exist in every edition link their counterparts with hreflang, kept current on client-side navigation', async ({ page, request }) => {
  const sectionFront = await (await request.get(`${SERVER}/business-news/economy`, { headers: hostHeader('en') })).text();
  expect(sectionFront).toContain(`<link rel="alternate" hreflang="tr" href="${e2eOrigin('tr')}/business/economy" data-head>`);
  expect(sectionFront).toContain(`<link rel="alternate" hreflang="ru" href="${e2eOrigin('ru')}/business-novosti/economy" data-head>`);
  expect(sectionFront).toContain(`<link rel="alternate" hreflang="x-default" href="${e2eOrigin('tr')}/business/economy" data-head>`);
  const about = await (await request.get(`${SERVER}/kurumsal/hakkimizda`, { headers: hostHeader('tr') })).text();
  expect(about).toContain(`hreflang="en" href="${e2eOrigin('en')}/corporate/about"`);

  // An article is its edition's own story: no counterparts, and the home's links go when a reader opens one.
  await page.goto(`${e2eOrigin('tr')}/`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
  await page.locator('main a[href^="/haber/"]').first().click();
  await expect(page.locator('.article__body')).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).not.toHaveCount(0);
  await page.goBack();
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
  // The article's NewsArticle left with it.
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(expect.stringContaining('NewsArticle'));
});
