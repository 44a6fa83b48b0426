import { e2eOrigin } from '../support/ports';
import { expect, test, waitForHydration } from '../support/fixtures';

test.describe('browse pages', () => {
  test('/trendler ranks 25 rising stories and its trending tags open tag pages', async ({ page, consoleProblems }) => {
    await page.goto('/trendler');
    await waitForHydration(page);
    await expect(page.locator('.ranked-list > li')).toHaveCount(25);
    const firstTag = page.locator('.trend-tags .chip').first();
    // The chip reads "#Name 12 haber"; the count sits in its own element.
    const full = (await firstTag.textContent()) ?? '';
    const count = (await firstTag.locator('.chip__count').textContent()) ?? '';
    const name = full.replace(count, '').trim();
    await firstTag.click();
    await expect(page).toHaveURL(/\/etiket\/.+-haberleri$/);
    await expect(page.locator('[data-remote="content"] h1')).toHaveText(name);
    expect(consoleProblems).toEqual([]);
  });

  test('/kesfet shows up to five stories per section and ten random picks, in every edition', async ({ page }) => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      await page.goto(`${e2eOrigin(edition)}/kesfet`);
      const sections = page.locator('.discover-section');
      expect(await sections.count()).toBeGreaterThan(3);
      for (const count of await sections.evaluateAll((nodes) => nodes.slice(0, -1).map((n) => n.querySelectorAll('.article-card').length))) {
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThanOrEqual(5);
      }
      await expect(sections.last().locator('.article-card')).toHaveCount(10);
    }
  });
});
