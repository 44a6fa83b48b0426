import { SERVER, e2eOrigin, hostHeader } from '../support/ports';
import { EDITIONS, expect, test, waitForHydration } from '../support/fixtures';

const CANONICAL = 'link[rel="canonical"]';

/** The server's JSON-LD objects of the current address (the shell writes them into the server HTML only). */
async function jsonLd(page: import('@playwright/test').Page): Promise<Array<Record<string, unknown>>> {
  await page.reload();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat() as Array<Record<string, unknown>>);
}

// Run alone, this file meets a server that has not loaded the content remote yet: wait for it.
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await expect.poll(async () => (await (await request.get(`${SERVER}/yazio`)).text()).includes('columnist-card'), { timeout: 60_000 }).toBe(true);
  await request.dispose();
});

test.describe('yazio (columnists)', () => {
  for (const edition of EDITIONS) {
    test(`${edition}: the columnist grid leads to a columnist's page and their columns @phone`, async ({ page, consoleProblems }) => {
      await page.goto(`${e2eOrigin(edition)}/yazio`);
      await waitForHydration(page);
      const cards = page.locator('.columnist-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
      await expect(cards.first().locator('.columnist-card__bio')).not.toBeEmpty();
      await expect(cards.first().locator('.columnist-card__column')).toHaveAttribute('href', /^\/(haber|content|news)\/[a-z0-9-]+-\d+$/);
      await expect(page.locator(CANONICAL)).toHaveAttribute('href', `${e2eOrigin(edition)}/yazio`);

      const name = ((await cards.first().locator('.columnist-card__name').textContent()) ?? '').trim();
      await cards.first().locator('.columnist-card__head').click();
      await expect(page).toHaveURL(/\/yazio\/[a-z0-9-]+$/);
      await expect(page.locator('[data-remote="content"] h1')).toHaveText(name);
      await expect(page.locator('.columnist-header__bio')).not.toBeEmpty();
      await expect(page.locator('main .article-card').first()).toBeVisible();
      // A column is signed by the columnist.
      const firstColumn = page.locator('main .article-card a').first();
      await firstColumn.click();
      await expect(page.locator('.article__authors')).toContainText(name);
      // …and the byline leads back to the column page.
      await page.locator('.article__authors a', { hasText: name }).click();
      await expect(page.locator('.columnist-header__bio')).not.toBeEmpty();
      expect(consoleProblems).toEqual([]);
    });
  }

  test('columnist pages: canonical, Person JSON-LD, 404 for an unknown columnist and for a page past the end', async ({ page, request }) => {
    await page.goto('/yazio');
    const href = (await page.locator('.columnist-card__head').first().getAttribute('href')) as string;
    await page.goto(href);
    await expect(page.locator(CANONICAL)).toHaveAttribute('href', `${e2eOrigin('tr')}${href}`);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    const profile = (await jsonLd(page)).find((item) => item['@type'] === 'ProfilePage') as { mainEntity: { '@type': string; name: string } };
    expect(profile.mainEntity).toMatchObject({ '@type': 'Person', name: await page.locator('h1').textContent() });

    expect((await request.get(`${SERVER}/yazio/boyle-bir-yazar-yok`)).status()).toBe(404);
    expect((await request.get(`${SERVER}${href}?page=999`)).status()).toBe(404);
    // A Turkish columnist is not one of the English edition's.
    expect((await request.get(`${SERVER}${href}`, { headers: hostHeader('en') })).status()).toBe(404);
  });
});

test.describe('actors and movies', () => {
  test('tr: actor index → actor → film → a co-star, with Person and Movie JSON-LD @phone', async ({ page, consoleProblems }) => {
    await page.goto('/oyuncular');
    await waitForHydration(page);
    await expect(page.locator('.person-card').first()).toBeVisible();
    expect(await page.locator('.person-card').count()).toBeGreaterThanOrEqual(15);
    await page.locator('.person-card__link', { hasText: 'Kerem Ulusoy' }).click();
    await expect(page).toHaveURL(/\/oyuncular\/kerem-ulusoy$/);
    await expect(page.locator('[data-remote="content"] h1')).toHaveText('Kerem Ulusoy');
    await expect(page.locator('.facts')).toContainText('Trabzon');
    await expect(page.locator('.film-card')).toHaveCount(6);
    await expect(page.locator('.film-card').first()).toContainText('Şampiyonun Oğlu');

    await page.locator('.film-card__link', { hasText: 'Gece Vardiyası' }).click();
    await expect(page).toHaveURL(/\/oyuncular\/film-gece-vardiyasi$/);
    await expect(page.locator('[data-remote="content"] h1')).toContainText('Gece Vardiyası');
    await expect(page.locator('.cast-list li')).toHaveCount(3);
    const movie = (await jsonLd(page)).find((item) => item['@type'] === 'Movie');
    expect(movie).toMatchObject({ name: 'Gece Vardiyası', genre: ['Suç', 'Gerilim'], duration: 'PT126M' });

    await page.locator('.cast-list__link', { hasText: 'Nehir Başaran' }).click();
    await expect(page).toHaveURL(/\/oyuncular\/nehir-basaran$/);
    const person = (await jsonLd(page)).find((item) => item['@type'] === 'Person');
    expect(person).toMatchObject({ name: 'Nehir Başaran', birthDate: '1995-01-27' });
    expect(consoleProblems).toEqual([]);
  });

  test('ru and en: names, films and roles in the edition language', async ({ page }) => {
    await page.goto(`${e2eOrigin('ru')}/oyuncular/kerem-ulusoy`);
    await expect(page.locator('h1')).toHaveText('Керем Улусой');
    await expect(page.locator('.film-card', { hasText: 'Ночная смена' })).toContainText('Комиссар Синан');
    await page.goto(`${e2eOrigin('en')}/oyuncular/film-posledniy-parom`);
    await expect(page.locator('h1')).toContainText('The Last Ferry');
    await expect(page.locator('.facts')).toContainText('Последний паром');
    await expect(page).toHaveTitle(/The Last Ferry \(2013\)/);
  });

  test('unknown actors and films are 404', async ({ request }) => {
    expect((await request.get(`${SERVER}/oyuncular/boyle-biri-yok`)).status()).toBe(404);
    expect((await request.get(`${SERVER}/oyuncular/film-boyle-bir-film-yok`)).status()).toBe(404);
  });
});
