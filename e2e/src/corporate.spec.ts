import { SERVER, e2eOrigin } from '../support/ports';
import { expect, test, waitForHydration } from '../support/fixtures';

test('corporate pages have real text in each edition; the cookie policy names the cookies we set', async ({ page, consoleProblems }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('.site-footer').getByRole('link', { name: 'Hakkımızda' }).click();
  await expect(page).toHaveURL(/\/kurumsal\/hakkimizda$/);
  await expect(page.locator('.corporate-page h1')).toHaveText('Hakkımızda');
  expect(await page.locator('.corporate-page__section').count()).toBeGreaterThanOrEqual(3);
  expect(consoleProblems).toEqual([]);

  for (const [edition, path] of [['tr', '/cerez-politikasi'], ['en', '/cookie-policy'], ['ru', '/cookie-policy']] as const) {
    await page.goto(`${e2eOrigin(edition)}${path}`);
    const text = (await page.locator('.corporate-page').textContent()) ?? '';
    for (const cookie of ['m-consent', 'theme', 'm-rid', 'notp', 'o-auth-token', 'o-refresh-token', 'o-interstitial', 'meydan:ad-id', 'meydan:tracker-id']) expect(text, `${edition} ${cookie}`).toContain(cookie);
  }
  await page.goto(`${e2eOrigin('ru')}/corporate`);
  await expect(page.locator('.corporate-index li')).toHaveCount(9);
});

test('the five KVKK notices (SPEC §2.5) have their own text in each edition; unknown ones are 404', async ({ request }) => {
  const docs = ['calisan-adayi', 'fiziki-ziyaretci', 'ilgili-kisi-basvuru-formu', 'musteri-adayi', 'uye-ziyaretci'];
  const titles = new Set<string>();
  for (const host of ['localhost', 'en.localhost', 'ru.localhost']) {
    for (const doc of docs) {
      const response = await request.get(`${SERVER}/aydinlatma-metni/${doc}`, { headers: { Host: `${host}:${new URL(SERVER).port}` } });
      expect(response.status(), `${host} ${doc}`).toBe(200);
      const title = /<h1>([^<]+)<\/h1>/.exec(await response.text())?.[1] as string;
      expect(title).toBeTruthy();
      titles.add(title);
    }
  }
  expect(titles.size).toBe(15);
  expect((await request.get(`${SERVER}/aydinlatma-metni/yok`)).status()).toBe(404);
});
