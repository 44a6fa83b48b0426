import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { SERVER, e2eOrigin, hostHeader, type EditionName } from '../support/ports';
import { EDITIONS, articlePaths, expect, test } from '../support/fixtures';

/**
 * Issue 20, item 5: the installable site and offline reading, in each edition.
 *
 * A persistent browser profile, not Playwright's usual context: those are off-the-record
 * profiles, for which Chrome reports `in-incognito` and never offers to install anything.
 * Installability is Chrome's own verdict (`Page.getInstallabilityErrors` is empty when the
 * site can be installed: Lighthouse 12 dropped its PWA category, whose checks were these).
 */
type OfflineTexts = { title: string; savedTitle: string; appName: string };

function offlineTexts(edition: EditionName): OfflineTexts {
  const file = join(__dirname, '../../libs/shared/util/i18n/src/lib/locales', edition, 'common.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { offline: OfflineTexts }).offline;
}

/** Waits until the boot loader registered the worker (at idle after load) and the worker is active. */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

async function installabilityErrors(cdp: CDPSession): Promise<unknown[]> {
  return (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
}

for (const edition of EDITIONS) {
  test.describe(`${edition} edition`, () => {
    let context: BrowserContext;
    let profile: string;

    test.beforeEach(async ({ playwright, launchOptions }) => {
      profile = mkdtempSync(join(tmpdir(), 'meydan-pwa-'));
      context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, viewport: { width: 1280, height: 900 } });
    });

    test.afterEach(async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });

    test('the site can be installed: its manifest is linked, valid and in the edition’s language', async ({ request }) => {
      test.slow(); // a browser of its own, on a shared two-core machine
      const origin = e2eOrigin(edition);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${origin}/`);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#121214');
      await workerActive(page);

      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${origin}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as { name: string; lang: string; display: string };
      expect(data).toMatchObject({ name: offlineTexts(edition).appName, lang: edition, display: 'standalone' });
      await expect.poll(() => installabilityErrors(cdp), { timeout: 15_000 }).toEqual([]);

      // Every icon the manifest lists is there.
      for (const icon of (JSON.parse(manifest.data ?? '{}') as { icons: Array<{ src: string }> }).icons) {
        const response = await request.get(`${SERVER}${icon.src}`, { headers: hostHeader(edition) });
        expect(response.headers()['content-type']).toBe('image/png');
      }
    });

    test('the articles read stay readable offline, and another page shows the translated offline page listing them', async ({ request }) => {
      test.slow();
      const origin = e2eOrigin(edition);
      const [first, second] = await articlePaths(request, edition);
      const page = context.pages()[0] ?? (await context.newPage());

      // The first article is read before the worker exists (it registers at idle after load): it is kept at install.
      await page.goto(`${origin}${first}`);
      const firstTitle = (await page.locator('article.article h1').textContent())?.trim() ?? '';
      await workerActive(page);
      // The second one goes through the worker, which keeps it on the way.
      await page.goto(`${origin}${second}`);
      const secondTitle = (await page.locator('article.article h1').textContent())?.trim() ?? '';
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      await context.setOffline(true);
      for (const [path, title] of [
        [first, firstTitle],
        [second, secondTitle],
      ] as const) {
        await page.goto(`${origin}${path}`);
        await expect(page.locator('article.article h1')).toHaveText(title);
        // Styled from the kept stylesheets, not only the inlined critical CSS.
        const rules = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.sheet?.cssRules.length ?? 0));
        expect(rules.length).toBeGreaterThan(0);
        expect(rules.every((count) => count > 0)).toBe(true);
      }

      const texts = offlineTexts(edition);
      await page.goto(`${origin}/no-such-page-offline`);
      await expect(page.locator('h1')).toHaveText(texts.title);
      await expect(page.locator('html')).toHaveAttribute('lang', edition);
      await expect(page.locator('h2')).toHaveText(texts.savedTitle);
      // Newest first, each a link to the kept copy.
      await expect(page.locator('.saved a')).toHaveText([secondTitle, firstTitle]);
      await page.locator('.saved a').last().click();
      await expect(page).toHaveURL(`${origin}${first}`);
      await expect(page.locator('article.article h1')).toHaveText(firstTitle);

      // Back online, pages come from the network again.
      await context.setOffline(false);
      await page.goto(`${origin}/no-such-page-offline`);
      await expect(page.locator('h1')).not.toHaveText(texts.title);
    });
  });
}
