import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInWithGoogle } from '../support/members';
import { mailedPath } from '../support/outbox';
import { SERVER } from '../support/ports';

/*
 * Account states (issue 4): deactivation hides a member until they sign in again; deletion by
 * the e-mailed link removes the account and spends the link. Members are made fresh through the
 * Google stand-in (no robot check to solve) so no other test's account changes.
 */

/** Whether member search lists the username; `limit` varies so no cached answer is reused. */
async function listedInMemberSearch(request: APIRequestContext, username: string, limit: number): Promise<boolean> {
  const response = await request.get(`${SERVER}/api/v3.5/search/user?q=${encodeURIComponent(username)}&limit=${limit}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ username: string }> };
  return items.some((item) => item.username === username);
}

const freshEmail = (kind: string) => `${kind}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

test('deactivate → hidden from other members → sign in again → visible again', async ({ page, request }) => {
  // Two full round trips through the provider stand-in: on a busy CI machine that outlasts 30 s.
  test.slow();
  const email = freshEmail('dondur');
  const username = await signInWithGoogle(page, email);
  expect(await listedInMemberSearch(request, username, 11)).toBe(true);

  await page.goto('/ayarlar/hesap-dondurma');
  await page.getByLabel('Neden ayrılıyorsun? (isteğe bağlı)').fill('Sınavlara çalışıyorum, sonra dönerim.');
  await page.getByRole('button', { name: 'Hesabımı dondur' }).click();
  await page.getByRole('dialog', { name: 'Hesabın dondurulsun mu?' }).getByRole('button', { name: 'Evet, dondur' }).click();
  await expect(page.getByText('Hesabın donduruldu ve oturumun kapatıldı.', { exact: false })).toBeVisible();
  await expect(page.locator('.site-header').getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  expect(await listedInMemberSearch(request, username, 12)).toBe(false);

  expect(await signInWithGoogle(page, email)).toBe(username);
  expect(await listedInMemberSearch(request, username, 13)).toBe(true);
});

test('delete request → mailed link → account gone, and the link is spent ("Invalid Link")', async ({ page, request }) => {
  const email = freshEmail('sil');
  const username = await signInWithGoogle(page, email);

  await page.goto('/ayarlar/hesap-silme');
  await page.getByLabel('Hesabını neden silmek istiyorsun? (isteğe bağlı)').fill('Artık kullanmıyorum.');
  await page.getByRole('button', { name: 'Silme bağlantısını gönder' }).click();
  await page.getByRole('dialog', { name: 'Hesabın silinsin mi?' }).getByRole('button', { name: 'Evet, bağlantıyı gönder' }).click();
  const link = await mailedPath(request, email, 'account-deletion');

  await page.goto(link);
  await page.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(page.getByText('Hesabın silindi.')).toBeVisible();
  // This browser was that member: its session ended with the account.
  await expect(page.locator('.site-header').getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  expect(await listedInMemberSearch(request, username, 14)).toBe(false);

  await page.goto(link);
  await page.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(page.getByRole('alert')).toHaveText('Geçersiz Bağlantı');
});
