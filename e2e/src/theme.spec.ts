import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { SERVER, e2eOrigin, hostHeader, type EditionName } from '../support/ports';
import { articlePaths, E2E_CONSENT, EDITIONS, expect, setConsent, snoozePushPrompt, test } from '../support/fixtures';
import { api, signInWithGoogle, unique } from '../support/members';
import { drawSkippedBlocks } from '../support/axe';

/*
 * Issue 20, item 1: dark mode. The page follows the system setting until the reader picks a theme
 * with the header's toggle; the choice lives in the `theme` cookie, so the server's first HTML
 * already carries it (`<html data-theme>` and its color-scheme) and nothing flashes on reload;
 * the page cache keeps one copy per theme. Every page is readable in both (axe's colour contrast
 * rule on home, an article and a game page in dark mode). A member's choice is saved to the
 * account and comes back when they sign in.
 */

/** The toggle's accessible name in each state, per edition (common.json `theme`). */
const NAMES: Record<EditionName, Record<'system' | 'light' | 'dark', string>> = {
  tr: { system: 'Renk teması: sistem ayarı', light: 'Renk teması: açık', dark: 'Renk teması: koyu' },
  en: { system: 'Colour theme: system setting', light: 'Colour theme: light', dark: 'Colour theme: dark' },
  ru: { system: 'Тема оформления: как в системе', light: 'Тема оформления: светлая', dark: 'Тема оформления: тёмная' },
};

/** The page's paper in each theme (shell.css --paper). */
const LIGHT_PAPER = 'rgb(255, 255, 255)';
const DARK_PAPER = 'rgb(20, 20, 22)';

const paper = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: Page, edition: EditionName, state: 'system' | 'light' | 'dark') => page.locator('.site-header').getByRole('button', { name: NAMES[edition][state], exact: true });
/** The app's entry, which the boot loader adds on the reader's first intent. */
const appLoaded = (page: Page) => page.evaluate(() => document.querySelector('script[src*="/_shell/main"]') !== null);

for (const edition of EDITIONS) {
  test(`${edition}: the page follows the system setting until a theme is chosen`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const response = await page.goto(`${e2eOrigin(edition)}/`);
    // No choice: the server leaves it to the stylesheet's media query.
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<html lang="${edition}"><head>`);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    await expect(toggle(page, edition, 'system')).toBeVisible();
    expect(await paper(page)).toBe(DARK_PAPER);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await paper(page)).toBe(LIGHT_PAPER);
  });

  test(`${edition}: the toggle switches at once, by pointer and keyboard, and a reload's first HTML already has the theme @phone`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const article = (await articlePaths(request, edition))[0] as string;
    await page.goto(`${e2eOrigin(edition)}${article}`);
    expect(await paper(page)).toBe(LIGHT_PAPER);

    // Before the app: the boot loader switches it, and does not load the app for it.
    await toggle(page, edition, 'system').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page, edition, 'dark')).toBeVisible();
    expect(await paper(page)).toBe(DARK_PAPER);
    expect(await appLoaded(page)).toBe(false);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'theme')).toMatchObject({ value: 'dark', path: '/', httpOnly: false });

    // A reload: the server's first bytes are already dark (no flash), and so is the first paint.
    const reloaded = await page.reload();
    const first = (await reloaded?.text()) ?? '';
    expect(first).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${edition}" data-theme="dark">`));
    expect(first).toContain('<meta name="color-scheme" content="dark">');
    expect(await paper(page)).toBe(DARK_PAPER);

    // The keyboard: focus and Enter (the app is loaded by then; its handler switches it the same way).
    await toggle(page, edition, 'dark').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page, edition, 'light')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    await expect(toggle(page, edition, 'system')).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'theme')).toBeUndefined();
    const followsSystem = (await (await page.reload())?.text()) ?? '';
    expect(followsSystem).toContain(`<html lang="${edition}"><head>`);
  });
}

