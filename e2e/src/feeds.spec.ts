import { SERVER, e2eOrigin, hostHeader } from '../support/ports';
import { EDITIONS, expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

const FEED_COUNTS = { tr: 20, en: 9, ru: 9 } as const;

/** Parses XML in the browser: returns the number of elements named `tag`, or -1 when malformed. */
function countInXml(page: Page, xml: string, tag: string): Promise<number> {
  return page.evaluate(
    ([source, name]) => {
      const doc = new DOMParser().parseFromString(source as string, 'application/xml');
      return doc.getElementsByTagName('parsererror').length ? -1 : doc.getElementsByTagName(name as string).length;
    },
    [xml, tag],
  );
}

for (const edition of EDITIONS) {
  test(`${edition}: the /rss page links the main feed and ${FEED_COUNTS[edition]} category feeds, all valid RSS`, async ({ page, request }) => {
    await page.goto(`${e2eOrigin(edition)}/rss`);
    const links = await page.locator('.rss-list__link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') as string));
    expect(links).toHaveLength(1 + FEED_COUNTS[edition]);
    expect(links[0]).toBe('/rss.xml');
    for (const link of links) {
      const response = await request.get(`${SERVER}${link}`, { headers: hostHeader(edition) });
      expect(response.status(), link).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      expect(await countInXml(page, await response.text(), 'item'), link).toBeGreaterThan(0);
    }
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });
}

test('sitemaps parse and the robots file points at the index', async ({ page, request }) => {
  await page.goto('/');
  expect(await (await request.get(`${SERVER}/robots.txt`)).text()).toContain(`Sitemap: ${e2eOrigin('tr')}/sitemap.xml`);
  const index = await (await request.get(`${SERVER}/sitemap.xml`)).text();
  const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  expect(locs.length).toBeGreaterThanOrEqual(3);
  for (const loc of locs) {
    const response = await request.get(`${SERVER}${new URL(loc).pathname}`);
    expect(response.status(), loc).toBe(200);
    expect(await countInXml(page, await response.text(), 'urlset'), loc).toBe(1);
  }
});
