import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { emojileAnswer } from '../support/emojile-answers';
import { member } from '../support/members';
import { e2eOrigin, type EditionName, hostHeader, SERVER } from '../support/ports';

/*
 * Issue 16 as a reader and a member would see it: the catalogue in each edition; Emojile solved,
 * shared and counted as a streak; 2048 played by keyboard and by swipe; the member's place on the
 * board. The answer of the day is looked up in the bank by the emojis on the page, as a player
 * who knows it would type it.
 */

const CATALOGUE_PATH: Record<EditionName, string> = { tr: '/oyun', en: '/game', ru: '/game' };
const HEADINGS: Record<EditionName, { hub: string; daily: string }> = {
  tr: { hub: 'Oyunlar', daily: "Meydan'ın günlük oyunları" },
  en: { hub: 'Games', daily: "Meydan's daily games" },
  ru: { hub: 'Игры', daily: 'Ежедневные игры Meydan' },
};

async function answerOnPage(page: Page, edition: EditionName): Promise<string> {
  const emojis = (await page.locator('.emojile__emojis').textContent())?.trim();
  const answer = emojileAnswer(edition, emojis ?? '');
  expect(answer, `an Emojile row of the ${edition} bank: ${emojis}`).toBeDefined();
  return answer as string;
}

for (const edition of ['tr', 'en', 'ru'] as const) {
  test(`the games catalogue lists the daily games and opens them (${edition}) @phone`, async ({ page }) => {
    await page.goto(`${e2eOrigin(edition)}${CATALOGUE_PATH[edition]}`);
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS[edition].hub })).toBeVisible();
    const daily = page.getByRole('region', { name: HEADINGS[edition].daily });
    for (const name of ['Emojile', 'Bilpop', 'Zekiye', '2048']) await expect(daily.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    // Without JavaScript having run: a card is an ordinary link to the game's page.
    await daily.getByRole('link', { name: /^Emojile/ }).click();
    await expect(page).toHaveURL(/\/emojile$/);
    await expect(page.locator('.emojile__emojis')).not.toBeEmpty();
  });
}

