import { expect, test, waitForHydration } from '../support/fixtures';

test('a member signs in from the header dialog, a wrong password keeps what they typed, and signs out @phone', async ({ page, consoleProblems }) => {
  await page.goto('/');
  await waitForHydration(page);
  const signIn = page.locator('.site-header').getByRole('button', { name: 'Giriş yap' });
  await signIn.click();
  const dialog = page.getByRole('dialog', { name: 'Giriş yap' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Kullanıcı adı veya e-posta')).toBeFocused();

  await dialog.getByLabel('Kullanıcı adı veya e-posta').fill('editor');
  await dialog.getByLabel('Şifre').fill('not-the-password');
  await dialog.getByLabel('Şifre').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Lütfen doğru kullanıcı adı ve şifre girin.');
  await expect(dialog.getByLabel('Kullanıcı adı veya e-posta')).toHaveValue('editor');

  await dialog.getByLabel('Şifre').fill('meydan-editor-1');
  await dialog.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(dialog).toBeHidden();
  const account = page.locator('.site-header').getByRole('button', { name: /Hesap menüsü: editor/ });
  await expect(account).toBeVisible();
  // The session survives a reload: the access cookie is read and the profile loaded again.
  await page.reload();
  await expect(account).toBeVisible();

  await account.click();
  await page.getByRole('button', { name: 'Çıkış' }).click();
  await expect(page.locator('.site-header').getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('o-auth-token');
  expect(cookies).not.toContain('o-refresh-token');
  // The failed sign-in's 401 is the only console error the browser itself reports.
  expect(consoleProblems.filter((problem) => !problem.includes('401'))).toEqual([]);
});
