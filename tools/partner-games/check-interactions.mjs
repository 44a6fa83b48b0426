// One basic interaction per game, used by check.mjs. Each `run` throws when the game misbehaves.
const expect = (ok, message) => { if (!ok) throw new Error(message); };
const text = (page, selector) => page.locator(selector).first().innerText();

export const interactions = {
  'memory-match': {
    orientation: 'vertical',
    async run(page) {
      await page.click('#grid button >> nth=0');
      await page.click('#grid button >> nth=1');
      expect((await text(page, '#moves')).endsWith('1'), 'two flips did not count one move');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    },
  },
  minesweeper: {
    orientation: 'vertical',
    async run(page) {
      await page.click('#field button >> nth=40');
      const opened = await page.locator('#field button.open').count();
      expect(opened >= 9, `first tap opened only ${opened} cells`);
      const safe = await page.evaluate(() => window.minesweeper.cells.map((c, i) => (!c.mine && !c.open ? i : -1)).filter((i) => i >= 0));
      for (const i of safe) await page.evaluate((j) => { if (!window.minesweeper.cells[j].open) window.minesweeper.cells[j].el.click(); }, i);
      expect((await text(page, '#status')).includes('Tebrikler'), 'opening every safe cell did not win');
    },
  },
  snake: {
    orientation: 'vertical',
    async run(page) {
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(3500);
      expect((await text(page, '#status')).includes('Oyun bitti'), 'snake did not hit the wall');
      await page.click('#new');
      expect(!(await text(page, '#status')).includes('Oyun bitti'), 'new game did not reset');
    },
  },
};
