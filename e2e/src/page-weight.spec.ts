import { SERVER, hostHeader, type EditionName } from '../support/ports';
import { articlePaths, expect, test } from '../support/fixtures';
import { describeLargest, KB, weighPage } from '../support/page-weight';

/**
 * Issue 14 budgets for a reader arriving on an article: its boot state (what the browser needs
 * to hydrate) ≤ 30 KB and its HTML ≤ 120 KB raw. Cards carry only what a card shows and the
 * footer's lists stay out of the state; a failure names the biggest state entries.
 */
const BOOT_BUDGET = 30 * KB;
const HTML_BUDGET = 120 * KB;

type Request = Parameters<typeof articlePaths>[0];

async function listedRoute(request: Request, edition: EditionName, path: string): Promise<string> {
  const list = (await (await request.get(`${SERVER}/api/v3.5${path}`, { headers: hostHeader(edition) })).json()) as { items: Array<{ route: string }> };
  const route = list.items[0]?.route;
  if (!route) throw new Error(`no article listed at ${path}`);
  return route;
}

/** The article pages to weigh: the first story of each edition's home, a quiz and the heaviest kind (a photo gallery). */
async function articlePages(request: Request): Promise<Array<{ edition: EditionName; path: string }>> {
  const pages: Array<{ edition: EditionName; path: string }> = [];
  for (const edition of ['tr', 'en', 'ru'] as const) pages.push({ edition, path: (await articlePaths(request, edition))[0] as string });
  pages.push({ edition: 'tr', path: await listedRoute(request, 'tr', '/articles?categoryId=quiz&limit=1&view=card') });
  for (const edition of ['tr', 'ru'] as const) pages.push({ edition, path: await listedRoute(request, edition, '/galleries?limit=1') });
  return pages;
}

test.describe('page weight (issue 14)', () => {
  test('article pages keep their boot state within 30 KB and their HTML within 120 KB', async ({ request }) => {
    for (const { edition, path } of await articlePages(request)) {
      const response = await request.get(`${SERVER}${path}`, { headers: hostHeader(edition) });
      expect(response.status(), `${edition} ${path}`).toBe(200);
      const weight = weighPage(await response.text());
      const where = `${edition} ${path}: boot state ${(weight.bootBytes / KB).toFixed(1)} KB, HTML ${(weight.htmlBytes / KB).toFixed(1)} KB; largest: ${describeLargest(weight)}`;
      expect(weight.bootBytes, where).toBeLessThanOrEqual(BOOT_BUDGET);
      expect(weight.htmlBytes, where).toBeLessThanOrEqual(HTML_BUDGET);
    }
  });

  test('the footer lists are in the server HTML but not in any boot state', async ({ request }) => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const home = await (await request.get(`${SERVER}/`, { headers: hostHeader(edition) })).text();
      expect(home).toContain('data-footer-list="popular"');
      expect(weighPage(home).parts.map((part) => part.name)).not.toContainEqual(expect.stringContaining('getFooter'));
    }
  });

  test('the weighing names the largest parts of the state', () => {
    const boot = { edition: 'tr', state: { api: { queries: { 'getArticle("1")': { data: 'x'.repeat(40 * KB) }, 'getCategory("c")': { data: 'y' } } }, auth: {} } };
    const weight = weighPage(`<html><script id="__MEYDAN__" type="application/json" nonce="n">${JSON.stringify(boot)}</script></html>`);
    expect(weight.bootBytes).toBeGreaterThan(BOOT_BUDGET);
    expect(describeLargest(weight, 2)).toMatch(/^api getArticle\("1"\) 40\.\d KB, api getCategory\("c"\) 0\.0 KB$/);
  });
});
