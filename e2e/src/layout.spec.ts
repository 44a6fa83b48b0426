import { e2eOrigin } from '../support/ports';
import { expect, test, waitForHydration } from '../support/fixtures';

test.describe('layout (SPEC §2.10)', () => {
  test('desktop: section bar, footer with corporate and social links, page-up button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Kategoriler' })).toBeVisible();
    const footer = page.locator('.site-footer');
    await expect(footer.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/kurumsal/hakkimizda');
    await expect(footer.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/rss');
    for (const network of ['Instagram', 'Facebook', 'Twitter', 'YouTube', 'Pinterest']) await expect(footer.getByRole('link', { name: network })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Çok Okunanlar' })).toBeVisible();

    const pageUp = page.locator('.page-up');
    await expect(pageUp).not.toHaveClass(/page-up--visible/);
    await page.mouse.wheel(0, 2400);
    await expect(pageUp).toHaveClass(/page-up--visible/);
    await pageUp.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('phone: menu instead of the section bar, no page-up button @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Kategoriler' })).toBeHidden();
    await page.locator('.site-header__menu > summary').click();
    await page.locator('.site-header__drawer').getByRole('link', { name: 'Spor' }).click();
    await expect(page).toHaveURL(/\/sport$/);
    await expect(page.locator('.site-header__drawer')).toBeHidden();
    await page.mouse.wheel(0, 2400);
    await expect(page.locator('.page-up')).toBeHidden();
  });

  test('phone: Escape closes the menu and focus returns to the menu button @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menuButton = page.locator('.site-header__menu > summary');
    await menuButton.click();
    await waitForHydration(page);
    const drawer = page.locator('.site-header__drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Spor' }).focus();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('English footer shows the privacy policy but not the tr-only corporate links', async ({ page }) => {
    await page.goto(`${e2eOrigin('en')}/`);
    const footer = page.locator('.site-footer');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Careers' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveCount(0);
  });
});

test.describe('scrolling (SPEC §2.9)', () => {
  test('a new page starts at the top; back restores where the reader was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/culture');
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000);
    const before = await page.evaluate(() => Math.round(window.scrollY));

    const card = page.locator('main article.article-card a').nth(10);
    await card.scrollIntoViewIfNeeded();
    const atClick = await page.evaluate(() => Math.round(window.scrollY));
    await card.click();
    await expect(page.locator('.article__body')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.locator('[data-remote="content"] h1')).toHaveText('Kültür');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(atClick);
    expect(atClick).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
  });
});
