import { REMOTE_SWITCH, SERVER } from '../support/ports';
import { expect, test, waitForHydration } from '../support/fixtures';

/**
 * The quakes remote is served from its own origin (tools/platform/e2e-server.ts) and no other test
 * visits its routes, so it can be switched off here without disturbing them.
 */
test.describe.serial('a remote whose bundles are unreachable', () => {
  test.afterAll(async ({ request }) => {
    await request.get(`${REMOTE_SWITCH}/up`);
  });

  test('shows the fallback in its own area, keeps other routes working, and recovers without a restart', async ({ page, request }) => {
    await request.get(`${REMOTE_SWITCH}/down`);

    // Server-rendered: the layout renders, the remote's area holds the fallback.
    const html = await (await request.get(`${SERVER}/son-depremler`)).text();
    expect(html).toContain('data-remote-fallback="quakes"');
    expect(html).toContain('class="site-header"');

    await page.goto('/son-depremler');
    await waitForHydration(page);
    await expect(page.locator('[data-remote-fallback="quakes"]')).toBeVisible();
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();

    // Another remote's route works, by client navigation and by a full load.
    await page.getByRole('navigation', { name: 'Kategoriler' }).getByRole('link', { name: 'Spor' }).click();
    await expect(page.locator('[data-remote="content"] h1')).toHaveText('Spor');
    expect((await request.get(`${SERVER}/`)).status()).toBe(200);

    // The remote comes back: the browser picks it up on the next navigation, the server on the next render.
    await request.get(`${REMOTE_SWITCH}/up`);
    await page.locator('.site-header__menu > summary').click();
    // By keyboard: the link sits low in the drawer's own scroll area, and focusing it scrolls it
    // into view the way a keyboard user meets it.
    const quakes = page.getByRole('link', { name: 'Son Depremler' });
    await quakes.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/son-depremler$/);
    await expect(page.locator('[data-remote="quakes"] h1')).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);

    await expect
      .poll(async () => (await (await request.get(`${SERVER}/son-depremler`)).text()).includes('data-remote="quakes"'), { timeout: 15_000 })
      .toBe(true);
  });
});
