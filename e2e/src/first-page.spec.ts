import type { Page, Request } from '@playwright/test';
import { articlePaths, expect, test, waitForHydration } from '../support/fixtures';

/**
 * Issue 14: a reader's page is complete and styled from the server HTML; the app loads on the
 * reader's first intent and then behaves as before (the held first click is replayed).
 */

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** Script files the page fetched (the inline boot loader is not a request). */
function scriptRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.push(request);
  });
  return requests;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is complete and styled @phone', async ({ page, request }) => {
    const [path] = await articlePaths(request, 'tr');
    await page.goto(path as string);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.article__body')).toContainText(/\w{4,}/);
    await expect(page.locator('.site-footer')).toBeVisible();
    // Styled by the inlined critical CSS and the linked stylesheet, not by scripts.
    await expect(page.locator('.site-header')).not.toHaveCSS('display', 'inline');
    await expect(page.locator('.logo-mark')).toHaveCSS('background-color', 'rgb(227, 6, 19)');
    // The hero image has its box before it loads (no layout shift).
    const hero = page.locator('.article img').first();
    if (await hero.count()) expect(await hero.getAttribute('height')).toBeTruthy();
  });

  test('the home page lists stories and its menu opens @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main article.article-card').first()).toBeVisible();
    await page.locator('.site-header__menu > summary').click();
    await expect(page.locator('.site-header__drawer')).toBeVisible();
  });
});

test.describe('app on intent', () => {
  test('a reader who only reads loads no script file but the reading tracker, and the read is counted @phone', async ({ page, request }) => {
    const [path] = await articlePaths(request, 'tr');
    const scripts = scriptRequests(page);
    // Journeys allow analytics (E2E_CONSENT): the tracker's small script comes at idle and sends
    // the read (reading-tracking.spec.ts follows it; without consent the loader's beacon does).
    const read = page.waitForRequest((r) => r.url().endsWith('/api/collector/events') && r.method() === 'POST');
    await page.goto(path as string, { waitUntil: 'networkidle' });
    await read;
    expect(scripts.map((r) => new URL(r.url()).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js'))).toEqual(['/_shell/tracker.js']);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  });

  test('the first tap on a reaction loads the app and is not lost @phone', async ({ page, request, consoleProblems }) => {
    const paths = await articlePaths(request, 'tr');
    await page.goto(paths[test.info().project.name === 'phone' ? 5 : 4] as string, { waitUntil: 'networkidle' });
    const love = page.locator('.reactions').getByRole('button', { name: /Sevdim/ });
    // Dispatched without scrolling first, so the click itself is the first intent.
    await love.dispatchEvent('click');
    await hydrated(page);
    await expect(love).toHaveAttribute('aria-pressed', 'true');
    expect(consoleProblems).toEqual([]);
  });

  test('comments load when they come into view @phone', async ({ page, request }) => {
    const [path] = await articlePaths(request, 'tr');
    await page.goto(path as string, { waitUntil: 'networkidle' });
    const comments = page.locator('#comments');
    await comments.evaluate((element) => element.scrollIntoView());
    await hydrated(page);
    await expect(comments.locator('.comments__empty, .comments__list').first()).toBeVisible();
  });

  test('a quiz shows its questions without the app and becomes playable at the first touch @phone', async ({ page }) => {
    await page.goto('/test/genel-kultur-testleri');
    await page.locator('main article.article-card a').first().click();
    await expect(page.locator('.quiz .quiz__preview')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.locator('.quiz').click({ position: { x: 5, y: 5 } });
    await hydrated(page);
    const answer = page.locator('.quiz-question .quiz-answer__input').first();
    await answer.check();
    await expect(answer).toBeChecked();
    await page.locator('.quiz-question__confirm').click();
    await expect(page.locator('.quiz-question__next, .quiz__result').first()).toBeVisible();
  });

  test('a signed-out reader\'s client navigation works once the router has loaded', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.locator('main article.article-card a').first().click();
    await expect(page).toHaveURL(/\/haber\/.+-\d+$/);
    await expect(page.locator('.article__body')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
});
