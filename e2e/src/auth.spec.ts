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
  await expect(dialog.getByRole('alert')).toHaveText('Lütfen doğru kullanıcı adı ve şifre gir.');
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

const b64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

test('an access token that expired, or that the API refuses, is renewed without the member noticing', async ({ page, context, consoleProblems }) => {
  await page.goto('/');
  await waitForHydration(page);
  const login = await page.request.post('/api/v3.5/auth/login?authVersion=v2', { data: { grant_type: 'password', id: 'uye', password: 'meydan-member-1' } });
  expect(login.status()).toBe(200);
  const accessCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'o-auth-token');
  const account = page.locator('.site-header').getByRole('button', { name: /Hesap menüsü: uye/ });

  // 1. Expired in the browser's eyes (exp a minute ago): renewed before the profile call leaves.
  const issued = await accessCookie();
  if (!issued) throw new Error('login set no o-auth-token cookie');
  const [header, payload, signature] = issued.value.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { exp: number };
  const expired = [header, b64url(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })), signature].join('.');
  await context.addCookies([{ ...issued, value: expired }]);
  let renewal = page.waitForResponse((response) => response.url().endsWith('/api/v3.5/auth/token'));
  await page.reload();
  expect((await renewal).status()).toBe(200);
  await expect(account).toBeVisible();
  // The renewal stored a token of its own (within the login's second it can equal the login's,
  // which is fine: same session, same claims).
  const renewed = await accessCookie();
  expect(renewed?.value).not.toBe(expired);
  const renewedClaims = JSON.parse(Buffer.from(renewed?.value.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  expect(renewedClaims.exp).toBeGreaterThan(Date.now() / 1000);

  // 2. Unexpired but refused by the API (a forged signature): 401 → renew → the call replayed once.
  await context.addCookies([{ ...issued, value: `${(renewed?.value ?? '').split('.').slice(0, 2).join('.')}.Zm9yZ2Vk` }]);
  renewal = page.waitForResponse((response) => response.url().endsWith('/api/v3.5/auth/token'));
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/v3.5/users/me/profile') && response.status() === 401);
  await page.reload();
  await refused;
  expect((await renewal).status()).toBe(200);
  await expect(account).toBeVisible();
  // The refused profile call is the only problem the browser reports.
  expect(consoleProblems.filter((problem) => !problem.includes('401'))).toEqual([]);
});