test('a member solves Emojile, shares it, sees the streak and their place on the board @phone', async ({ browser }, testInfo) => {
  test.slow();
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const { page } = await member(browser, 'emojile', { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // Every game write of a member carries the SPEC §7 signed headers.
  const signatures: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/games/v1/games/')) signatures.push(request.headers()['games-app-h'] ?? 'none');
  });
  await page.goto('/emojile');
  await waitForHydration(page);
  const answer = await answerOnPage(page, 'tr');

  const input = page.getByLabel('Bu emojiler neyi anlatıyor?');
  await input.fill('kesinlikle olmayan bir tahmin');
  await page.getByRole('button', { name: 'Tahmin et' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'kesinlikle olmayan bir tahmin' })).toContainText('yanlış');
  // Turkish-correct folding: the answer in capitals without its Turkish letters still counts.
  const folded = answer.toLocaleUpperCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/İ/g, 'I');
  await input.fill(folded);
  await page.getByRole('button', { name: 'Tahmin et' }).click();
  const result = page.getByRole('status').filter({ hasText: '2 tahminde buldun' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('500 puan');
  // Spoiler-free: the answer itself is not on the page today.
  await expect(page.locator('.game-result')).not.toContainText(answer);

  expect(signatures.length).toBeGreaterThanOrEqual(3);
  expect(signatures.filter((signature) => !/^[0-9a-f]{64}$/.test(signature))).toEqual([]);
  expect(new Set(signatures).size).toBe(signatures.length);

  await result.getByRole('button', { name: 'Sonucu paylaş' }).click();
  const shared = await page.evaluate(() => navigator.clipboard.readText().catch(() => ''));
  if (shared) {
    expect(shared).toMatch(/^Emojile #\d+ 2\/6\n🟥🟩\n/);
    expect(shared).not.toContain(answer);
  }

  const stats = page.getByRole('region', { name: 'İstatistikler' });
  await expect(stats.getByText('Güncel seri').locator('..')).toContainText('1');
  await expect(stats.getByText('Oynanan').locator('..')).toContainText('1');

  await page.goto('/oyun/leaderboard/emojile');
  const mine = page.getByRole('row').filter({ hasText: 'Sen' });
  await expect(mine).toContainText('500');
});

test('2048 plays by keyboard; the day is the same game for everyone', async ({ page }) => {
  await page.goto('/oyun/2048');
  const board = page.getByRole('application', { name: /2048 tahtası/ });
  await expect(board).toBeVisible();
  const tiles = async () => (await board.locator('.g2048__tile').allTextContents()).join(',');
  const before = await tiles();
  await board.focus();
  await waitForHydration(page);
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  await expect(page.locator('.g2048__scores dd').nth(1)).not.toHaveText('0');
  expect(await tiles()).not.toBe(before);
  // Another reader opens the same day: the same first tiles.
  const other = await page.context().newPage();
  await other.goto('/oyun/2048');
  expect(await other.getByRole('application').locator('.g2048__tile').allTextContents()).toEqual(before.split(','));
});

test('2048 plays by swipe without scrolling the page @phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'swipes are a phone gesture');
  await page.goto('/oyun/2048');
  await waitForHydration(page);
  const board = page.getByRole('application', { name: /2048 tahtası/ });
  const box = await board.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box as { x: number; y: number; width: number; height: number };
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const moves = page.locator('.g2048__scores dd').nth(1);
  for (const [dx, dy] of [[-1, 0], [0, -1], [1, 0], [0, 1], [-1, 0], [0, -1]] as const) {
    const from = { clientX: x + width / 2, clientY: y + height / 2, pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
    await board.dispatchEvent('pointerdown', from);
    await board.dispatchEvent('pointerup', { ...from, clientX: from.clientX + dx * width * 0.3, clientY: from.clientY + dy * height * 0.3 });
  }
  await expect(moves).toHaveText('6');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await expect(board).toHaveCSS('touch-action', 'none');
});

test('the leaderboard shows the demo players and each period @phone', async ({ page }) => {
  await page.goto(`${e2eOrigin('en')}/game/leaderboard/2048?d=all-time`);
  await expect(page.getByRole('heading', { level: 1, name: '2048 leaderboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All time' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('link', { name: 'Bilpop' }).click();
  await expect(page).toHaveURL(/\/game\/leaderboard\/bilpop\?d=all-time$/);
});

test('a guest plays the day\'s Bilpop to its end and keeps the result in the browser (en)', async ({ page }) => {
  await page.goto(`${e2eOrigin('en')}/bilpop`);
  await waitForHydration(page);
  await page.getByRole('button', { name: "Start today's quiz" }).click();
  for (let question = 1; question <= 5; question++) {
    const item = page.locator('.dq-item').nth(question - 1);
    await expect(item).toContainText(`Question ${question} of 5`);
    await item.locator('.dq-option').first().click();
    await expect(item.getByRole('status')).toHaveText(/Right!|Not right\./);
  }
  await expect(page.locator('.game-result')).toContainText(/of 5 right/);
  await expect(page.getByRole('region', { name: 'Statistics' })).toBeVisible();
  // A reload shows the same finished quiz, kept in the browser for a guest.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.game-result')).toContainText(/of 5 right/);
});

test('Zekiye checks an answer on the server and never shows the right one during the day (ru)', async ({ page }) => {
  await page.goto(`${e2eOrigin('ru')}/zekiye`);
  await waitForHydration(page);
  const first = page.locator('.dq-item').first();
  await first.getByLabel('Ваш ответ на задачу 1').fill('-1');
  await first.getByRole('button', { name: 'Ответить' }).click();
  await expect(first.getByRole('status')).toHaveText('«-1» — неверно.');
  await expect(first).not.toContainText('Ответ:');
});

// One test per page: nine hydrated and audited pages in one test outran its time on a busy machine.
for (const path of ['/oyun', '/emojile', '/bilpop', '/zekiye', '/oyun/2048', '/oyun/leaderboard/emojile', '/oyun/skor/zekiye', '/oyun/zone-okey', '/oyun/tic-tac-toe-football']) {
  test(`${path}: no serious accessibility problem (axe, WCAG 2.1 AA) @phone`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('Tic Tac Toe Football in a match (the grid, the clock and the answer panel): no serious accessibility problem @phone', async ({ page }) => {
  await page.goto('/oyun/tic-tac-toe-football');
  await waitForHydration(page);
  await page.locator('.ttt-lobby__start').first().click();
  await page.locator('.ttt-cell:not([aria-disabled="true"])').first().click({ timeout: 15_000 });
  await expect(page.locator('.ttt-answer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a score page shows a player’s place and has its own social preview (en) @phone', async ({ page, request }) => {
  // All time: the demo players' days end yesterday, so today's, this week's or this month's board may be empty.
  const board = await (await request.get(`${SERVER}/api/games/v1/leaderboards/zekiye/all-time?limit=1`, { headers: hostHeader('en') })).json();
  const leader = board.items[0] as { player: { id: string; name: string }; score: number };
  await page.goto(`${e2eOrigin('en')}/game/score/zekiye?p=${leader.player.id}&d=all-time`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zekiye: score' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Zekiye score' });
  await expect(card).toContainText(leader.player.name);
  await expect(card).toContainText('#1 of');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/api\/games\/v1\/leaderboards\/zekiye\/all-time\/players\/[0-9a-f-]+\/card\.png$/);
  const png = await request.get(`${SERVER}${new URL(image as string).pathname}`, { headers: hostHeader('en') });
  expect(png.headers()['content-type']).toBe('image/png');
});

test('the native apps’ web views show the game alone, stay in /mobile and stay out of search @phone', async ({ page }) => {
  await page.goto('/mobile/emojile');
  await expect(page.locator('.emojile__emojis')).not.toBeEmpty();
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('.site-footer, footer.footer')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Skor tablosu' }).click();
  await expect(page).toHaveURL(/\/mobile\/oyun\/leaderboard\/emojile$/);
  // Today's board may still be empty (the demo players' days end yesterday): all time has them.
  await page.getByRole('link', { name: 'Tüm zamanlar' }).click();
  await expect(page).toHaveURL(/\/mobile\/oyun\/leaderboard\/emojile\?d=all-time$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
  await page.goto('/mobile/2048/view');
  await expect(page.getByRole('application', { name: /2048 tahtası/ })).toBeVisible();
});

test('another site frames the embeddable leaderboard, which tells it its height', async ({ page }) => {
  const widget = `${e2eOrigin('en')}/embed/widget/leaderboard?game=2048&duration=all-time`;
  // The framing page is on another origin (127.0.0.1, not the edition's host), as another site would be.
  await page.goto(`${SERVER}/robots.txt`);
  await page.evaluate((src) => {
    const heights: number[] = [];
    (window as unknown as { heights: number[] }).heights = heights;
    addEventListener('message', (event) => event.data?.type === 'meydan:embed-height' && heights.push(event.data.height));
    const frame = document.createElement('iframe');
    Object.assign(frame, { src, width: '360', height: '200', title: 'Meydan' });
    document.body.append(frame);
  }, widget);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: '2048 · All time' })).toBeVisible();
  await expect(frame.locator('.embed-board__row').first()).toBeVisible();
  await expect(frame.locator('.site-header')).toHaveCount(0);
  await expect(frame.getByRole('link', { name: 'See the full leaderboard on Meydan' })).toHaveAttribute('target', '_blank');
  await expect.poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1) ?? 0)).toBeGreaterThan(200);
});
