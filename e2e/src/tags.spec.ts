import { SERVER, e2eOrigin } from '../support/ports';
import { articlePaths, EDITIONS, expect, test, waitForHydration } from '../support/fixtures';

const TAG_SEGMENT = { tr: '/etiket/', en: '/tag/', ru: '/tag/' } as const;
const TAG_POSTFIX = { tr: '-haberleri', en: '-news', ru: '-news' } as const;

for (const edition of EDITIONS) {
  test(`${edition}: an article's tag opens the tag page that lists it`, async ({ page, request, consoleProblems }) => {
    const [path] = await articlePaths(request, edition);
    await page.goto(`${e2eOrigin(edition)}${path}`);
    await waitForHydration(page);
    const title = (await page.locator('h1').textContent()) ?? '';
    const chip = page.locator('.article__tags a').first();
    const tagName = ((await chip.textContent()) ?? '').replace(/^#/, '');
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`${TAG_SEGMENT[edition]}[a-z0-9-]+${TAG_POSTFIX[edition]}$`));
    await expect(page.locator('[data-remote="content"] h1')).toHaveText(`#${tagName}`);
    await expect(page.locator('main article.article-card .article-card__title', { hasText: title })).toHaveCount(1);
    expect(consoleProblems).toEqual([]);
  });
}

test('tag addresses: /1 and the legacy form 301 to the tag route; unknown tags are 404', async ({ request }) => {
  const [path] = await articlePaths(request, 'tr');
  const html = await (await request.get(`${SERVER}${path}`)).text();
  const route = /href="(\/etiket\/[a-z0-9-]+-haberleri)"/.exec(html)?.[1] as string;
  const slug = route.replace('/etiket/', '').replace(/-haberleri$/, '');

  const first = await request.get(`${SERVER}${route}/1`, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(new URL(first.headers()['location'] as string, SERVER).pathname).toBe(route);

  const legacy = await request.get(`${SERVER}/tag/${slug}/12345`, { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(new URL(legacy.headers()['location'] as string, SERVER).pathname).toBe(route);

  expect((await request.get(`${SERVER}/etiket/boyle-bir-etiket-yok-haberleri`)).status()).toBe(404);
  expect((await request.get(`${SERVER}${route}/999`)).status()).toBe(404);
});
