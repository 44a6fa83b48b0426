import { SERVER, e2eOrigin } from '../support/ports';
import { expect, test, waitForHydration } from '../support/fixtures';

test.describe('search (SPEC §2.6, §7)', () => {
  test('tr: from the header to results, a category filter, the tags tab and a tag page @phone', async ({ page, consoleProblems }) => {
    // Five searches and three navigations in one test: 30 s is too tight on a busy 2-core machine.
    test.slow();
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('.site-header__search').click();
    await expect(page).toHaveURL(/\/ara$/);
    const input = page.getByRole('searchbox');
    await expect(input).toBeFocused();
    await input.fill('kitaplar');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/ara\/haber\/kitaplar$/);
    await expect(page.locator('.search-summary')).toContainText('kitaplar');
    // Stemming: "kitaplar" finds articles that say "kitap".
    await expect(page.locator('main article.article-card').first()).toContainText(/kitap/i);

    await page.getByRole('searchbox').fill('ankara');
    await page.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(/\/ara\/haber\/ankara$/);
    // The URL changes first; the results swap in once loaded.
    await expect(page.locator('.search-summary')).toContainText('ankara');
    const facet = page.locator('.search-filters .chip').nth(1);
    const count = Number(await facet.locator('.chip__count').textContent());
    await facet.click();
    await expect(page).toHaveURL(/category=/);
    await expect(page.locator('.search-filters .chip[aria-current="true"]')).toHaveText(/./);
    await expect(page.locator('.search-filters .chip').nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('main article.article-card')).toHaveCount(count);

    await page.getByRole('link', { name: 'Etiketler' }).click();
    await expect(page).toHaveURL(/\/ara\/etiket\/ankara$/);
    // The URL changes first and the tags page swaps in once loaded; type into the page that stays.
    await expect(page.locator('.tabs__tab[aria-current="page"]')).toHaveText('Etiketler');
    await page.getByRole('searchbox').fill('ist');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/ara\/etiket\/ist$/);
    await page.locator('main').getByRole('link', { name: '#İstanbul' }).click();
    await expect(page).toHaveURL(/\/etiket\/istanbul-haberleri$/);
    await expect(page.locator('[data-remote="content"] h1')).toHaveText('#İstanbul');
    expect(consoleProblems).toEqual([]);
  });

  test('a one-letter typo still finds the title; en and ru search in their language', async ({ page }) => {
    await page.goto('/ara/haber/G%C3%B6beklitpe');
    await expect(page.locator('.search-summary')).toContainText('benzer yazılışlı');
    await expect(page.locator('main article.article-card').first()).toContainText('Göbeklitepe');

    await page.goto(`${e2eOrigin('ru')}/search/news/новостей`);
    await expect(page.locator('.search-summary')).toContainText('новостей');
    await expect(page.locator('main article.article-card').first()).toContainText('новости');

    await page.goto(`${e2eOrigin('en')}/search/content/london`);
    await expect(page.locator('h1')).toHaveText('Results for “london”');
    // Matches come from titles and descriptions (a card shows the title), so some title names it.
    await expect(page.locator('main article.article-card').filter({ hasText: /london/i }).first()).toBeVisible();
  });

  test('finds what Turkish readers type: no Turkish letters, any capitals, two letters swapped', async ({ page }) => {
    await page.goto('/ara/haber/kis%20lastigi');
    await expect(page.locator('.search-summary')).toHaveText(/^“kis lastigi” için \d+ sonuç$/);
    await expect(page.locator('main article.article-card').first()).toContainText('Kış lastiği');

    await page.goto('/ara/haber/%C4%B0stanbul');
    await expect(page.locator('.search-summary')).toHaveText(/^“İstanbul” için \d+ sonuç$/);
    const found = /için (\d+) sonuç/.exec((await page.locator('.search-summary').textContent()) ?? '')?.[1];
    await page.goto('/ara/haber/ISTANBUL');
    await expect(page.locator('.search-summary')).toHaveText(`“ISTANBUL” için ${found} sonuç`);

    await page.goto('/ara/haber/ka%C4%B1dnlar%C4%B1n');
    await expect(page.locator('.search-summary')).toContainText('benzer yazılışlı');
    await expect(page.locator('main article.article-card').first()).toContainText('Kadınların');
  });

  test('works without JavaScript and keeps search pages out of indexes', async ({ browser, request }) => {
    const form = await request.get(`${SERVER}/ara/haber?q=roman`, { maxRedirects: 0 });
    expect(form.status()).toBe(302);
    expect(form.headers()['location']).toBe('/ara/haber/roman');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2eOrigin('tr')}/ara/haber/roman`);
    await expect(page.locator('main article.article-card')).not.toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await context.close();
  });
});
