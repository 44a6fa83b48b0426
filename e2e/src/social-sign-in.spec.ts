import { articlePaths, expect, test, waitForHydration } from '../support/fixtures';
import { e2eOrigin } from '../support/ports';

/*
 * Sign-in with Google, Facebook and Twitter against the local stand-ins the e2e platform runs
 * (tools/platform/identity-stand-ins.ts): the real redirect flows, the provider's own sign-in
 * page, the callback pages and the API's verification of what the provider handed over.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('Google: the dialog button goes through the OpenID provider and back to the story the reader was on', async ({ page, request, consoleProblems }) => {
  const [story] = await articlePaths(request, 'tr');
  if (!story) throw new Error('no story on the home page');
  await page.goto(story);
  await waitForHydration(page);
  await page.locator('.site-header').getByRole('button', { name: 'Giriş yap' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Google ile devam et' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to the test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(`gg.${unique()}@example.com`);
  await page.getByLabel('Name').fill('Gül Gündoğdu');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL((url) => url.pathname === story);
  await expect(page.locator('.site-header').getByRole('button', { name: /Hesap menüsü: gg\./ })).toBeVisible();
  // The ID token never stays in the address bar or the history entry.
  expect(page.url()).not.toContain('id_token');
  expect(consoleProblems).toEqual([]);
});

test('Facebook: sign in from the English edition; an account that shares no e-mail is refused with a clear message', async ({ page }) => {
  await page.goto(`${e2eOrigin('en')}/`);
  await waitForHydration(page);
  const open = async () => {
    await page.locator('.site-header').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Facebook' }).click();
    await expect(page.getByRole('heading', { name: 'Log in to the test Facebook' })).toBeVisible();
  };
  await open();
  await page.getByLabel('Share my e-mail address').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Your Facebook account does not share an e-mail address with us.');
  await expect(page.locator('.site-header').getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.goto(`${e2eOrigin('en')}/`);
  await waitForHydration(page);
  await open();
  await page.getByLabel('E-mail', { exact: true }).fill(`fb.${unique()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.site-header').getByRole('button', { name: /Account menu: fb\./ })).toBeVisible();
});

test('Twitter (OAuth 1.0a): request token → authorize → callback → signed in @phone', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('.site-header').getByRole('button', { name: 'Giriş yap' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Twitter (X) ile devam et' }).click();
  await expect(page.getByRole('heading', { name: 'Authorize the app to use your test Twitter account' })).toBeVisible();
  const id = unique();
  await page.getByLabel('Username').fill(`tw_${id}`.slice(0, 15));
  await page.getByLabel('E-mail (empty: none shared)').fill(`tw.${id}@example.com`);
  await page.getByRole('button', { name: 'Authorize app' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('.site-header').getByRole('button', { name: /Hesap menüsü: tw\./ })).toBeVisible();
});

test.describe('the Google sign-in prompt', () => {
  test.use({ signInPrompt: true });

  test('offers anonymous readers Google sign-in, and closing it snoozes it', async ({ page, request }) => {
    const [story] = await articlePaths(request, 'tr');
    await page.goto(story ?? '/');
    await waitForHydration(page);
    const prompt = page.getByRole('region', { name: "Meydan'a Google ile giriş yap" });
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    await expect(prompt.getByRole('button', { name: 'Google ile devam et' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Google ile giriş önerisini kapat' }).click();
    await expect(prompt).toBeHidden();
    // Snoozed: the next page does not offer it again.
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(5000);
    await expect(prompt).toBeHidden();
  });
});
