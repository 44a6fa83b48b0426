import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { member } from '../support/members';
import { e2eOrigin, type EditionName } from '../support/ports';
import { footballers, type KnownFootballer, rightAnswer } from '../support/ttt-answers';

/*
 * Tic Tac Toe Football (issue 16) as players see it: a whole match against the computer in each
 * edition (easy by choosing, hard by typing), and a live match between two members, each in
 * their own browser, the second joining by the invitation link. The right answers come from the
 * data files, as a player who knows football would know them.
 */

const PATH: Record<EditionName, string> = { tr: '/oyun/tic-tac-toe-football', en: '/game/tic-tac-toe-football', ru: '/game/tic-tac-toe-football' };
const LEVEL: Record<EditionName, Record<'easy' | 'hard', RegExp>> = {
  tr: { easy: /^Kolay/, hard: /^Zor/ },
  en: { easy: /^Easy/, hard: /^Hard/ },
  ru: { easy: /^Лёгкий/, hard: /^Сложный/ },
};

const nameIn = (edition: EditionName, player: KnownFootballer) => (edition === 'ru' ? player.nameRu : player.name);
/** How a hurried player types a name: lower case, no accents or Turkish letters. */
const typedLoosely = (name: string) => name.toLocaleLowerCase('en').replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, '');

async function teamsOfCell(page: Page, index: number): Promise<[string, string]> {
  const row = await page.locator('.ttt-board__head--row .ttt-team').nth(Math.floor(index / 3)).getAttribute('data-team');
  const column = await page.locator('.ttt-board__head--column .ttt-team').nth(index % 3).getAttribute('data-team');
  return [row as string, column as string];
}

/**
 * On this page's turn: the first open cell, answered right — in easy mode the one suggestion
 * who played for both teams, in hard mode a fitting footballer's name typed loosely. Returns the
 * name the page will show.
 */
async function answerRight(page: Page, edition: EditionName, difficulty: 'easy' | 'hard'): Promise<string> {
  const cell = page.locator('.ttt-cell:not([aria-disabled="true"])').first();
  const index = await cell.evaluate((element) => [...document.querySelectorAll('.ttt-cell')].indexOf(element));
  const [row, column] = await teamsOfCell(page, index);
  await cell.click();
  const panel = page.locator('.ttt-answer');
  if (difficulty === 'easy') {
    const offered = await panel.locator('.dq-option').allTextContents();
    const fitting = footballers().find((player) => offered.includes(nameIn(edition, player)) && player.teams.includes(row) && player.teams.includes(column));
    expect(fitting, `one of ${offered.join(', ')} played for ${row} and ${column}`).toBeDefined();
    await panel.getByRole('button', { name: nameIn(edition, fitting as KnownFootballer), exact: true }).click();
    return nameIn(edition, fitting as KnownFootballer);
  }
  const named = await page.locator('[data-player]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-player') as string));
  const player = rightAnswer(row, column, named);
  expect(player, `a footballer of ${row} and ${column}`).toBeDefined();
  await panel.getByRole('textbox').fill(typedLoosely((player as KnownFootballer).name));
  await panel.getByRole('textbox').press('Enter');
  return nameIn(edition, player as KnownFootballer);
}

const GAMES: { edition: EditionName; difficulty: 'easy' | 'hard'; tag: string }[] = [
  { edition: 'tr', difficulty: 'easy', tag: ' @phone' },
  { edition: 'en', difficulty: 'hard', tag: '' },
  { edition: 'ru', difficulty: 'easy', tag: '' },
];

