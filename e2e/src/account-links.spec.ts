import { mailedPath } from '../support/outbox';
import { expect, test, waitForHydration } from '../support/fixtures';

test('register with the robot check → verify by the mailed link → forgot → reset by the mailed link → sign in with the new password', async ({ page, request, consoleProblems }) => {
  // A long journey, and the robot check is real work (about 260,000 hashes on the main thread).
  test.slow();
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('.site-header').getByRole('button', { name: 'Giriş yap' }).click();
  // The sign-in/registration dialog (the e-mail verification prompt is a dialog too).
  const dialog = page.locator('.modal--auth');
  await dialog.getByRole('button', { name: 'Üye ol' }).click();
  await dialog.getByLabel('E-posta').fill(email);
  await dialog.getByLabel('Şifre', { exact: true }).fill('kestane-kebap-42');
  await dialog.getByLabel('Şifre (tekrar)').fill('kestane-kebap-42');
  await dialog.getByRole('button', { name: 'Üye ol' }).last().click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('.site-header').getByRole('button', { name: /Hesap menüsü/ })).toBeVisible();
  // The new, unverified member is asked to confirm the address the link went to.
  const verifyPrompt = page.getByRole('dialog', { name: 'E-posta adresini doğrula' });
  await expect(verifyPrompt).toContainText(email);
  await verifyPrompt.getByRole('button', { name: 'Daha sonra' }).click();
  await expect(verifyPrompt).toBeHidden();

  await page.goto(await mailedPath(request, email, 'verification'));
  await expect(page.getByText('E-posta adresin doğrulandı.')).toBeVisible();

  await page.locator('.site-header').getByRole('button', { name: /Hesap menüsü/ }).click();
  // Signing out reloads the page (nothing of the member stays in memory): wait for that load, or
  // the next navigation races it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Çıkış' }).click();
  await reloaded;
  await expect(page.locator('.site-header').getByRole('button', { name: 'Giriş yap' })).toBeVisible();

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(email);
  await page.getByRole('button', { name: 'Bağlantıyı gönder' }).click();
  const resetPath = await mailedPath(request, email, 'password-reset');
  await page.goto(resetPath);
  await page.getByLabel('Yeni şifre', { exact: true }).fill('lahmacun-ayran-77');
  await page.getByLabel('Şifre (tekrar)').fill('lahmacun-ayran-77');
  await page.getByRole('button', { name: 'Yeni şifreyi kaydet' }).click();
  await expect(page.getByText('Şifren değiştirildi.', { exact: false })).toBeVisible();

  // The link is spent.
  await page.goto(resetPath);
  await page.getByLabel('Yeni şifre', { exact: true }).fill('another-pass-99');
  await page.getByLabel('Şifre (tekrar)').fill('another-pass-99');
  await page.getByRole('button', { name: 'Yeni şifreyi kaydet' }).click();
  await expect(page.getByText('Geçersiz Bağlantı', { exact: false })).toBeVisible();

  await page.goto('/?login=1');
  await dialog.getByLabel('Kullanıcı adı veya e-posta').fill(email);
  await dialog.getByLabel('Şifre').fill('lahmacun-ayran-77');
  await dialog.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.locator('.site-header').getByRole('button', { name: /Hesap menüsü/ })).toBeVisible();
  expect(consoleProblems.filter((problem) => !/\b(400|401)\b/.test(problem))).toEqual([]);
});
