import { articlePaths, expect, test, waitForHydration } from '../support/fixtures';

test.describe('hydration', () => {
  for (const path of ['/', '/culture', '/culture/art', '/oyun', '/profil/uye']) {
    test(`${path} hydrates with no console errors @phone`, async ({ page, consoleProblems }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(consoleProblems).toEqual([]);
    });
  }

  test('an article hydrates with no console errors @phone', async ({ page, request, consoleProblems }) => {
    const [path] = await articlePaths(request, 'tr');
    await page.goto(path as string);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('client-side navigation', () => {
  test('moves between routes of two different remotes without a reload', async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    // A marker on window survives client navigations and disappears on a full page load.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await page.locator('.site-header__menu > summary').click();
    await page.getByRole('link', { name: 'Oyunlar' }).click();
    await expect(page).toHaveURL(/\/oyun$/);
    await expect(page.locator('[data-remote="games"] h1')).toBeVisible();
    await expect(page).toHaveTitle(/Meydan/);

    await page.getByRole('navigation', { name: 'Kategoriler' }).getByRole('link', { name: 'Spor' }).click();
    await expect(page).toHaveURL(/\/sport$/);
    await expect(page.locator('[data-remote="content"] h1')).toHaveText('Spor');
    await page.locator('main article.article-card a').first().click();
    await expect(page).toHaveURL(/\/haber\/.+-\d+$/);
    await expect(page.locator('.article__body')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/sport$/);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(consoleProblems).toEqual([]);
  });
});