for (const { edition, difficulty, tag } of GAMES) {
  test(`Tic Tac Toe Football against the computer, to the end (${edition}, ${difficulty})${tag}`, async ({ page }) => {
    test.slow(); // the computer thinks for 1.8 s a turn
    await page.goto(`${e2eOrigin(edition)}${PATH[edition]}`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: LEVEL[edition][difficulty] }).check();
    await page.locator('.ttt-lobby__start').first().click();
    await expect(page.locator('.ttt-board')).toBeVisible();

    const end = page.locator('.game-result');
    const myCell = page.locator('.ttt-cell:not([aria-disabled="true"])');
    for (let turn = 0; turn < 9; turn++) {
      // The computer may move first, and thinks before each answer.
      await expect(end.or(myCell.first())).toBeVisible({ timeout: 20_000 });
      if (await end.isVisible()) break;
      const name = await answerRight(page, edition, difficulty);
      await expect(page.locator('.ttt-last')).toContainText(name);
      await expect(page.locator('.ttt-cell__player', { hasText: name })).toBeVisible();
    }
    await expect(end).toBeVisible();
    await expect(end.locator('.game-result__title')).not.toBeEmpty();
    // Every correct answer took a cell; with the match over, no cell can be chosen any more.
    await expect(myCell).toHaveCount(0);
    // "New match" brings a guest back to the lobby (no page error on the way).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await end.locator('.ttt-actions .button').nth(1).click();
    await expect(page.locator('.ttt-lobby__start').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('two members play Tic Tac Toe Football live; the one who quits loses, the winner is on the board', async ({ browser }, testInfo) => {
  test.slow();
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const device = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL };
  const host = await member(browser, 'ttt-host', device);
  const guest = await member(browser, 'ttt-guest', device);

  await host.page.goto(PATH.tr);
  await waitForHydration(host.page);
  await host.page.getByRole('radio', { name: /^Başka bir üye, canlı/ }).check();
  await host.page.getByRole('button', { name: 'Bir arkadaşını davet et' }).click();
  await expect(host.page.getByText('Rakip bekleniyor…')).toBeVisible();
  const link = await host.page.getByLabel('Davet bağlantısı').inputValue();
  expect(link).toMatch(/\/oyun\/tic-tac-toe-football\?mac=[0-9a-f-]{36}$/);

  // What the guest's realtime socket receives about the match (the 5 s poll only backs it up).
  const matchFrames: string[] = [];
  guest.page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void (String(payload).includes('"match:') && matchFrames.push(String(payload)))));
  await guest.page.goto(link);
  await waitForHydration(guest.page);
  await expect(guest.page.getByText('Canlı bir maça davet edildin.')).toBeVisible();
  await guest.page.getByRole('button', { name: 'Maça katıl' }).click();
  // The host's page hears of the start by itself.
  for (const { page } of [host, guest]) await expect(page.locator('.ttt-board')).toBeVisible();
  // Each page marks its own side.
  for (const { page } of [host, guest]) await expect(page.locator('.ttt-side').filter({ hasText: '(sen)' })).toHaveCount(1);

  const first = (await host.page.locator('.ttt-cell:not([aria-disabled="true"])').count()) > 0 ? host : guest;
  const second = first === host ? guest : host;
  await expect(second.page.getByText(/^Sıra rakibinde/)).toBeVisible();
  const name = await answerRight(first.page, 'tr', 'easy');
  // The other player's board shows the taken cell, and now it is their turn.
  await expect(second.page.locator('.ttt-cell__player', { hasText: name })).toBeVisible();
  await expect(second.page.getByText('Sıra sende')).toBeVisible();
  // The move reached the guest over the socket as a `match` event of the match's topic.
  await expect.poll(() => matchFrames.some((frame) => frame.includes('"kind":"match"') && frame.includes('"turnNumber":2'))).toBe(true);

  await second.page.getByRole('button', { name: 'Maçtan çekil' }).click();
  await expect(second.page.getByRole('alertdialog')).toContainText('2 puan');
  await second.page.getByRole('alertdialog').getByRole('button', { name: 'Çekil' }).click();
  await expect(second.page.locator('.game-result__title')).toHaveText('Kaybettin.');
  await expect(first.page.locator('.game-result__title')).toHaveText('Kazandın!');
  await expect(first.page.locator('.ttt-points')).toHaveText('3 liderlik puanı');

  await first.page.locator('.game-header').getByRole('link', { name: 'Skor tablosu' }).click();
  await expect(first.page).toHaveURL(/\/oyun\/leaderboard\/tic-tac-toe-football$/);
  // The winner's own row (marked "Sen") carries the 3 points of the live win.
  await expect(first.page.getByRole('row').filter({ hasText: /Sen/ }).getByRole('cell').last()).toHaveText('3');
  await host.page.context().close();
  await guest.page.context().close();
});

test('a phone turned sideways stays in mobile mode on the games area, not elsewhere (SPEC §2.10) @phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone user agent');
  await page.goto(PATH.tr);
  // The server already renders the mode from the user agent.
  await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
  await waitForHydration(page);
  await page.setViewportSize({ width: 915, height: 412 });
  await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
  await page.locator('.ttt-lobby__start').first().click();
  const board = await page.locator('.ttt-board-wrap').boundingBox();
  // The board keeps to the screen's height (mobile mode), not the wide desktop column.
  expect(board?.width ?? 0).toBeLessThanOrEqual(Math.ceil((412 - 24) * 1.25));
  // Elsewhere the width decides: the home page carries no games device mode.
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-device', /.*/);
});
