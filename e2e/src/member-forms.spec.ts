import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readChunkReports } from '@meydan/shared/testing/first-load';
import { expect, test, waitForHydration } from '../support/fixtures';
import { member } from '../support/members';

/*
 * Issue 14: a member's page loads without TypeBox and DOMPurify (no social route module over
 * 30 KB gzip). A form fetches its contract checks when it is first used and still answers with
 * the contract's messages; the editor fetches the sanitizer when the text is first focused and
 * still saves and previews what was typed (libs/social/feature-pages/src/lazy).
 */
const social = readChunkReports(join(__dirname, '../../dist/apps')).find((report) => report.app === 'social');

/** The social build's scripts that hold a package. */
function filesWith(name: string): string[] {
  const files = Object.entries(social?.files ?? {}).filter(([, file]) => file.packages.some((share) => share.name === name));
  expect(files.length, `no social chunk holds ${name}: build social first`).toBeGreaterThan(0);
  return files.map(([file]) => file);
}

/** Records the scripts the page fetches from now on; `holds` says whether one of `files` is among them. */
function recordScripts(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return { holds: (files: string[]) => urls.some((url) => files.some((file) => url.endsWith(`/${file}`))) };
}

test('profile settings: no TypeBox until the form is used, then the contract’s message', async ({ browser }) => {
  // A fresh member through the provider stand-in, then the page: slow on a busy machine.
  test.slow();
  const typebox = filesWith('@sinclair/typebox');
  const { page, username } = await member(browser, 'ayar');
  const scripts = recordScripts(page);
  await page.goto(`/profil/${username}/ayarlar`);
  await waitForHydration(page);
  const website = page.getByLabel('Web sitesi');
  await expect(website).toBeEnabled();
  expect(scripts.holds(typebox)).toBe(false);

  await website.fill('javascript:alert(1)');
  await expect.poll(() => scripts.holds(typebox)).toBe(true);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Lütfen geçerli bir web sitesi adresi gir (ör. ornek.com).')).toBeVisible();
  await expect(page.getByText('Lütfen işaretli alanları düzelt.')).toBeVisible();
});

test('the editor: no TypeBox or DOMPurify until the member writes; what was typed is kept and previewed even before the sanitizer arrives', async ({ browser }) => {
  test.slow();
  const typebox = filesWith('@sinclair/typebox');
  const dompurify = filesWith('dompurify');
  const { page } = await member(browser, 'yazar');
  const scripts = recordScripts(page);
  // The sanitizer is held back until the preview is open: a slow phone network, made certain.
  let releaseSanitizer: (() => void) | undefined;
  const sanitizerHeld = new Promise<void>((resolve) => (releaseSanitizer = resolve));
  await page.route(
    (url) => dompurify.some((file) => url.pathname.endsWith(`/${file}`)),
    async (route) => {
      await sanitizerHeld;
      await route.continue();
    },
  );
  await page.goto('/yaz');
  await waitForHydration(page);
  const text = page.getByRole('textbox', { name: 'Metin' });
  await expect(text).toBeVisible();
  expect([scripts.holds(typebox), scripts.holds(dompurify)]).toEqual([false, false]);

  await page.getByLabel('Başlık').fill('Sabah notları');
  await text.click();
  await page.keyboard.type('Martılar erken uyanır.');
  await expect(page.getByText('Tüm değişiklikler kaydedildi.')).toBeVisible();
  expect([scripts.holds(typebox), scripts.holds(dompurify)]).toEqual([true, true]);

  const preview = page.getByRole('region', { name: 'Yazının önizlemesi' });
  await page.getByRole('button', { name: 'Önizleme' }).click();
  await expect(preview.getByText('Martılar erken uyanır.')).toBeVisible();
  releaseSanitizer?.();
  await page.getByRole('button', { name: 'Düzenlemeye dön' }).click();
  await expect(text).toHaveText('Martılar erken uyanır.');
  await expect(page.getByText('Tüm değişiklikler kaydedildi.')).toBeVisible();
  await expect(page).toHaveURL(/\/yaz\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Metin' })).toHaveText('Martılar erken uyanır.');
});
