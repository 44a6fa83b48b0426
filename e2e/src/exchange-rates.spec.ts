import { SERVER, e2eOrigin, hostHeader } from '../support/ports';
import { expect, test, waitForHydration } from '../support/fixtures';
import type { Locator } from '@playwright/test';

/** A card's printed change agrees with itself: arrow, sign and colour class say the same thing. */
async function expectConsistentChange(card: Locator): Promise<void> {
  const change = card.locator('.rate-card__change');
  const shown = ((await change.locator('[aria-hidden="true"]').textContent()) ?? '').trim();
  const direction = /rate-card__change--(up|down|flat)/.exec((await change.getAttribute('class')) ?? '')?.[1];
  expect(shown).toMatch({ up: /^▲ \+/, down: /^▼ -/, flat: /^■ 0/ }[direction ?? 'flat'] as RegExp);
  // The same in words for screen readers.
  await expect(change.locator('.visually-hidden')).not.toBeEmpty();
}

test('the exchange-rates page shows the day’s lira rates with their change, the last ten days and the bulletin’s issues @phone', async ({ page, consoleProblems }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('.site-header__menu > summary').click();
  await page.locator('.site-header__features').getByRole('link', { name: 'Döviz Kurları' }).click();
  await expect(page).toHaveURL(/\/doviz-kurlari$/);
  await expect(page.locator('h1')).toHaveText('Döviz kurları');
  await expect(page).toHaveTitle('Döviz kurları: dolar, euro, sterlin ve gram altın | Meydan');

  // The server HTML has it all too, with its address in every edition.
  await page.goto('/doviz-kurlari');
  await waitForHydration(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2eOrigin('tr')}/doviz-kurlari`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/exchange-rates$/);
  await expect(page.locator('.rates-page__as-of time')).toHaveAttribute('datetime', '2026-11-20');
  await expect(page.locator('.rates-page__as-of')).toHaveText('20.11.2026 itibarıyla');

  const cards = page.locator('.rate-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.locator('.rate-card__name')).toHaveText(['ABD doları', 'Euro', 'İngiliz sterlini', 'Gram altın']);
  for (let i = 0; i < 4; i += 1) {
    const card = cards.nth(i);
    await expect(card).toBeVisible();
    await expect(card.locator('.rate-card__rate')).toHaveText(/^₺\d{1,3}(\.\d{3})*,\d{2,4}$/);
    await expectConsistentChange(card);
    await expect(card.getByRole('img')).toHaveAttribute('aria-label', /^Son 30 iş günü: ₺/);
  }

  const table = page.getByRole('table', { name: /Türk lirası \(TRY\)/ });
  await expect(table.locator('thead th')).toHaveText(['Tarih', 'USD', 'EUR', 'GBP', 'GAU']);
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('tbody tr').first().locator('th')).toHaveText('20.11');
  await expect(page.getByText('alım satım işlemlerinde kullanılamaz')).toBeVisible();

  const issues = page.getByRole('region', { name: 'Günün Döviz Kurları' }).locator('article.article-card');
  await expect(issues).toHaveCount(5);
  const title = ((await issues.first().locator('.article-card__title').textContent()) ?? '').trim();
  await issues.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/haber\/[a-z0-9-]+-\d+$/);
  await expect(page.locator('h1')).toHaveText(title);
  expect(consoleProblems).toEqual([]);
});

test('the en page quotes in dollars, the yen per hundred; each edition answers only at its own address @phone', async ({ page, request, consoleProblems }) => {
  expect((await request.get(`${SERVER}/exchange-rates`, { headers: hostHeader('tr') })).status()).toBe(404);
  expect((await request.get(`${SERVER}/doviz-kurlari`, { headers: hostHeader('en') })).status()).toBe(404);
  const bad = await request.get(`${SERVER}/api/v3.5/living/exchange-rates?days=200`, { headers: hostHeader('en') });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe('Invalid request: query parameter "days" must be at most 120.');

  await page.goto(`${e2eOrigin('en')}/exchange-rates`);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Exchange rates');
  await expect(page.locator('.rates-page__as-of')).toHaveText('As of November 20 2026');
  const cards = page.locator('.rate-card');
  await expect(cards.locator('.rate-card__pair')).toHaveText(['EUR/USD', 'GBP/USD', '100 JPY/USD', 'XAU/USD']);
  await expect(cards.nth(3).locator('.rate-card__rate')).toHaveText(/^\$\d,\d{3}\.\d{2}$/);
  for (let i = 0; i < 4; i += 1) await expectConsistentChange(cards.nth(i));
  await expect(page.locator('.rates-table tbody tr')).toHaveCount(10);
  await expect(page.locator('.rates-table tbody tr').first().locator('th')).toHaveText('Nov 20');

  const issue = page.getByRole('region', { name: 'Exchange Rates Today' }).getByRole('link').first();
  const href = (await issue.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/content\/[a-z0-9-]+-\d+$/);
  await issue.click();
  await expect(page).toHaveURL(`${e2eOrigin('en')}${href}`);
  await expect(page.locator('article h1, h1').first()).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
