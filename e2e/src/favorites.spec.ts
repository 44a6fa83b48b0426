import { articlePaths, expect, test, waitForHydration } from '../support/fixtures';
import { member } from '../support/members';

/*
 * SPEC §1: members favourite articles. The Save button sits beside the article's share row; the
 * story then appears on the member's favourites tab, and taking it back removes it there.
 */
test('a member saves a story from its page, finds it on the favourites tab, and takes it back @phone', async ({ browser }) => {
  test.slow(); // a sign-up, five page loads and two API round trips: 25 s alone, over 30 s on a busy machine
  const { page, username } = await member(browser, 'saver');
  const [path] = await articlePaths(page.request, 'tr');
  await page.goto(path as string);
  await waitForHydration(page);
  const title = (await page.locator('h1.article__title').textContent())?.trim() ?? '';
  const save = page.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeEnabled();
  // The button turns at once; the change is the API's once it answers.
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/favorites/article/'));
  await save.click();
  await expect(page.getByRole('button', { name: 'Kaydedildi' })).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);

  await page.goto(`/profil/${username}/favoriler`);
  await expect(page.locator('.favorite-card__title', { hasText: title })).toBeVisible();

  // The saved state is the member's own, read again on a new visit to the story.
  await page.goto(path as string);
  await waitForHydration(page);
  const removed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/favorites/article/'));
  await page.getByRole('button', { name: 'Kaydedildi' }).click();
  await expect(page.getByRole('button', { name: 'Kaydet' })).toHaveAttribute('aria-pressed', 'false');
  expect((await removed).status()).toBe(200);
  await page.goto(`/profil/${username}/favoriler`);
  await expect(page.locator('.favorite-card__title', { hasText: title })).toHaveCount(0);
  await page.context().close();
});

test('a visitor pressing Save is asked to sign in', async ({ page }) => {
  const [path] = await articlePaths(page.request, 'tr');
  await page.goto(path as string);
  // Once the app runs (a press before it is replayed after hydration: hydration-and-navigation.spec).
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
