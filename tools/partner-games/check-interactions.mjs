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
  sudoku: {
    orientation: 'vertical',
    async run(page) {
      const { solution, given } = await page.evaluate(() => ({ solution: window.sudoku.solution, given: window.sudoku.given }));
      expect(given.filter(Boolean).length <= 40, 'easy puzzle has too many clues');
      const empty = given.map((v, i) => (v ? -1 : i)).filter((i) => i >= 0);
      await page.click(`#grid button >> nth=${empty[0]}`);
      await page.keyboard.press(String((solution[empty[0]] % 9) + 1));
      await page.click('#check');
      expect((await text(page, '#status')).includes('yanlış'), 'a wrong number was not caught by Check');
      for (const i of empty) { await page.click(`#grid button >> nth=${i}`); await page.keyboard.press(String(solution[i])); }
      expect((await text(page, '#status')).includes('Tebrikler'), 'the solved grid was not accepted');
    },
  },
  'word-hunt': {
    orientation: 'vertical',
    async run(page) {
      const words = await page.evaluate(() => window.wordHunt.words.map((w) => w.cells));
      const centre = async (i) => { const b = await page.locator(`#grid button >> nth=${i}`).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
      const [first, ...rest] = words;
      await page.mouse.move(...(await centre(first[0])));
      await page.mouse.down();
      await page.mouse.move(...(await centre(first[first.length - 1])), { steps: 5 });
      await page.mouse.up();
      expect((await text(page, '#count')) === '1/8', 'dragging over a word did not find it');
      for (const cells of rest) { await page.click(`#grid button >> nth=${cells[cells.length - 1]}`); await page.click(`#grid button >> nth=${cells[0]}`); }
      expect((await text(page, '#status')).includes('Tebrikler'), 'finding every word did not win');
    },
  },
  'flag-quiz': {
    orientation: 'vertical',
    async run(page) {
      for (let k = 0; k < 10; k++) {
        await page.keyboard.press('1');
        if (k < 9) await page.click('#next');
      }
      expect((await text(page, '#status')).includes('Oyun bitti'), 'ten answers did not end the quiz');
      expect(await page.locator('#flag svg[aria-label]').count() === 1, 'the flag has no text alternative');
    },
  },
  'capital-cities': {
    orientation: 'vertical',
    async run(page) {
      await page.click('#answers button[data-right="true"]');
      expect((await text(page, '#status')).includes('Doğru'), 'the right answer was not accepted');
      await page.waitForTimeout(1600);
      await page.click('#answers button[data-right="false"] >> nth=0');
      expect((await text(page, '#status')).includes('Yanlış'), 'a wrong answer was not caught');
      expect((await text(page, '#prompt')).includes('2/12'), 'the quiz did not move on');
    },
  },
  'brain-test': {
    orientation: 'vertical',
    async run(page) {
      await page.click('#area .opt >> nth=0');
      expect((await text(page, '#status')).includes('can gitti'), 'a wrong answer cost no life');
      const riddles = await page.evaluate(() => window.brainTest.riddles);
      for (const r of riddles) {
        if (r.special) await page.click('#question .dot');
        else if (r.options) await page.click(`#area .opt >> nth=${r.right}`);
        else { await page.fill('#typed', r.accept.split('|')[0].split(',')[0].toUpperCase()); await page.keyboard.press('Enter'); }
      }
      expect((await text(page, '#status')).includes('Tebrikler'), 'solving every riddle did not win');
    },
  },
  nonogram: {
    orientation: 'vertical',
    async run(page) {
      const rows = await page.evaluate(() => window.nonogram.puzzles[0].rows);
      const cells = rows.join('').split('');
      for (let i = 0; i < cells.length; i++) if (cells[i] === '#') await page.click(`#board button >> nth=${i}`);
      expect((await text(page, '#status')).includes('Tebrikler'), 'meeting every clue did not win');
      await page.click('#new');
      await page.click('#board button >> nth=0');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('x');
      expect((await page.locator('#board button >> nth=1').innerText()) === '✕', 'X did not mark a square');
    },
  },
  'kelime-zinciri': {
    orientation: 'vertical',
    async run(page) {
      await page.fill('#word', 'qwerty');
      await page.keyboard.press('Enter');
      expect((await text(page, '#status')).includes('başlamalı'), 'a word with the wrong first letter was accepted');
      const word = await page.evaluate(() => [...window.kelimeZinciri.words].find((w) => w.startsWith(window.kelimeZinciri.need) && !window.kelimeZinciri.used.has(w)));
      await page.fill('#word', word.toLocaleUpperCase('tr'));
      await page.keyboard.press('Enter');
      await page.waitForTimeout(800);
      const chain = await page.locator('#chain li').count();
      const status = await text(page, '#status');
      expect(chain === 3 || (chain === 2 && status.includes('Kazandın')), `the chain did not go on (${chain} words, “${status}”)`);
    },
  },
  'bubble-pop': {
    orientation: 'vertical',
    async run(page) {
      const [i, j] = await page.evaluate(() => {
        const { board, matches, swapped, COLS } = window.bubblePop;
        for (let i = 0; i < board.length; i++) for (const j of [i + 1, i + COLS]) {
          if (j < board.length && (j !== i + 1 || j % COLS) && matches(swapped(board, i, j)).size) return [i, j];
        }
      });
      await page.click(`#grid button >> nth=${i}`);
      await page.click(`#grid button >> nth=${j}`);
      await page.waitForTimeout(1500);
      expect((await text(page, '#moves')).endsWith('24'), 'a matching swap did not use a move');
      expect(!(await text(page, '#score')).endsWith(' 0'), 'a matching swap scored nothing');
    },
  },
  'penalty-shootout': {
    orientation: 'horizontal',
    async run(page) {
      await page.click('#zones button >> nth=0');
      await page.waitForTimeout(300);
      await page.keyboard.press('Space');
      await page.waitForTimeout(2000);
      expect(JSON.stringify(await page.evaluate(() => window.penalty.kicks)) === '[1,0]', 'the kick was not counted');
      expect(await page.evaluate(() => window.penalty.phase) === 'keep', 'the rival did not get the next kick');
      await page.click('#zones button >> nth=4');
      await page.waitForTimeout(2000);
      expect(JSON.stringify(await page.evaluate(() => window.penalty.kicks)) === '[1,1]', 'the save was not counted');
    },
  },
  'racing-test': {
    orientation: 'horizontal',
    async run(page) {
      await page.keyboard.press('ArrowUp');
      expect(await page.evaluate(() => window.racing.lane) === 0, 'the up arrow did not change lane');
      await page.click('#down');
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => window.racing.lane) === 1, 'the down button did not change lane');
      expect(await page.evaluate(() => window.racing.distance) > 20, 'the car does not move');
    },
  },
  pisti: {
    orientation: 'horizontal',
    async run(page) {
      // A whole deal: 24 cards from the player's side, each answered by the computer.
      for (let k = 0; k < 24; k++) {
        await page.click('#myHand button >> nth=0');
        await page.waitForFunction(() => window.pisti.state.ready || document.querySelector('#new:focus'));
      }
      const state = await page.evaluate(() => window.pisti.state);
      expect(state.taken[0] + state.taken[1] === 52 && state.pile === 0, `cards went missing: ${JSON.stringify(state)}`);
      expect((await text(page, '#status')).includes('Oyun bitti'), 'the deal did not end the game');
    },
  },
  batak: {
    orientation: 'horizontal',
    async run(page) {
      await page.goto(`${page.url()}&fast=1`);
      // Pass when asked to bid or pick the first suit, then play the first allowed card each turn.
      for (let k = 0; k < 200; k++) {
        const state = await page.evaluate(() => window.batak.state);
        if (state.cards.every((n) => n === 0) && state.tricks.reduce((a, b) => a + b) === 13) break;
        const panelButton = page.locator('#panel button').first();
        if (await panelButton.count() && !(await text(page, '#panel')).includes('Sonraki')) await panelButton.click();
        else if (state.waiting && state.trump) {
          const follows = await page.evaluate(() => {
            const led = window.batak.trick[0] && window.batak.trick[0].card.s;
            const cards = [...document.querySelectorAll('#hand button')].map((b) => ({ suit: b.textContent.slice(-1), on: !b.disabled }));
            return !led || !cards.some((c) => c.suit === led) || cards.every((c) => !c.on || c.suit === led);
          });
          expect(follows, 'a card off the led suit was allowed while holding that suit');
          await page.click('#hand button:not(:disabled) >> nth=0');
        }
        await page.waitForTimeout(40);
      }
      const state = await page.evaluate(() => window.batak.state);
      expect(state.tricks.reduce((a, b) => a + b) === 13, `a hand did not give 13 tricks: ${JSON.stringify(state)}`);
      expect(state.totals.some((t) => t !== 0), 'the hand was not scored');
    },
  },
  solitaire: {
    orientation: 'horizontal',
    async run(page) {
      for (let k = 0; k < 3; k++) await page.click('[data-key^="0:"] >> nth=-1');
      expect(await page.evaluate(() => window.solitaire.piles[1].length) === 3, 'drawing three times did not put three cards on the waste');
      await page.click('#undo');
      expect(await page.evaluate(() => window.solitaire.piles[1].length) === 2, 'undo did not take a draw back');
      const found = await page.evaluate(() => {
        const { piles, canPlace } = window.solitaire;
        for (let from = 1; from < 13; from++) for (let i = 0; i < piles[from].length; i++) {
          if (!piles[from][i].up || (from < 6 && i !== piles[from].length - 1)) continue;
          for (let to = 2; to < 13; to++) if (to !== from && canPlace(piles[from].slice(i), to)) return [from, i, to];
        }
        return null;
      });
      if (found) {
        const [from, i, to] = found;
        const before = await page.evaluate((t) => window.solitaire.piles[t].length, to);
        await page.click(`[data-key="${from}:${i}"]`);
        await page.click(`[data-key="${to}:slot"], [data-key^="${to}:"] >> nth=-1`);
        expect(await page.evaluate((t) => window.solitaire.piles[t].length, to) > before, 'a legal move was refused');
      }
      // Red on red is never allowed in the columns.
      expect(!(await page.evaluate(() => window.solitaire.canPlace([{ s: '♥', r: 5, up: true }], 6) && window.solitaire.piles[6].at(-1).s === '♦')), 'red went on red');
    },
  },
  mahjong: {
    orientation: 'horizontal',
    async run(page) {
      expect(await page.evaluate(() => window.mahjong.tiles.length) === 72, 'the layout does not hold 72 tiles');
      for (let k = 0; k < 5; k++) {
        await page.evaluate(() => { const [a, b] = window.mahjong.openPairs()[0]; a.el.setAttribute('data-pick', 'a'); window.pickB = b; });
        await page.click('[data-pick="a"]');
        await page.evaluate(() => window.pickB.el.setAttribute('data-pick', 'b'));
        await page.click('[data-pick="b"]');
      }
      expect(await page.evaluate(() => window.mahjong.tiles.length) === 62, 'five matched pairs did not leave 62 tiles');
      const blocked = await page.evaluate(() => window.mahjong.tiles.find((t) => !window.mahjong.isFree(t, window.mahjong.tiles)));
      expect(!!blocked, 'no blocked tile found');
    },
  },
  tavla: {
    orientation: 'horizontal',
    async run(page) {
      await page.goto(`${page.url()}&fast=1`);
      const count = (side) => page.evaluate((s) => window.tavla.state[s].reduce((a, b) => a + b, 0), side);
      let humanMoves = 0;
      for (let k = 0; k < 120 && humanMoves < 12; k++) {
        await page.waitForTimeout(60);
        if (await page.evaluate(() => window.tavla.over)) break;
        if (await page.locator('#roll:not(:disabled)').count()) { await page.click('#roll'); continue; }
        const src = page.locator('#board .src').first();
        if (!(await src.count())) continue;
        await src.click();
        const dst = page.locator('#board .dst').first();
        expect(await dst.count() > 0, 'a movable checker has nowhere to go');
        await dst.click();
        humanMoves++;
      }
      expect(humanMoves >= 6, `only ${humanMoves} moves were possible`);
      expect(await count(0) === 15 && await count(1) === 15, 'checkers went missing');
      // Rules spot checks: a point with two opposing checkers is closed, bearing off needs all checkers home.
      const rules = await page.evaluate(() => {
        const { canMove } = window.tavla;
        const empty = () => Array(26).fill(0);
        const a = [empty(), empty()]; a[0][10] = 1; a[1][25 - 7] = 2;
        const b = [empty(), empty()]; b[0][5] = 14; b[0][8] = 1;
        const c = [empty(), empty()]; c[0][3] = 15;
        return [!canMove(a, 0, 10, 3), canMove(a, 0, 10, 4), !canMove(b, 0, 5, 5), canMove(c, 0, 3, 6)];
      });
      expect(rules.every(Boolean), `rule checks failed: ${rules}`);
    },
  },
  tangram: {
    orientation: 'vertical',
    async run(page) {
      const box = await page.locator('#pieces polygon >> nth=3').boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 30, box.y - 60, { steps: 5 });
      await page.mouse.up();
      expect((await text(page, '#status')).includes('%'), 'dropping a piece did not report progress');
      // Every target must be exactly coverable by its own solution, without overlaps.
      for (let k = 0; k < 4; k++) {
        await page.selectOption('#shape', String(k));
        const result = await page.evaluate(() => {
          const { pieces, targets, coverage, PIECES } = window.tangram;
          const k = Number(document.getElementById('shape').value);
          const t = window.tangram.TARGETS[k];
          let overlap = 0, n = 0;
          for (let x = 0.05; x < 12; x += 0.1) for (let y = 0.05; y < 17; y += 0.1) {
            const hits = targets.filter((poly) => { let h = false; for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) { const [xi, yi] = poly[i], [xj, yj] = poly[j]; if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) h = !h; } return h; }).length;
            if (hits) n++; if (hits > 1) overlap++;
          }
          pieces.forEach((p, i) => {
            const place = { flip: false, rot: 0, ...t[i] };
            p.flip = place.flip; p.rot = (place.rot + 360) % 360;
            const c = PIECES[i].reduce(([sx, sy], [x, y]) => [sx + x / PIECES[i].length, sy + y / PIECES[i].length], [0, 0]);
            const [wx, wy] = window.tangram.transform([c], place)[0];
            const first = targets[i][0], raw = window.tangram.transform([PIECES[i][0]], place)[0];
            p.x = wx + first[0] - raw[0]; p.y = wy + first[1] - raw[1];
          });
          return { cover: coverage(), overlap, area: n / 100 };
        });
        expect(result.cover > 0.99 && result.overlap < 5 && Math.abs(result.area - 16) < 0.5, `target ${k} is not a tangram: ${JSON.stringify(result)}`);
      }
      await page.keyboard.press('Tab');
      await page.evaluate(() => window.tangram.snap(window.tangram.pieces[0]));
      expect((await text(page, '#status')).includes('Tebrikler'), 'a completed shape was not recognised');
    },
  },
  'zone-okey': {
    orientation: 'horizontal',
    async run(page) {
      const verdicts = await page.evaluate(() => {
        const g = window.okeyGame;
        g.setOkey({ c: 3, n: 10 });
        const t = (c, n) => ({ c, n });
        const hand = [t(0, 1), t(0, 2), t(0, 3), t(1, 5), t(1, 6), t(1, 7), t(1, 8), t(2, 12), t(2, 13), t(2, 1), t(0, 4), t(1, 4), t(2, 4), t(3, 4)];
        const withJoker = hand.map((x) => (x.c === 1 && x.n === 7 ? t(3, 10) : x));
        const withFake = hand.map((x) => (x.c === 1 && x.n === 6 ? { fake: true, c: -1, n: 0 } : x));
        const broken = hand.map((x) => (x.c === 0 && x.n === 3 ? t(0, 9) : x));
        const pairs = [1, 2, 3, 4, 5, 6, 7].flatMap((n) => [t(0, n), t(0, n)]);
        // Red 4 is wanted by the run 3-4-5 and by the set of 4s: a joker has to stand in for it in one of them.
        const shared = [t(0, 3), t(0, 4), t(0, 5), t(1, 4), t(2, 4), t(3, 10), t(1, 9), t(1, 10), t(1, 11), t(1, 12), t(2, 7), t(2, 8), t(2, 9), t(2, 10)];
        const sharedNo = shared.map((x) => (x.c === 3 && x.n === 10 ? t(3, 5) : x));
        return [g.finished(hand), g.finished(withJoker), !g.finished(broken), g.bestSets(broken).n === 11, g.sevenPairs(pairs), g.finished(shared), !g.finished(sharedNo), g.finished(withFake) === false];
      });
      expect(verdicts.every(Boolean), `okey rule checks failed: ${verdicts}`);
      await page.click('#new');
      await page.click('#draw');
      expect(await page.evaluate(() => window.okeyGame.rack.length) === 15, 'drawing did not give a 15th tile');
      await page.click('#rack button >> nth=0');
      await page.click('#discard');
      expect((await text(page, '#turns')).includes('2/20'), 'discarding did not end the turn');
      await page.click('#take');
      await page.click('#finish');
      expect(await page.evaluate(() => window.okeyGame.phase) === 'discard', 'an unfinished hand was accepted');
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
