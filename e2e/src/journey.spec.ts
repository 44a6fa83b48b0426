import type { Page } from '@playwright/test';
import { e2eOrigin } from '../support/ports';
import { EDITIONS, expect, test, waitForHydration } from '../support/fixtures';

/** Plays the quiz on the page to its end, always taking the first answer; returns the result heading. */
async function playQuiz(page: Page): Promise<void> {
  const game = page.locator('.quiz__game');
  await expect(game).toBeVisible();
  for (let step = 0; step < 20; step += 1) {
    if (await page.locator('.quiz__result').count()) return;
    const question = page.locator('.quiz-question');
    await expect(question).toBeVisible();
    await question.locator('.quiz-answer__input').first().check();
    await question.locator('.quiz-question__confirm').click();
    // Trivia reveals the right answer first, then offers the next question.
    const next = question.locator('.quiz-question__next');
    if (await next.count()) await next.click();
  }
  throw new Error('the quiz did not finish within 20 steps');
}

/**
 * Issue 3, "shown, not claimed": the reading journey in each edition — home → category →
 * article → tag → search → a quiz played to its result (and its shared link) → a reaction added
 * and removed — all by clicking, as a reader would.
 */
for (const edition of EDITIONS) {
  test(`${edition}: home → category → article → tag → search → quiz → reaction`, async ({ page, consoleProblems }) => {
    test.slow();
    await page.goto(`${e2eOrigin(edition)}/`);
    await waitForHydration(page);

    // Category from the header navigation, then its first story.
    const section = page.locator('.site-header__nav a').first();
    const sectionHref = await section.getAttribute('href');
    await section.click();
    await expect(page).toHaveURL(new RegExp(`${(sectionHref ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const card = page.locator('main article.article-card a').first();
    await card.click();
    await expect(page.locator('article.article h1')).toBeVisible();
    const title = (await page.locator('article.article h1').textContent()) ?? '';

    // Reaction added and removed on the article.
    const reaction = page.locator('.reactions__button').first();
    await expect(reaction).toHaveAttribute('aria-pressed', 'false');
    await reaction.click();
    await expect(reaction).toHaveAttribute('aria-pressed', 'true');
    await reaction.click();
    await expect(reaction).toHaveAttribute('aria-pressed', 'false');

    // A tag chip leads to the tag page.
    await page.locator('.article__tags a').first().click();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main article.article-card').first()).toBeVisible();

    // Search for a word of the article title finds it.
    const word = title.split(/\s+/).find((w) => w.replace(/[^\p{L}]/gu, '').length >= 5)?.replace(/[^\p{L}]/gu, '') ?? title.split(/\s+/)[0];
    await page.locator('.site-header__search').click();
    const box = page.locator('main input[type="search"]').first();
    await box.fill(word ?? '');
    await box.press('Enter');
    await expect(page.locator('main article.article-card').first()).toBeVisible();

    // The quizzes page, a trivia quiz, played to its grade, then its shared link.
    await page.goto(`${e2eOrigin(edition)}/test/genel-kultur-testleri`);
    await page.locator('main article.article-card a').first().click();
    await expect(page.locator('.quiz')).toBeVisible();
    await waitForHydration(page);
    await playQuiz(page);
    await expect(page.locator('.quiz__result')).toBeVisible();
    await expect(page.locator('.quiz__result-title')).toBeFocused();
    const shareLink = page.locator('.quiz-share__link a');
    await expect(shareLink).toHaveAttribute('href', /\?result=[A-Za-z0-9_.-]+$/);
    const shared = (await shareLink.getAttribute('href')) ?? '';

    const friend = await page.context().newPage();
    const response = await friend.goto(shared.startsWith('http') ? shared : `${e2eOrigin(edition)}${shared}`);
    expect(response?.status()).toBe(200);
    await expect(friend.locator('.quiz-shared')).toBeVisible();
    await expect(friend.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(friend.locator('meta[property="og:url"]')).toHaveAttribute('content', /\?result=/);
    const canonical = await friend.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).not.toContain('result=');
    await friend.close();
    expect(consoleProblems).toEqual([]);
  });
}
