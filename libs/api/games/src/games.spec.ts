import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { type Direction, DIRECTIONS, move2048, newGame2048, seededRandom, spawn2048 } from '@meydan/games/engine';
import type { Attempt, CatalogueResponse, LeaderboardResponse, PlayerStatus, Puzzle } from '@meydan/shared/contracts';
import { signHeaders } from './signing/game-headers';
import { buildGamesApp, caller, GamesFixtures, TEST_BANKS, TestClock } from './testing/games-test-app';

jest.setTimeout(120_000);

// 2026-11-28 12:00 in Istanbul (09:00 UTC).
const NOON = Date.parse('2026-11-28T09:00:00Z');
const HOUR = 3_600_000;
const TR = { 'x-edition': 'tr' };
const EN = { 'x-edition': 'en' };

/** Plays a 2048 game from a seed with moves drawn from a second random, as the browser would. */
function play2048(seed: string, count: number): { moves: string; score: number; changed: number } {
  const random = seededRandom(seed);
  const chooser = seededRandom(`${seed}:player`);
  let board = newGame2048(random);
  let score = 0;
  let changed = 0;
  let moves = '';
  for (let i = 0; i < count; i++) {
    const direction = DIRECTIONS[Math.floor(chooser() * 4)] as Direction;
    moves += direction[0];
    const result = move2048(board, direction);
    if (!result.moved) continue;
    changed++;
    score += result.scoreGained;
    board = spawn2048(result.board, random);
  }
  return { moves, score, changed };
}

