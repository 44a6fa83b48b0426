import { SERVER, e2eOrigin, hostHeader } from '../support/ports';
import { EDITIONS, expect, test, waitForHydration } from '../support/fixtures';

const HEADING = { tr: 'Vitrin', en: 'Showcase', ru: 'Витрина' } as const;
const CURRENCY = { tr: '₺', en: '$', ru: '₽' } as const;

for (const edition of EDITIONS) {
  test(`${edition}: showcase list → a showcase → its page 2 @phone`, async ({ page, consoleProblems }) => {
    await page.goto(`${e2eOrigin(edition)}/vitrin`);
    await waitForHydration(page);
    await expect(page.locator('[data-remote="content"] h1')).toHaveText(HEADING[edition]);
    const showcases = page.locator('.showcase-card');
    expect(await showcases.count()).toBeGreaterThanOrEqual(4);
    const title = ((await showcases.first().locator('.showcase-card__title').textContent()) ?? '').trim();

    await showcases.first().locator('a').click();
    await expect(page).toHaveURL(/\/vitrin\/[a-z0-9-]+$/);
    const feedPath = new URL(page.url()).pathname;
    await expect(page.locator('[data-remote="content"] h1')).toHaveText(title);
    const products = page.locator('.product-card');
    await expect(products).toHaveCount(15);
    await expect(products.first().locator('.product-card__price')).toContainText(CURRENCY[edition]);
    const outbound = products.locator('a.product-card__cta').first();
    await expect(outbound).toHaveAttribute('rel', 'sponsored noopener');
    await expect(outbound).toHaveAttribute('target', '_blank');
    await expect(outbound).toHaveAttribute('href', /^https:\/\/[a-z0-9.-]+\.example\//);
    const firstOnPage1 = await products.first().locator('.product-card__title').textContent();

    await page.locator('.pagination a[rel="next"]').click();
    await expect(page).toHaveURL(`${e2eOrigin(edition)}${feedPath}/2`);
    await expect(page.locator('.product-card').first().locator('.product-card__title')).not.toHaveText(firstOnPage1 ?? '');
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2eOrigin(edition)}${feedPath}/2`);
    expect(consoleProblems).toEqual([]);
  });
}

test('showcase addresses: page 1 is canonical without its number, /1 301s there, unknown showcases and pages past the end are 404', async ({ request }) => {
  const list = await (await request.get(`${SERVER}/api/v3.5/feed`, { headers: hostHeader('en') })).json();
  const feed = list.items[0] as { key: string; itemCount: number };
  const path = `/vitrin/${feed.key}`;

  const html = await (await request.get(`${SERVER}${path}`, { headers: hostHeader('en') })).text();
  expect(html).toContain(`<link rel="canonical" href="${e2eOrigin('en')}${path}"`);
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/images\//);

  const first = await request.get(`${SERVER}${path}/1`, { headers: hostHeader('en'), maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(new URL(first.headers()['location'] as string, SERVER).pathname).toBe(path);

  const lastPage = Math.ceil(feed.itemCount / 15);
  expect((await request.get(`${SERVER}${path}/${lastPage}`, { headers: hostHeader('en') })).status()).toBe(200);
  expect((await request.get(`${SERVER}${path}/${lastPage + 1}`, { headers: hostHeader('en') })).status()).toBe(404);
  expect((await request.get(`${SERVER}/vitrin/no-such-showcase`, { headers: hostHeader('en') })).status()).toBe(404);
  // Showcases belong to their edition.
  expect((await request.get(`${SERVER}${path}`, { headers: hostHeader('tr') })).status()).toBe(404);
});
