import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { boardPeriodOf, gameDayOf } from '@meydan/games/engine';
import { seedGames } from './games-seed';

jest.setTimeout(120_000);

describe('seedGames', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.db.query(`INSERT INTO users (username, email, email_verified) VALUES ('uye', 'member@meydan.local', true)`);
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('writes 62 days of puzzles per game and edition, demo players on every board, and a streak for uye; a second run adds nothing', async () => {
    const now = Date.parse('2026-11-28T09:00:00Z');
    const first = await seedGames(testDb.db, now);
    expect(first.puzzles).toBe(62 * 4 * 3);
    expect(first.players).toBe(13);
    expect(first.results).toBeGreaterThan(400);
    const week = boardPeriodOf('weekly', gameDayOf(now - 86_400_000));
    for (const game of ['emojile', 'bilpop', 'zekiye', '2048']) {
      const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_scores WHERE game = $1 AND period = $2', [game, week]);
      expect(rows[0]?.n).toBeGreaterThan(5);
    }
    const streak = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_results r JOIN users u ON u.id = r.user_id WHERE u.username = 'uye' AND r.game = 'emojile' AND r.won`,
    );
    expect(streak.rows[0]?.n).toBe(7);
    // Live Tic Tac Toe Football matches between demo players, played to their end, on the boards.
    expect(first.matches).toBeGreaterThan(5);
    const matches = await testDb.db.query<{ status: string; finished: boolean; winner: string | null }>(
      `SELECT status, (state->>'finished')::boolean AS finished, state->>'winner' AS winner FROM ttt_matches`,
    );
    expect(matches.rows.every((row) => row.status === 'finished' && row.finished)).toBe(true);
    const tttBoard = await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_scores WHERE game = 'ttt-football' AND period = 'all'`);
    expect(tttBoard.rows[0]?.n).toBeGreaterThan(2);
    const again = await seedGames(testDb.db, now);
    expect(again).toMatchObject({ puzzles: 0, results: 0, matches: 0 });
  });
});