describe('games API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let fixtures: GamesFixtures;
  let clock: TestClock;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fixtures = new GamesFixtures(testDb.db);
    clock = new TestClock(NOON);
    app = await buildGamesApp(testDb.db, fixtures, clock);
    call = caller(app, clock);
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  beforeEach(() => {
    clock.now = NOON;
  });

  describe('catalogue', () => {
    it('lists the games described in the edition, never dev-only ones (SPEC §4)', async () => {
      const tr = (await call('GET', '/catalogue', null, undefined, TR)).json<CatalogueResponse>();
      const en = (await call('GET', '/catalogue', null, undefined, EN)).json<CatalogueResponse>();
      const trSlugs = tr.items.map((item) => item.slug);
      const enSlugs = en.items.map((item) => item.slug);
      expect(trSlugs).toEqual(expect.arrayContaining(['emojile', 'bilpop', 'zekiye', '2048', 'tic-tac-toe-football', 'zone-okey', 'brain-test', 'kelime-zinciri']));
      expect(trSlugs).not.toContain('racing-test');
      expect(trSlugs).not.toContain('nonogram'); // no Turkish description
      expect(enSlugs).toContain('nonogram');
      expect(enSlugs).not.toContain('kelime-zinciri'); // Turkish only
      expect(tr.items.length).toBeGreaterThanOrEqual(20);
      const game2048 = tr.items.find((item) => item.slug === '2048');
      expect(game2048).toMatchObject({ url: '/oyun/2048', source: 'meydan', gameType: '2048', orientation: 'vertical', devOnly: false });
      expect(en.items.find((item) => item.slug === '2048')?.url).toBe('/game/2048');
      expect(tr.items.find((item) => item.slug === 'zone-okey')).toMatchObject({ source: 'mediazone', url: '/partner-games/zone-okey/' });
    });

    it('points the two article games at the newest quiz of their type, and leaves them out without one (SPEC §2.11)', async () => {
      const before = (await call('GET', '/catalogue', null, undefined, EN)).json<CatalogueResponse>().items.map((item) => item.slug);
      expect(before).not.toContain('gunun-testi');
      const insert = (title: string, type: string, hoursAgo: number) =>
        testDb.db.query<{ legacy_id: string }>(
          `INSERT INTO articles (edition, kind, title, slug, published_at, quiz) VALUES ('en', 'quiz', $1, $2, now() - make_interval(hours => $3), $4) RETURNING legacy_id`,
          [title, title.toLowerCase().replace(/ /g, '-'), hoursAgo, JSON.stringify({ type })],
        );
      await insert('Older trivia', 'trivia', 30);
      const newest = (await insert('Which capital is this', 'trivia', 2)).rows[0]!.legacy_id;
      await insert('Tomorrow trivia', 'trivia', -24); // not published yet
      const en = (await call('GET', '/catalogue', null, undefined, EN)).json<CatalogueResponse>();
      expect(en.items.find((item) => item.slug === 'gunun-testi')).toMatchObject({ name: 'Quiz of the Day', source: 'meydan', url: `/content/which-capital-is-this-${newest}` });
      // No personality quiz in the edition: that game is not listed.
      expect(en.items.map((item) => item.slug)).not.toContain('kisilik-testi');
      expect((await call('GET', '/catalogue/kisilik-testi', null, undefined, EN)).statusCode).toBe(404);
      // Another edition has no quiz: nothing there either.
      expect((await call('GET', '/catalogue', null, undefined, TR)).json<CatalogueResponse>().items.map((item) => item.slug)).not.toContain('gunun-testi');
    });

    it('lists every game in development', async () => {
      const dev = await buildGamesApp(testDb.db, fixtures, clock, { development: true });
      const slugs = (await caller(dev)('GET', '/catalogue', null, undefined, TR)).json<CatalogueResponse>().items.map((item) => item.slug);
      expect(slugs).toEqual(expect.arrayContaining(['racing-test', 'nonogram']));
      await dev.close();
    });

    it('draws each game its own cover and thumbnail', async () => {
      const cover = await call('GET', '/catalogue/emojile/cover.svg', null);
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toContain('image/svg+xml');
      expect(cover.body).toContain('width="1200"');
      expect(cover.body).toContain('Emojile');
      const other = await call('GET', '/catalogue/bilpop/cover.svg', null);
      expect(other.body).not.toBe(cover.body);
      expect((await call('GET', '/catalogue/emojile/thumbnail.svg', null)).body).toContain('width="256"');
      expect((await call('GET', '/catalogue/nope/cover.svg', null)).statusCode).toBe(404);
      expect((await call('GET', '/catalogue/emojile/cover.png', null)).statusCode).toBe(400);
    });
  });

  describe('daily puzzles', () => {
    it("answers today's puzzle without its answer, numbered, with the next switch", async () => {
      const response = await call('GET', '/games/emojile/daily-question/', null, undefined, TR);
      expect(response.statusCode).toBe(200);
      const puzzle = response.json<Puzzle>();
      expect(puzzle).toMatchObject({ type: 'emojile', edition: 'tr', day: '2026-11-28', number: 332, nextAt: '2026-11-28T21:00:00.000Z' });
      expect(puzzle.solution).toBeUndefined();
      expect(JSON.stringify(puzzle)).not.toMatch(/hints"\s*:\s*\[/);
      expect(TEST_BANKS.emojile.tr.map((item) => item.emojis)).toContain(puzzle.content['emojis']);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
    });

    it('switches at 00:00 Istanbul time and shows the answer once the day is over', async () => {
      const today = (await call('GET', '/games/emojile/daily-question/', null, undefined, TR)).json<Puzzle>();
      clock.now = Date.parse('2026-11-28T20:59:59Z');
      expect((await call('GET', '/games/emojile/daily-question/', null, undefined, TR)).json<Puzzle>().id).toBe(today.id);
      clock.now = Date.parse('2026-11-28T21:00:00Z');
      const tomorrow = (await call('GET', '/games/emojile/daily-question/', null, undefined, TR)).json<Puzzle>();
      expect(tomorrow).toMatchObject({ day: '2026-11-29', number: 333 });
      const yesterday = (await call('GET', `/games/emojile/questions/${today.id}/`, null, undefined, TR)).json<Puzzle>();
      expect(yesterday.solution).toMatchObject({ answer: expect.any(String) });
    });

    it('keeps future puzzles, other editions and other games behind a 404', async () => {
      clock.now = NOON + 24 * HOUR;
      const tomorrow = (await call('GET', '/games/zekiye/daily-question/', null, undefined, TR)).json<Puzzle>();
      clock.now = NOON;
      const response = await call('GET', `/games/zekiye/questions/${tomorrow.id}/`, null, undefined, TR);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: expect.stringContaining('bulunamadı') });
      expect((await call('GET', `/games/zekiye/questions/${tomorrow.id}/`, null, undefined, EN)).statusCode).toBe(404);
      expect((await call('GET', `/games/emojile/questions/${tomorrow.id}/`, null, undefined, TR)).statusCode).toBe(404);
    });

    it('lists a month and the previous days for the archive', async () => {
      for (let day = 1; day <= 3; day++) {
        clock.now = NOON - day * 24 * HOUR;
        await call('GET', '/games/bilpop/daily-question/', null, undefined, EN);
      }
      clock.now = NOON;
      const previous = (await call('GET', '/games/bilpop/questions/previous?limit=2', null, undefined, EN)).json<{ items: { day: string }[]; hasNextPage: boolean }>();
      expect(previous.items.map((item) => item.day)).toEqual(['2026-11-27', '2026-11-26']);
      expect(previous.hasNextPage).toBe(true);
      const month = (await call('GET', '/games/bilpop/questions/?year=2026&month=11', null, undefined, EN)).json<{ items: { day: string }[] }>();
      expect(month.items.map((item) => item.day)).toEqual(expect.arrayContaining(['2026-11-27', '2026-11-26', '2026-11-25']));
      expect((await call('GET', '/games/bilpop/questions/?year=2026&month=13', null, undefined, EN)).statusCode).toBe(400);
    });

    it('refuses an unknown game with a localized 400', async () => {
      const response = await call('GET', '/games/tetris/daily-question/', null, undefined, { 'accept-language': 'ru' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });
  });

  describe('Emojile', () => {
    async function start(who: Awaited<ReturnType<GamesFixtures['member']>> | null, body: Record<string, unknown> = {}, headers = TR): Promise<Attempt> {
      const response = await call('POST', '/games/emojile/attempts', who, body, headers);
      expect(response.statusCode).toBe(200);
      return response.json<Attempt>();
    }
    const answerOf = async () => {
      const puzzle = (await call('GET', '/games/emojile/daily-question/', null, undefined, TR)).json<Puzzle>();
      return TEST_BANKS.emojile.tr.find((item) => item.emojis === puzzle.content['emojis'])?.answer as string;
    };

    it('checks guesses on the server, folds Turkish letters and never sends the answer during the day', async () => {
      const attempt = await start(null);
      expect(attempt).toMatchObject({ mode: 'daily', ranked: false, status: 'playing' });
      const wrong = await call('POST', '/games/emojile/attempts/moves', null, { token: attempt.token, guess: 'Yanlış cevap' }, TR);
      expect(wrong.json<Attempt>().state).toMatchObject({ guesses: [{ text: 'Yanlış cevap', correct: false }], hintsLeft: 3 });
      const hint = (await call('POST', '/games/emojile/attempts/moves', null, { token: attempt.token, hint: true }, TR)).json<Attempt>();
      expect((hint.state['hints'] as string[]).length).toBe(1);
      const answer = await answerOf();
      const shouted = answer.toLocaleUpperCase('tr').normalize('NFD').replace(/\p{M}/gu, '');
      const won = (await call('POST', '/games/emojile/attempts/moves', null, { token: hint.token, guess: `  ${shouted} ` }, TR)).json<Attempt>();
      expect(won).toMatchObject({ status: 'won', score: 100 * (7 - 2) - 30 });
      expect(won.solution).toBeUndefined();
      const again = await call('POST', '/games/emojile/attempts/moves', null, { token: won.token, guess: answer }, TR);
      expect(again.statusCode).toBe(409);
    });

    it("ranks a member's first attempt, resumes it, and never allows a seventh guess, even in parallel", async () => {
      const member = await fixtures.member();
      const first = await start(member);
      expect(first.ranked).toBe(true);
      const resumed = await start(member);
      expect(resumed.puzzleId).toBe(first.puzzleId);
      const guesses = await Promise.all(Array.from({ length: 9 }, (_, i) => call('POST', '/games/emojile/attempts/moves', member, { token: first.token, guess: `yanlış ${i}` }, TR)));
      expect(guesses.filter((response) => response.statusCode === 200)).toHaveLength(6);
      expect(guesses.filter((response) => response.statusCode === 409)).toHaveLength(3);
      const status = (await call('GET', `/players/me/statuses/emojile/${first.puzzleId}`, member, undefined, TR)).json<PlayerStatus>();
      expect(status.attempt).toMatchObject({ status: 'lost', score: 0 });
      expect(status.attempt?.solution).toBeUndefined();
      expect(status.stats).toMatchObject({ played: 1, won: 0, currentStreak: 0 });
    });

    it("refuses another player's attempt token and hard mode hints", async () => {
      const owner = await fixtures.member();
      const other = await fixtures.member();
      const attempt = await start(owner, { hard: true });
      expect((await call('POST', '/games/emojile/attempts/moves', other, { token: attempt.token, guess: 'x' }, TR)).statusCode).toBe(403);
      expect((await call('POST', '/games/emojile/attempts/moves', null, { token: attempt.token, guess: 'x' }, TR)).statusCode).toBe(403);
      const hint = await call('POST', '/games/emojile/attempts/moves', owner, { token: attempt.token, hint: true }, EN);
      expect(hint.statusCode).toBe(400);
      expect(hint.json().message).toBe('There are no hints in hard mode.');
      expect((await call('POST', '/games/emojile/attempts/moves', owner, { token: 'not-a-real-token-at-all', guess: 'x' }, TR)).statusCode).toBe(410);
    });

    it('keeps streaks from daily wins, and archive plays change nothing', async () => {
      const member = await fixtures.member();
      for (let back = 2; back >= 0; back--) {
        clock.now = NOON - back * 24 * HOUR;
        const attempt = await start(member);
        const response = await call('POST', '/games/emojile/attempts/moves', member, { token: attempt.token, guess: await answerOf() }, TR);
        expect(response.json()).toMatchObject({ status: 'won' });
        const won = response.json<Attempt>();
        expect(won.status).toBe('won');
      }
      clock.now = NOON;
      const today = (await call('GET', '/games/emojile/daily-question/', null, undefined, TR)).json<Puzzle>();
      const status = (await call('GET', `/players/me/statuses/emojile/${today.id}`, member, undefined, TR)).json<PlayerStatus>();
      expect(status.stats).toMatchObject({ played: 3, won: 3, currentStreak: 3, bestStreak: 3, lastDay: '2026-11-28' });
      expect(status.stats.distribution[0]).toBe(3);

      const previous = (await call('GET', '/games/emojile/questions/previous?limit=10', null, undefined, TR)).json<{ items: { id: string; day: string }[] }>();
      const older = previous.items.find((item) => item.day < '2026-11-26') ?? previous.items.at(-1);
      clock.now = NOON - 10 * 24 * HOUR;
      const oldPuzzle = (await call('GET', '/games/emojile/daily-question/', null, undefined, TR)).json<Puzzle>();
      clock.now = NOON;
      const archive = await start(member, { puzzleId: oldPuzzle.id });
      expect(archive).toMatchObject({ mode: 'archive', ranked: false });
      const lost = await call('POST', '/games/emojile/attempts/moves', member, { token: archive.token, guess: 'hiç değil' }, TR);
      expect(lost.statusCode).toBe(200);
      expect(older).toBeDefined();
      const after = (await call('GET', `/players/me/statuses/emojile/${today.id}`, member, undefined, TR)).json<PlayerStatus>();
      expect(after.stats).toEqual(status.stats);
    });
  });

  describe('2048 and the boards', () => {
    it('replays the moves, ranks the replayed score, and refuses forgeries', async () => {
      const alice = await fixtures.member();
      const bob = await fixtures.member();
      const puzzle = (await call('GET', '/games/2048/daily-question/', null, undefined, TR)).json<Puzzle>();
      const attempt = (await call('POST', '/games/2048/attempts', alice, {}, TR)).json<Attempt>();
      expect(attempt).toMatchObject({ ranked: true, seed: puzzle.content['seed'] });
      const game = play2048(attempt.seed, 300);
      clock.advance(game.changed * 100);
      const finished = await call('POST', '/games/2048/attempts/finish', alice, { token: attempt.token, moves: game.moves, score: game.score }, TR);
      expect(finished.statusCode).toBe(200);
      expect(finished.json<Attempt>()).toMatchObject({ status: 'finished', score: game.score, rank: 1 });

      // The same token again: the attempt is over.
      expect((await call('POST', '/games/2048/attempts/finish', alice, { token: attempt.token, moves: game.moves, score: game.score }, TR)).statusCode).toBe(409);
      // A second game of the day's puzzle is practice: never ranked.
      const second = (await call('POST', '/games/2048/attempts', alice, {}, TR)).json<Attempt>();
      expect(second.ranked).toBe(false);

      // Bob claims more than his moves make.
      const bobs = (await call('POST', '/games/2048/attempts', bob, {}, TR)).json<Attempt>();
      const bobGame = play2048(bobs.seed, 200);
      clock.advance(bobGame.changed * 100);
      const forged = await call('POST', '/games/2048/attempts/finish', bob, { token: bobs.token, moves: bobGame.moves, score: bobGame.score + 4 }, EN);
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe('The score does not match the moves; this game was not ranked.');
      // A score above what 2048 can make at all is refused before anything is replayed.
      const carol = await fixtures.member();
      const greedy = (await call('POST', '/games/2048/attempts', carol, {}, TR)).json<Attempt>();
      expect((await call('POST', '/games/2048/attempts/finish', carol, { token: greedy.token, moves: 'l', score: 4_000_000 }, TR)).statusCode).toBe(400);
      // ... and the honest retry of a refused attempt is refused too: it is spent.
      expect((await call('POST', '/games/2048/attempts/finish', bob, { token: bobs.token, moves: bobGame.moves, score: bobGame.score }, TR)).statusCode).toBe(409);

      const board = (await call('GET', '/leaderboards/2048/daily', null, undefined, TR)).json<LeaderboardResponse>();
      expect(board.items.map((item) => item.player.id)).toEqual([alice.id]);
      expect(board.items[0]).toMatchObject({ rank: 1, score: game.score, boardType: '2048', duration: 'daily' });
      expect(board.me).toBeUndefined();
      const mine = (await call('GET', '/leaderboards/2048/all-time', bob, undefined, TR)).json<LeaderboardResponse>();
      expect(mine.me).toBeNull();
      const rank = (await call('GET', '/leaderboards/2048/weekly/players/me', alice, undefined, TR)).json();
      expect(rank).toMatchObject({ period: '2026-W48', entry: { rank: 1, score: game.score } });
    });

    it('refuses a game played faster than a human can', async () => {
      const member = await fixtures.member();
      const attempt = (await call('POST', '/games/2048/attempts', member, {}, TR)).json<Attempt>();
      const game = play2048(attempt.seed, 200);
      clock.advance(game.changed * 10);
      const response = await call('POST', '/games/2048/attempts/finish', member, { token: attempt.token, moves: game.moves, score: game.score }, TR);
      expect(response.statusCode).toBe(422);
      const board = (await call('GET', '/leaderboards/2048/daily', null, undefined, TR)).json<LeaderboardResponse>();
      expect(board.items.map((item) => item.player.id)).not.toContain(member.id);
    });

    it('orders a board by score, equal scores sharing a place and listed by who got there first', async () => {
      const [first, second, third] = await Promise.all([fixtures.member(), fixtures.member(), fixtures.member()]);
      clock.now = NOON + 2 * HOUR;
      const puzzle = (await call('GET', '/games/zekiye/daily-question/', null, undefined, TR)).json<Puzzle>();
      const { rows } = await testDb.db.query<{ solution: { answers: { answer: string }[] } }>('SELECT solution FROM game_puzzles WHERE id = $1', [puzzle.id]);
      const answers = (rows[0] as { solution: { answers: { answer: string }[] } }).solution.answers.map((entry) => entry.answer);
      const playAll = async (player: typeof first, rightOnes: number) => {
        let token = (await call('POST', '/games/zekiye/attempts', player, {}, TR)).json<Attempt>().token;
        for (const [index, answer] of answers.entries()) {
          clock.advance(1000);
          const response = await call('POST', '/games/zekiye/attempts/moves', player, { token, index, answer: index < rightOnes ? answer : 'yanlış' }, TR);
          expect(response.statusCode).toBe(200);
          token = response.json<Attempt>().token;
        }
      };
      await playAll(third, 3);
      await playAll(first, 5);
      await playAll(second, 5);
      const board = (await call('GET', '/leaderboards/zekiye/daily?limit=10', null, undefined, TR)).json<LeaderboardResponse>();
      expect(board.items.map((item) => [item.player.id, item.rank, item.score])).toEqual([
        [first.id, 1, 500],
        [second.id, 1, 500],
        [third.id, 3, 300],
      ]);
      expect(board.players).toBe(3);
      const own = (await call('GET', '/leaderboards/zekiye/monthly', second, undefined, TR)).json<LeaderboardResponse>();
      expect(own.me).toMatchObject({ rank: 1, score: 500 });
      expect((await call('GET', `/leaderboards/zekiye/daily/players/${third.id}`, null, undefined, TR)).json()).toMatchObject({ entry: { rank: 3 } });
      // The score page's social preview: a PNG of the player's place, and one for a player not on the board.
      const card = await call('GET', `/leaderboards/zekiye/daily/players/${first.id}/card.png`, null, undefined, TR);
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('image/png');
      expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const outsider = await fixtures.member();
      expect((await call('GET', `/leaderboards/zekiye/daily/players/${outsider.id}/card.png`, null, undefined, EN)).statusCode).toBe(200);
      expect((await call('GET', '/leaderboards/zekiye/daily/players/me/card.png', second, undefined, EN)).statusCode).toBe(400);
      expect((await call('GET', '/leaderboards/zekiye/yearly', null, undefined, TR)).statusCode).toBe(400);
      expect((await call('GET', '/leaderboards/zekiye/daily?day=2026-02-30', null, undefined, TR)).statusCode).toBe(400);
    });
  });

  describe('player statuses', () => {
    it("merges a guest's browser results without lowering a streak, and refuses future days", async () => {
      const member = await fixtures.member();
      const results = ['2026-11-25', '2026-11-26', '2026-11-27'].map((day) => ({ day, won: true, guesses: 2, score: 500 }));
      const merged = await call('POST', '/players/me/status', member, { type: 'emojile', results }, TR);
      expect(merged.statusCode).toBe(200);
      expect(merged.json()).toMatchObject({ merged: 3, stats: { played: 3, currentStreak: 3, bestStreak: 3 } });
      const again = await call('POST', '/players/me/status', member, { type: 'emojile', results: [{ day: '2026-11-27', won: false, guesses: 6, score: 0 }] }, TR);
      expect(again.json()).toMatchObject({ merged: 0, stats: { currentStreak: 3 } });
      const future = await call('POST', '/players/me/status', member, { type: 'emojile', results: [{ day: '2026-12-01', won: true, guesses: 1, score: 600 }] }, EN);
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toContain('2026-12-01');
      expect((await call('POST', '/players/me/status', null, { type: 'emojile', results }, TR)).statusCode).toBe(401);
      // Merged days never reach a board.
      const board = (await call('GET', '/leaderboards/emojile/all-time', member, undefined, TR)).json<LeaderboardResponse>();
      expect(board.me).toBeNull();
    });

    it("refuses someone else's status", async () => {
      const member = await fixtures.member();
      const other = await fixtures.member();
      const puzzle = (await call('GET', '/games/emojile/daily-question/', null, undefined, TR)).json<Puzzle>();
      expect((await call('GET', `/players/${other.id}/statuses/emojile/${puzzle.id}`, member, undefined, TR)).statusCode).toBe(403);
      expect((await call('GET', `/players/${member.id}/statuses/emojile/${puzzle.id}`, member, undefined, TR)).statusCode).toBe(200);
      expect((await call('GET', `/players/me/statuses/emojile/${puzzle.id}`, null, undefined, TR)).statusCode).toBe(401);
    });
  });


  describe('signed game headers (SPEC §7)', () => {
    const SECRET_A = 'partner-secret-current-0123456789abcdef';
    const SECRET_B = 'partner-secret-previous-0123456789abcdef';

    function partnerHeaders(member: { headers: { authorization: string } }, secret: string, organization = 'mediazone', at = clock.now) {
      const fields = { organization, userToken: member.headers.authorization.replace('Bearer ', ''), timestamp: String(Math.floor(at / 1000)), version: 'v1' };
      return {
        unsigned: '1',
        'games-app-organization': fields.organization,
        'games-app-user-token': fields.userToken,
        'games-app-ts': fields.timestamp,
        'games-app-hv': fields.version,
        'games-app-h': signHeaders(secret, fields),
      };
    }

    it('refuses a member’s unsigned, wrongly signed, stale or replayed game write, and takes a good one once', async () => {
      const member = await fixtures.member();
      const unsigned = await call('POST', '/games/zekiye/attempts', member, {}, { ...TR, unsigned: '1' });
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json().message).toContain('imzalı değil');
      const keyResponse = await call('GET', '/signing-key', member);
      expect(keyResponse.headers['cache-control']).toBe('private, no-store');
      const key = Buffer.from(keyResponse.json<{ key: string }>().key, 'base64url');
      const fields = { organization: 'meydan', userToken: member.headers.authorization.replace('Bearer ', ''), timestamp: String(Math.floor(clock.now / 1000)), version: 'v1' };
      const headers = {
        unsigned: '1',
        'games-app-organization': fields.organization,
        'games-app-user-token': fields.userToken,
        'games-app-ts': fields.timestamp,
        'games-app-hv': fields.version,
        'games-app-h': signHeaders(key, fields),
      };
      expect((await call('POST', '/games/zekiye/attempts', member, {}, headers)).statusCode).toBe(200);
      expect((await call('POST', '/games/zekiye/attempts', member, {}, headers)).statusCode).toBe(409);
      const wrong = { ...headers, 'games-app-ts': String(Number(headers['games-app-ts']) + 1) };
      expect((await call('POST', '/games/zekiye/attempts', member, {}, wrong)).statusCode).toBe(403);
      const staleFields = { ...fields, timestamp: String(Math.floor(clock.now / 1000) - 301) };
      const stale = { ...headers, 'games-app-ts': staleFields.timestamp, 'games-app-h': signHeaders(key, staleFields) };
      const staleResponse = await call('POST', '/games/zekiye/attempts', member, {}, { ...stale, 'accept-language': 'en', 'x-edition': 'en' });
      expect(staleResponse.statusCode).toBe(403);
      expect(staleResponse.json().message).toContain('clock');
      // Another member's token under this member's credential.
      const other = await fixtures.member();
      const borrowedFields = { ...fields, userToken: other.headers.authorization.replace('Bearer ', ''), timestamp: String(Math.floor(clock.now / 1000) + 5) };
      const borrowed = { ...headers, 'games-app-user-token': borrowedFields.userToken, 'games-app-ts': borrowedFields.timestamp, 'games-app-h': signHeaders(key, borrowedFields) };
      expect((await call('POST', '/games/zekiye/attempts', member, {}, borrowed)).statusCode).toBe(403);
      // A guest sends none, and needs none.
      expect((await call('POST', '/games/zekiye/attempts', null, {}, TR)).statusCode).toBe(200);
    });

    it('takes a partner organization’s signature under any of its active secrets, and no other', async () => {
      const partnerApp = await buildGamesApp(testDb.db, fixtures, clock, { partnerKeys: JSON.stringify({ mediazone: [SECRET_A, SECRET_B] }) });
      const partnerCall = caller(partnerApp, clock);
      const member = await fixtures.member();
      expect((await partnerCall('POST', '/games/zekiye/attempts', member, {}, partnerHeaders(member, SECRET_A))).statusCode).toBe(200);
      expect((await partnerCall('POST', '/games/zekiye/attempts', member, {}, partnerHeaders(member, SECRET_B, 'mediazone', clock.now + 1000))).statusCode).toBe(200);
      expect((await partnerCall('POST', '/games/zekiye/attempts', member, {}, partnerHeaders(member, 'a-secret-nobody-configured-0123456789', 'mediazone', clock.now + 2000))).statusCode).toBe(403);
      expect((await partnerCall('POST', '/games/zekiye/attempts', member, {}, partnerHeaders(member, SECRET_A, 'unknown-org', clock.now + 3000))).statusCode).toBe(403);
      await partnerApp.close();
    });
  });

  describe('Bilpop', () => {
    it('asks one question per category in the unlocked mode, and opens the next after 30 correct answers', async () => {
      const member = await fixtures.member();
      await testDb.db.query(`INSERT INTO game_category_progress (user_id, game, category, mode, correct, stars) VALUES ($1, 'bilpop', 'film', 1, 29, 0)`, [member.id]);
      const attempt = (await call('POST', '/games/bilpop/attempts', member, {}, TR)).json<Attempt>();
      const questions = attempt.state['questions'] as number[];
      expect(questions).toEqual([0, 3, 6, 9, 12]);
      const puzzle = (await call('GET', '/games/bilpop/daily-question/', null, undefined, TR)).json<Puzzle>();
      const shown = puzzle.content['questions'] as { index: number; category: string; mode: number; question: string }[];
      let token = attempt.token;
      for (const index of questions) {
        const question = shown[index] as { category: string; mode: number; question: string };
        const bankItem = TEST_BANKS.bilpop.tr.find((item) => item.question === question.question);
        clock.advance(5000);
        const answered = await call('POST', '/games/bilpop/attempts/moves', member, { token, index, option: bankItem?.correct }, TR);
        expect(answered.statusCode).toBe(200);
        const body = answered.json<Attempt>();
        // Right or wrong is told; the right option is not, until the day is over.
        expect(body.state['revealed']).toEqual({});
        token = body.token;
      }
      const status = (await call('GET', `/players/me/statuses/bilpop/${puzzle.id}`, member, undefined, TR)).json<PlayerStatus>();
      expect(status.attempt).toMatchObject({ status: 'won', score: 5 * (100 + 30) });
      expect(status.progress?.['film']).toEqual({ mode: 2, correct: 0, stars: 0 });
      expect(status.progress?.['music']).toEqual({ mode: 1, correct: 1, stars: 3 });
      expect(status.stats.distribution[5]).toBe(1);
      const outside = await call('POST', '/games/bilpop/attempts/moves', member, { token, index: 1, option: 0 }, TR);
      expect(outside.statusCode).toBe(409);
    });
  });
});
