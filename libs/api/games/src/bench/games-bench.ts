/**
 * `npm run bench -- games` (issue 16): leaderboard writes and reads with 100,000 members on one
 * board, on PostgreSQL alone and, with `--redis`, with the Redis mirror. The boards are this
 * lib's own (BoardsService, the code the API runs); tools/bench starts this script, it is never
 * part of the product. Target: the top 100 and a member's rank each at p95 ≤ 20 ms on PostgreSQL.
 *
 * Environment: BENCH_GAMES_MEMBERS (default 100000), BENCH_GAMES_READS (default 500),
 * BENCH_GAMES_WRITES (default 2000), REDIS_URL with --redis (default redis://127.0.0.1:6379).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createTestDatabase } from '@meydan/api/db';
import { boardPeriodOf, gameDayOf, seededRandom } from '@meydan/games/engine';
import { BoardsRepository } from '../boards/boards.repository';
import { BoardsService } from '../boards/boards.service';
import { RedisBoardMirror } from '../boards/redis-board-mirror';

const TARGET_P95_MS = 20;

function count(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

function summary(samples: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  const members = count('BENCH_GAMES_MEMBERS', 100_000);
  const reads = count('BENCH_GAMES_READS', 500);
  const writes = count('BENCH_GAMES_WRITES', 2000);
  const withRedis = process.argv.includes('--redis');
  console.log(`machine (start): load average ${loadavg().map((v) => v.toFixed(2)).join(' / ')}`);
  const testDb = await createTestDatabase({ engine: 'postgres' });
  if (testDb.kind !== 'pg') throw new Error('the games bench needs PostgreSQL (127.0.0.1:5432 or DATABASE_URL)');
  const { db } = testDb;
  const mirror = withRedis ? new RedisBoardMirror(new BoardsRepository(db), { url: process.env['REDIS_URL'] || 'redis://127.0.0.1:6379', keyPrefix: `meydan:bench:${Date.now()}:` }) : undefined;
  try {
    const day = gameDayOf(Date.now());
    const started = performance.now();
    await db.query(
      `INSERT INTO users (username, email, name) SELECT 'bench' || i, 'bench' || i || '@bench.local', 'Bench ' || i FROM generate_series(1, $1) AS i`,
      [members],
    );
    // One board's four periods, as ranked results would leave them: scores spread like 2048's.
    for (const duration of ['daily', 'weekly', 'monthly', 'all-time'] as const) {
      await db.query(
        `INSERT INTO game_scores (game, period, user_id, score, extra, achieved_at)
         SELECT '2048', $1, id, (1000 + floor(random() * 60000))::int, '{}', now() - random() * interval '1 day' FROM users WHERE username LIKE 'bench%'`,
        [boardPeriodOf(duration, day)],
      );
    }
    await db.exec('ANALYZE game_scores; ANALYZE users;');
    console.log(`${members.toLocaleString('en')} members on the 2048 board's four periods in ${((performance.now() - started) / 1000).toFixed(1)} s (PostgreSQL${mirror ? ' + Redis mirror' : ' alone'})`);

    const boards = new BoardsService(db, { mediaBaseUrl: '/media' }, mirror);
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM users WHERE username LIKE 'bench%'`);
    const ids = rows.map((row) => row.id);
    const random = seededRandom('games-bench');
    const pick = () => ids[Math.floor(random() * ids.length)] as string;

    // Warm-up: plans cached, and the mirror (if any) built.
    for (let i = 0; i < 20; i++) {
      await boards.board('2048', 'daily', day, 100, pick());
      await boards.playerRank('2048', 'daily', day, pick());
    }

    const top: number[] = [];
    const rank: number[] = [];
    for (let i = 0; i < reads; i++) {
      let t = performance.now();
      await boards.board('2048', 'daily', day, 100, null);
      top.push(performance.now() - t);
      t = performance.now();
      await boards.playerRank('2048', 'daily', day, pick());
      rank.push(performance.now() - t);
    }

    const writeStarted = performance.now();
    for (let i = 0; i < writes; i++) {
      const userId = pick();
      const score = 1000 + Math.floor(random() * 70000);
      await db.transaction((tx) => boards.record(tx, { game: '2048', userId, day, score, extra: { maxTile: 2048 }, at: new Date() }));
    }
    const writeSeconds = (performance.now() - writeStarted) / 1000;

    const topSummary = summary(top);
    const rankSummary = summary(rank);
    const verdict = (p95: number) => (p95 <= TARGET_P95_MS ? 'met' : 'NOT met');
    console.log(`\nreads (${reads} each, sequential):`);
    console.log(`  top 100          p50 ${ms(topSummary.p50)}  p95 ${ms(topSummary.p95)}  p99 ${ms(topSummary.p99)}  target p95 ≤ ${TARGET_P95_MS} ms: ${verdict(topSummary.p95)}`);
    console.log(`  a member's rank  p50 ${ms(rankSummary.p50)}  p95 ${ms(rankSummary.p95)}  p99 ${ms(rankSummary.p99)}  target p95 ≤ ${TARGET_P95_MS} ms: ${verdict(rankSummary.p95)}`);
    console.log(`writes: ${writes} ranked results (4 board periods each, one transaction each) in ${writeSeconds.toFixed(1)} s = ${(writes / writeSeconds).toFixed(0)} results/s`);
    console.log(`machine (end): load average ${loadavg().map((v) => v.toFixed(2)).join(' / ')}`);
  } finally {
    await mirror?.close();
    await testDb.cleanup();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
