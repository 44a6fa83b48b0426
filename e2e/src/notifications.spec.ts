import { expect, test, waitForHydration } from '../support/fixtures';

/*
 * The demo member `uye` commented in every edition, so the Turkish site lists replies and likes
 * about English and Russian stories too (an article exists in one edition only): those say which
 * language they are in, and link to the story on its own edition's site.
 */
test('a member on the Turkish site sees which notifications are about stories of another edition', async ({ page, consoleProblems }) => {
  await page.goto('/');
  await waitForHydration(page);
  const login = await page.request.post('/api/v3.5/auth/login?authVersion=v2', { data: { grant_type: 'password', id: 'uye', password: 'meydan-member-1' } });
  expect(login.status()).toBe(200);
  await page.goto('/bildirimler');
  await waitForHydration(page);
  const items = page.locator('.notifications-list > li');
  await expect(items.first()).toBeVisible();

  const english = items.filter({ hasText: 'İngilizce' });
  await expect(english).not.toHaveCount(0);
  const englishTitle = english.first().locator('.notification__text a[lang="en"]');
  await expect(englishTitle).toHaveAttribute('href', /^http:\/\/en\.localhost:\d+\/content\//);
  const russian = items.filter({ hasText: 'Rusça' });
  await expect(russian).not.toHaveCount(0);
  await expect(russian.first().locator('.notification__text a[lang="ru"]')).toHaveAttribute('href', /^http:\/\/ru\.localhost:\d+\/news\//);
  // A story of this edition: its own link, no label.
  const turkish = items.filter({ has: page.locator('.notification__text a[href^="/haber/"]') });
  await expect(turkish).not.toHaveCount(0);
  await expect(turkish.first().locator('.notification__edition')).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});