test('the page cache keeps a page per theme: a dark page never reaches a light reader', async ({ request }) => {
  const path = (await articlePaths(request, 'en'))[1] as string;
  const get = async (cookie?: string) => {
    const response = await request.get(`${SERVER}${path}`, { headers: { ...hostHeader('en'), ...(cookie ? { cookie } : {}) } });
    return { cache: response.headers()['x-page-cache'], html: await response.text() };
  };
  // Each variant twice: the second is the cached copy of its own theme.
  for (let round = 0; round < 2; round += 1) {
    const [dark, light, system] = [await get('theme=dark'), await get('theme=light'), await get()];
    expect(dark.html).toContain('<html lang="en" data-theme="dark">');
    expect(light.html).toContain('<html lang="en" data-theme="light">');
    expect(system.html).toContain('<html lang="en"><head>');
    if (round === 1) expect([dark.cache, light.cache, system.cache]).toEqual(['HIT', 'HIT', 'HIT']);
  }
});

/** The colour contrast of a page as a reader first gets it, at a desktop's and a phone's width. */
async function contrastProblems(page: Page, url: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  for (const [name, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await drawSkippedBlocks(page);
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    found[name] = violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').pop()?.trim()}`)).slice(0, 8);
  }
  return found;
}

for (const edition of EDITIONS) {
  test(`${edition}: home, an article and a game page keep WCAG AA colour contrast in dark mode`, async ({ page, request }) => {
    test.slow(); // three pages, two widths, on a shared machine
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: e2eOrigin(edition) }]);
    const article = (await articlePaths(request, edition))[0] as string;
    for (const path of ['/', article, '/emojile']) {
      const url = `${e2eOrigin(edition)}${path}`;
      const problems = await contrastProblems(page, url);
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect({ url, problems }).toEqual({ url, problems: { desktop: [], phone: [] } });
    }
  });
}

/** Signs in through the Google stand-in with a given address, in a fresh browser context. */
async function signIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await snoozePushPrompt(context);
  await setConsent(context, E2E_CONSENT);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('meydan.google-prompt.snoozed', JSON.stringify({ version: 'v0', data: true, expiry: Date.now() + 86_400_000 })));
  await page.emulateMedia({ colorScheme: 'light' });
  await signInWithGoogle(page, email);
  return page;
}

test('a member’s choice is saved to the account and set again when they sign in elsewhere', async ({ browser }) => {
  test.slow();
  const email = `tema.${unique()}@example.com`;
  const first = await signIn(browser, email);
  expect((await api<{ theme: string | null }>(first, 'GET', '/users/me/profile')).data.theme).toBeNull();

  // The member menu's three-way choice.
  await first.locator('.site-header').getByRole('button', { name: /Hesap menüsü: / }).click();
  const choice = first.getByRole('group', { name: 'Renk teması' });
  await expect(choice.getByRole('button', { name: 'Sistem' })).toHaveAttribute('aria-pressed', 'true');
  await choice.getByRole('button', { name: 'Koyu' }).click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(choice.getByRole('button', { name: 'Koyu' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await api<{ theme: string | null }>(first, 'GET', '/users/me/profile')).data.theme).toBe('dark');

  // The header's toggle saves too (dark → light: the system here is light). On a desktop a
  // member's bar has no room for it (the member menu has the choice): a tablet's width shows it.
  await first.keyboard.press('Escape');
  await expect(toggle(first, 'tr', 'dark')).toBeHidden();
  await first.setViewportSize({ width: 800, height: 900 });
  await toggle(first, 'tr', 'dark').click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(async () => (await api<{ theme: string | null }>(first, 'GET', '/users/me/profile')).data.theme).toBe('light');
  await toggle(first, 'tr', 'light').click();
  await expect.poll(async () => (await api<{ theme: string | null }>(first, 'GET', '/users/me/profile')).data.theme).toBeNull();
  await first.locator('.site-header').getByRole('button', { name: /Hesap menüsü: / }).click();
  await first.getByRole('group', { name: 'Renk teması' }).getByRole('button', { name: 'Koyu' }).click();
  await expect.poll(async () => (await api<{ theme: string | null }>(first, 'GET', '/users/me/profile')).data.theme).toBe('dark');

  // Another browser: signing in brings the saved theme at once, and the cookie for the next render.
  const second = await signIn(browser, email);
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect((await second.context().cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe('dark');
  const reloaded = (await (await second.reload())?.text()) ?? '';
  expect(reloaded).toContain('<html lang="tr" data-theme="dark">');
  await first.context().close();
  await second.context().close();
});
