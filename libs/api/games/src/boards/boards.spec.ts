import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { seededRandom } from '@meydan/games/engine';
import { BoardsRepository } from './boards.repository';
import { BoardsService, competitionRanks } from './boards.service';
import { RedisBoardMirror } from './redis-board-mirror';

jest.setTimeout(120_000);

const REDIS_URL = process.env['REDIS_URL'] || 'redis://127.0.0.1:6379';
const DAY = '2026-11-28';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe('boards', () => {
  let testDb: TestDatabase;
  let service: BoardsService;
  const users: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    service = new BoardsService(testDb.db, { mediaBaseUrl: '/media' });
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO users (username, email) SELECT 'board' || i, 'board' || i || '@example.com' FROM generate_series(1, 300) AS i RETURNING id`,
    );
    users.push(...rows.map((row) => row.id));
    const random = seededRandom('boards-spec');
    // Three ranked results per member over three days of one week: sums (Zekiye) and bests (2048), with ties.
    for (const [index, userId] of users.entries()) {
      for (const day of ['2026-11-23', '2026-11-24', DAY]) {
        const at = new Date(Date.parse(`${day}T10:00:00Z`) + index * 1000);
        await testDb.db.transaction(async (tx) => {
          await service.record(tx, { game: 'zekiye', userId, day, score: 100 * Math.floor(random() * 6), extra: {}, at });
          await service.record(tx, { game: '2048', userId, day, score: Math.floor(random() * 70_000), extra: {}, at });
        });
      }
    }
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  /** The place by definition: 1 + the members with a higher score. */
  async function naivePlace(game: string, period: string, userId: string): Promise<number> {
    const { rows } = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_scores WHERE game = $1 AND period = $2 AND score > (SELECT score FROM game_scores WHERE game = $1 AND period = $2 AND user_id = $3)`,
      [game, period, userId],
    );
    return (rows[0]?.n ?? 0) + 1;
  }

  it('ranks equal scores together', () => {
    expect(competitionRanks([900, 700, 700, 700, 500, 500, 100])).toEqual([1, 2, 2, 2, 5, 5, 7]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('finds every member’s place through the bucket counts exactly as counting would', async () => {
    const repository = new BoardsRepository(testDb.db);
    for (const [game, period] of [['zekiye', 'all'], ['zekiye', '2026-W48'], ['2048', DAY], ['2048', '2026-11']] as const) {
      for (const userId of users.filter((_, index) => index % 7 === 0)) {
        expect((await repository.placeOf(game, period, userId))?.rank).toBe(await naivePlace(game, period, userId));
      }
      expect(await repository.count(game, period)).toBe(300);
    }
  });

  it('lists the top with shared places, and agrees with a member’s own place', async () => {
    const board = await service.board('zekiye', 'weekly', DAY, 100, users[5] as string);
    const scores = board.items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const item of board.items.slice(0, 30)) expect(item.rank).toBe(await naivePlace('zekiye', '2026-W48', item.player.id));
    expect(board.me?.rank).toBe(await naivePlace('zekiye', '2026-W48', users[5] as string));
    expect(board.players).toBe(300);
  });

  it('keeps the counts when an account and its results go', async () => {
    const leaving = users[10] as string;
    await testDb.db.query('DELETE FROM users WHERE id = $1', [leaving]);
    const repository = new BoardsRepository(testDb.db);
    expect(await repository.count('2048', 'all')).toBe(299);
    const { rows } = await testDb.db.query<{ buckets: number; scores: number }>(
      `SELECT (SELECT sum(players)::int FROM game_score_buckets WHERE game = '2048' AND period = 'all') AS buckets,
              (SELECT count(*)::int FROM game_scores WHERE game = '2048' AND period = 'all') AS scores`,
    );
    expect(rows[0]?.buckets).toBe(rows[0]?.scores);
    users.splice(10, 1);
  });

  it('answers the same from the Redis mirror as from PostgreSQL', async () => {
    if (!(await redisReachable())) return; // the PostgreSQL path above is the source of truth
    const prefix = `meydan:test:boards:${Date.now()}:`;
    const mirror = new RedisBoardMirror(new BoardsRepository(testDb.db), { url: REDIS_URL, keyPrefix: prefix });
    try {
      const mirrored = new BoardsService(testDb.db, { mediaBaseUrl: '/media' }, mirror);
      const plain = await service.board('2048', 'monthly', DAY, 50, users[3] as string);
      const fromRedis = await mirrored.board('2048', 'monthly', DAY, 50, users[3] as string);
      expect(fromRedis.items.map((item) => [item.player.id, item.rank, item.score])).toEqual(plain.items.map((item) => [item.player.id, item.rank, item.score]));
      expect(fromRedis.me?.rank).toBe(plain.me?.rank);
      expect(fromRedis.players).toBe(plain.players);
      // A new result reaches the mirror after its transaction commits.
      const climber = users[20] as string;
      await testDb.db.transaction((tx) => mirrored.record(tx, { game: '2048', userId: climber, day: DAY, score: 3_000_000, extra: {}, at: new Date() }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await mirrored.playerRank('2048', 'monthly', DAY, climber)).entry?.rank).toBe(1);
      expect((await service.playerRank('2048', 'monthly', DAY, climber)).entry?.rank).toBe(1);
    } finally {
      await mirror.close();
      const cleaner = new Redis(REDIS_URL);
      const keys = await cleaner.keys(`${prefix}*`);
      if (keys.length) await cleaner.del(...keys);
      cleaner.disconnect();
    }
  });
});
