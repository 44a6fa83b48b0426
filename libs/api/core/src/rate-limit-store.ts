import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** Counts one hit of a fixed window: the count and the window's remaining milliseconds (a key left without expiry gets one). */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const COMMAND = 'meydanRateLimitHit';

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/**
 * @fastify/rate-limit's counters in Redis under `${nameSpace}${key}`. The library's own Redis
 * store puts the route's method and URL between the two, and limiters made with createRateLimit
 * have no route: every key read `meydan:auth-rate:undefinedundefined-login:…`. Our keys already
 * name their limiter (`login:203.0.113.7`), so nothing goes between.
 */
export function namedRedisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hit = (redis as unknown as Record<typeof COMMAND, HitCommand>)[COMMAND].bind(redis);
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      hit(`${nameSpace}${key}`, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => callback(error),
      );
    },
    // Every limiter of the plugin shares the one key space; the keys carry the limiter's name.
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
