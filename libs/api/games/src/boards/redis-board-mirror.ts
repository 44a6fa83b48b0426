import { Redis } from 'ioredis';
import { type BreakerLog, type CircuitBreaker, FAIL_FAST_REDIS_OPTIONS, guardedRedis, redisBreaker, reportConnectionErrors } from '@meydan/shared/util/resilience';
import type { BoardsRepository, StoredScore } from './boards.repository';

/**
 * The boards' Redis mirror (issue 16 item 4): one sorted set per game and period, so the top of
 * a board and a member's place are one Redis call each however many members play. PostgreSQL
 * stays the source of truth:
 * - a board missing from Redis is rebuilt from PostgreSQL by one replica (a lock), written under
 *   a temporary key and renamed into place, so readers never see half a board;
 * - a rebuilt board lives 5 minutes and is then rebuilt, so whatever Redis missed while it was
 *   unreachable (a write it never saw) heals within that time; writes do not extend its life;
 * - a write reaches Redis only when the board exists there (a script), never creating a partial
 *   board;
 * - every command is behind the process's Redis breaker: with Redis down or hung, every answer
 *   comes from PostgreSQL at once (`null` here means "ask PostgreSQL").
 *
 * The member's score is packed with the time it was reached (earlier ranks higher among equal
 * scores): score × 2³¹ + (2³¹ − 1 − seconds since 2026-01-01), exact in a double for every score
 * up to 2048's maximum. Equal scores reached in the same second may order differently from
 * PostgreSQL's millisecond order.
 */
export const MIRROR_TTL_SECONDS = 300;
const TIE_BITS = 2 ** 31;
const TIME_ORIGIN_MS = Date.UTC(2026, 0, 1);
/** Marks a board that exists but is empty; always last, never listed. */
const EMPTY_MARK = '~';

export function packScore(score: number, achievedAt: string | Date): number {
  const seconds = Math.max(0, Math.floor((new Date(achievedAt).getTime() - TIME_ORIGIN_MS) / 1000));
  return score * TIE_BITS + (TIE_BITS - 1 - Math.min(seconds, TIE_BITS - 1));
}

export function unpackScore(packed: number): number {
  return Math.floor(packed / TIE_BITS);
}

interface MirrorRedis extends Redis {
  zaddIfExists(key: string, score: number, member: string): Promise<number>;
}

export interface BoardMirrorOptions {
  url: string;
  keyPrefix?: string;
  log?: BreakerLog;
}

export class RedisBoardMirror {
  readonly breaker: CircuitBreaker;
  private readonly redis: MirrorRedis;
  private readonly prefix: string;

  constructor(
    private readonly repository: BoardsRepository,
    options: BoardMirrorOptions,
  ) {
    this.prefix = options.keyPrefix ?? 'meydan:games:board:';
    const redis = new Redis(options.url, FAIL_FAST_REDIS_OPTIONS);
    redis.defineCommand('zaddIfExists', {
      numberOfKeys: 1,
      lua: "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2]) end return -1",
    });
    this.redis = redis as MirrorRedis;
    this.breaker = redisBreaker(options.url, options.log);
    reportConnectionErrors(this.redis, this.breaker);
  }

  private key(game: string, period: string): string {
    return `${this.prefix}${game}:${period}`;
  }

  private run<T>(command: () => Promise<T>): Promise<T | null> {
    return guardedRedis<T | null>(this.breaker, this.redis, command, () => null);
  }

  /** After PostgreSQL committed a member's new standing. */
  async update(game: string, period: string, userId: string, stored: StoredScore): Promise<void> {
    await this.run(() => this.redis.zaddIfExists(this.key(game, period), packScore(stored.score, stored.achievedAt), userId));
  }

  /** Whether the board is in Redis, rebuilding it when it is not and no other replica is. */
  private async ready(game: string, period: string): Promise<boolean> {
    const key = this.key(game, period);
    const exists = await this.run(() => this.redis.exists(key));
    if (exists === null) return false;
    if (exists === 1) return true;
    const lock = await this.run(() => this.redis.set(`${key}:rebuild`, '1', 'PX', 10_000, 'NX'));
    if (lock !== 'OK') return false;
    try {
      const rows = await this.repository.all(game, period);
      const temporary = `${key}:building`;
      const written = await this.run(async () => {
        const pipeline = this.redis.multi().del(temporary).zadd(temporary, '-inf', EMPTY_MARK);
        for (let i = 0; i < rows.length; i += 1000) {
          const chunk = rows.slice(i, i + 1000).flatMap((row) => [packScore(row.score, row.achieved_at), row.user_id]);
          pipeline.zadd(temporary, ...chunk);
        }
        await pipeline.expire(temporary, MIRROR_TTL_SECONDS).rename(temporary, key).exec();
        return true;
      });
      return written === true;
    } finally {
      await this.run(() => this.redis.del(`${key}:rebuild`));
    }
  }

  /** The first `limit` member ids with their scores, or null (ask PostgreSQL). */
  async top(game: string, period: string, limit: number): Promise<{ userId: string; score: number }[] | null> {
    if (!(await this.ready(game, period))) return null;
    const flat = await this.run(() => this.redis.zrevrange(this.key(game, period), 0, limit, 'WITHSCORES'));
    if (flat === null) return null;
    const entries: { userId: string; score: number }[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      if (flat[i] === EMPTY_MARK) continue;
      entries.push({ userId: flat[i] as string, score: unpackScore(Number(flat[i + 1])) });
    }
    return entries.slice(0, limit);
  }

  /**
   * A member's place (0 when not on the board: 1 + the members with a higher score, as
   * PostgreSQL counts it) and the board's size, or null (ask PostgreSQL).
   */
  async place(game: string, period: string, userId: string): Promise<{ rank: number; players: number } | null> {
    if (!(await this.ready(game, period))) return null;
    const key = this.key(game, period);
    return this.run(async () => {
      const results = await this.redis.multi().zscore(key, userId).zcard(key).exec();
      const packed = results?.[0]?.[1] as string | null;
      const players = Math.max(0, (results?.[1]?.[1] as number) - 1);
      if (packed === null) return { rank: 0, players };
      // Every higher score packs to at least (score + 1) × 2³¹, whenever it was reached.
      const above = await this.redis.zcount(key, (unpackScore(Number(packed)) + 1) * TIE_BITS, '+inf');
      return { rank: above + 1, players };
    });
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
