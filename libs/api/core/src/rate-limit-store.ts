import type { Redis } from 'ioredis';
import { type CircuitBreaker, guardedRedis } from '@meydan/shared/util/resilience';

/** One count as @fastify/rate-limit's stores report it: requests in the window and its ms left. */
export interface Count {
  current: number;
  ttl: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in this process, bounded in keys (the least recently counted go first, so
 * a flood of addresses cannot grow the heap). They count every request, Redis or not: when Redis
 * goes away a replica goes on from its own counts of the window instead of from zero.
 */
export class LocalCounters {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  incr(key: string, windowMs: number): Count {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) window = { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
    return { current: window.count, ttl: window.resetAt - now };
  }
}

/**
 * INCR with the window's expiry set by the first request of the window (and set again should the
 * key have lost it), answering the count and the ms left: the shared counter of every replica.
 */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type RedisWithIncr = Redis & { meydanRateIncr(key: string, windowMs: number): Promise<[number, number]> };

export function defineRateCommand(redis: Redis): RedisWithIncr {
  redis.defineCommand('meydanRateIncr', { numberOfKeys: 1, lua: INCR_SCRIPT });
  return redis as RedisWithIncr;
}

export interface SharedCounter {
  redis: RedisWithIncr;
  breaker: CircuitBreaker;
}

type Callback = (error: Error | null, result: Count) => void;

/**
 * A store for @fastify/rate-limit (its `store` option): Redis counts shared by every replica when
 * Redis answers; this process's own counts (LocalCounters) while it does not, so the limits still
 * hold, per replica (README, Configuration). Calls to Redis go through the process's Redis breaker:
 * a dead or hung Redis costs nothing per request once it is open.
 */
export function fallbackRateLimitStore(prefix: string, local: LocalCounters, shared: SharedCounter | undefined) {
  return class FallbackRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const counted = local.incr(prefix + key, timeWindow);
      if (!shared) return callback(null, counted);
      void guardedRedis(
        shared.breaker,
        shared.redis,
        async () => {
          const [current, ttl] = await shared.redis.meydanRateIncr(prefix + key, timeWindow);
          return { current, ttl };
        },
        () => counted,
      ).then((result) => callback(null, result));
    }

    /** Limiters built with createRateLimit are keyed by their own names: no route part in the key. */
    child(): FallbackRateLimitStore {
      return this;
    }
  };
}
