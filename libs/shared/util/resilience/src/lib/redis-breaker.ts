import { type BreakerLog, CircuitBreaker } from './circuit-breaker';

/**
 * ioredis settings every Redis user of the platform starts from, so that a dead or hung Redis
 * fails a command at once instead of queueing it: no offline queue (a command while disconnected
 * is refused, not held until a reconnection), no retry of a command whose connection dropped, a
 * short budget per command and per connection attempt. Reconnection keeps trying in the
 * background at most a second apart, so Redis is used again about a second after it returns.
 * Users lower or raise commandTimeout for their own calls.
 */
export const FAIL_FAST_REDIS_OPTIONS = {
  connectTimeout: 1000,
  commandTimeout: 150,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 1000),
} as const;

/** Replies that mean "not now" (loading its data, busy with a script, failing over): an outage. */
const UNAVAILABLE_REPLY = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN)\b/;

/**
 * Whether a Redis error is an outage (refused or lost connection, timeout, not-now reply) rather
 * than a reply about the command itself (ioredis' ReplyError: Redis is up and answered).
 */
export function isRedisOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name !== 'ReplyError' || (typeof message === 'string' && UNAVAILABLE_REPLY.test(message));
}

/** The part of an ioredis client the guard reads: its connection state. */
export interface RedisConnectionState {
  readonly status: string;
}

/** The part of an ioredis client whose connection errors feed the breaker. */
export interface RedisEventSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

const REGISTRY = Symbol.for('meydan.redis-breakers');

interface Registry {
  breakers: Map<string, CircuitBreaker>;
  /** Breakers given a process logger already (the first one wins). */
  logged: WeakSet<CircuitBreaker>;
}

/*
 * On globalThis, not in a module variable: in all-in-one mode the web tier and the API are
 * separate bundles in one process, each with its own copy of this module, and they must share
 * one breaker (one outage, one log line, one probe).
 */
function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= { breakers: new Map(), logged: new WeakSet() };
  return holder[REGISTRY];
}

/** "Redis at host:port": the log's name for a server, never its credentials. */
function serverName(url: string): string {
  try {
    const parsed = new URL(url);
    return `Redis at ${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'Redis';
  }
}

/**
 * The process's one breaker for the Redis server at `url`, shared by all its users (HTTP cache,
 * page cache and purge, rate limits, realtime fan-out). `log`, when given, becomes where its
 * outage lines go unless an earlier user already gave one.
 */
export function redisBreaker(url: string, log?: BreakerLog): CircuitBreaker {
  const { breakers, logged } = registry();
  let breaker = breakers.get(url);
  if (!breaker) {
    breaker = new CircuitBreaker({ name: serverName(url), isFailure: isRedisOutage });
    breakers.set(url, breaker);
  }
  if (log && !logged.has(breaker)) {
    breaker.useLog(log);
    logged.add(breaker);
  }
  return breaker;
}

/**
 * A client's connection errors (refused reconnections, a dropped socket) count toward opening the
 * breaker; they are logged by it, once per outage, instead of once per event.
 */
export function reportConnectionErrors(client: RedisEventSource, breaker: CircuitBreaker): void {
  client.on('error', (error) => breaker.recordFailure(error));
}

/**
 * A Redis command behind the breaker: `fallback` answers at once, without touching Redis, while
 * the client is not connected (starting, or reconnecting after a loss its error events reported)
 * or the breaker is open; and when the command fails or times out.
 */
export function guardedRedis<T>(breaker: CircuitBreaker, client: RedisConnectionState, command: () => Promise<T>, fallback: (error?: unknown) => T | Promise<T>): Promise<T> {
  if (client.status !== 'ready') return breaker.skip(fallback);
  return breaker.run(command, fallback);
}
