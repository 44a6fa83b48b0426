import { SERVER, e2eOrigin, hostHeader, type EditionName } from '../support/ports';
import { EDITIONS, expect, test, waitForHydration } from '../support/fixtures';

const API = `${SERVER}/api/v3.5`;

async function firstOfKind(request: import('@playwright/test').APIRequestContext, edition: EditionName, url: string) {
  const list = await (await request.get(`${API}${url}`, { headers: { 'X-Edition': edition } })).json();
  return list.items[0] as { route: string; title: string; legacyId: number };
}

for (const edition of EDITIONS) {
  test.describe(`${edition}: every content kind renders`, () => {
    test('a video article plays its own file with a poster, and its head describes the video', async ({ page, request, consoleProblems }) => {
      const video = await firstOfKind(request, edition, '/videos?categoryId=video');
      await page.goto(`${e2eOrigin(edition)}${video.route}`);
      await waitForHydration(page);
      const player = page.locator('video.video-entry__player').first();
      await expect(player).toHaveAttribute('poster', /\/media\/images\//);
      await expect(player.locator('source[type="video/mp4"]')).toHaveAttribute('src', /\/media\/videos\/.+\.mp4$/);
      const src = await player.locator('source[type="video/mp4"]').getAttribute('src');
      const file = await request.get(`${SERVER}${src}`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('video/mp4');
      // The video page design puts the clip above the title.
      await expect(page.locator('.article--video .video-entry--featured')).toBeVisible();
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')['@type']));
      expect(types).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList', 'VideoObject']));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      expect(consoleProblems).toEqual([]);
    });

    test('a gallery shows numbered frames and an ItemList', async ({ page, request }) => {
      const gallery = await firstOfKind(request, edition, '/galleries?limit=1');
      await page.goto(`${e2eOrigin(edition)}${gallery.route}`);
      const frames = page.locator('.gallery-frame');
      expect(await frames.count()).toBeGreaterThanOrEqual(6);
      await expect(frames.first().locator('.gallery-frame__count')).toContainText(String(await frames.count()));
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')['@type']));
      expect(types).toContain('ItemList');
    });

    test('share links carry the absolute article URL', async ({ page, request }) => {
      const gallery = await firstOfKind(request, edition, '/galleries?limit=1');
      await page.goto(`${e2eOrigin(edition)}${gallery.route}`);
      const x = page.locator('.share__button--x').first();
      await expect(x).toHaveAttribute('href', new RegExp(`url=${encodeURIComponent(`${e2eOrigin(edition)}${gallery.route}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    });

    test('the /test living pages list quizzes by topic', async ({ page }) => {
      const all = await page.goto(`${e2eOrigin(edition)}/test`);
      expect(all?.status()).toBe(200);
      await expect(page.locator('main article.article-card')).toHaveCount(12);
      await page.locator('.living-page__topics a').nth(3).click();
      await expect(page).toHaveURL(/\/test\/genel-kultur-testleri$/);
      await expect(page.locator('.living-page__topics [aria-current="true"]')).toHaveAttribute('href', '/test/genel-kultur-testleri');
      const cards = page.locator('main article.article-card');
      await expect(cards.first()).toBeVisible();
      await expect.poll(() => cards.count()).toBeLessThan(12);
      expect((await page.goto(`${e2eOrigin(edition)}/test?page=9`))?.status()).toBe(404);
    });
  });
}

test('home: breaking-news strip and "load more" append the next page of the latest stories', async ({ page, request }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('.breaking__list li').first()).toBeVisible();
  const recent = page.locator('.home__recent article.article-card');
  const before = await recent.count();
  const more = await (await request.get(`${API}/browse/home/more?widgetId=recent&page=2`, { headers: hostHeader('tr') })).json();
  await page.getByRole('button', { name: 'Daha fazla yükle' }).click();
  await expect(recent).toHaveCount(before + more.widget.items.length);
  await expect(page.locator('.card-grid--more .article-card__title').first()).toHaveText(more.widget.items[0].title);
  // Focus lands on the first new story for keyboard readers.
  await expect(page.locator('.card-grid--more a').first()).toBeFocused();
});
