import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { LocalRealtimeBus, type RealtimeBus, type RealtimeListener } from '@meydan/api/core';
import { type BreakerLog, type CircuitBreaker, FAIL_FAST_REDIS_OPTIONS, guardedRedis, isRedisOutage, redisBreaker, reportConnectionErrors } from '@meydan/shared/util/resilience';

/** The part of a Fastify/pino logger the bus uses. */
export interface RealtimeBusLog {
  warn(object: object, message: string): void;
}

export interface RedisRealtimeBusOptions {
  /** REDIS_URL. */
  url: string;
  /** Replicas whose buses share the prefix share their events (default `meydan:realtime:`); tests use their own. */
  channelPrefix?: string;
  log?: RealtimeBusLog;
  /** Where a Redis outage is logged (once when it starts, once when it ends; see redisBreaker). */
  breakerLog?: BreakerLog;
  connectTimeoutMs?: number;
  /** Budget of one PUBLISH; a slower Redis drops the event for the other replicas (default 500 ms). */
  commandTimeoutMs?: number;
}

export const DEFAULT_REALTIME_CHANNEL_PREFIX = 'meydan:realtime:';
/** One warning per this interval while Redis stays down, with the number held back. */
const WARN_INTERVAL_MS = 10_000;
/** Wait before subscribing again after a SUBSCRIBE failed on a live connection. */
const SUBSCRIBE_RETRY_MS = 1000;

/** One event on the wire: the publishing bus, the topic and the value. */
interface Envelope {
  o: string;
  t: string;
  v: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return typeof e['o'] === 'string' && typeof e['t'] === 'string' && 'v' in e;
}

/**
 * Realtime fan-out across API replicas (ARCHITECTURE §1) over Redis pub/sub: one publisher and
 * one subscriber connection, one channel (`{prefix}events`) that every replica hears; each
 * replica's socket server keeps the events of the topics its own sockets hold.
 *
 * Degradation, by design: an event is handed to this replica's listeners at once, before and
 * whatever Redis does, and the copy that comes back from Redis is skipped (the envelope names its
 * bus). So with Redis slow or down a replica's own sockets still get its own events, and only the
 * other replicas miss them (clients catch up by refetching). Commands are never queued while
 * disconnected and each has a short timeout, so a publish never holds up the write that caused
 * it; the connections retry in the background and fan-out resumes by itself. Publishes go through
 * the process's Redis breaker: while Redis is down or hung none is attempted, and the outage is
 * logged once.
 */
export class RedisRealtimeBus implements RealtimeBus {
  private readonly local = new LocalRealtimeBus();
  private readonly id = randomUUID();
  private readonly channel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly log: RealtimeBusLog;
  private readonly breaker: CircuitBreaker;
  private subscribed = false;
  private readonly onSubscribed = new Set<() => void>();
  private closed = false;
  private lastWarningAt = 0;
  private heldBack = 0;
  private subscribeRetry: NodeJS.Timeout | undefined;

  constructor(options: RedisRealtimeBusOptions) {
    this.channel = `${options.channelPrefix ?? DEFAULT_REALTIME_CHANNEL_PREFIX}events`;
    this.log = options.log ?? { warn: () => undefined };
    const common: RedisOptions = {
      // Reconnection keeps trying in the background: fan-out resumes when Redis is back.
      ...FAIL_FAST_REDIS_OPTIONS,
      connectTimeout: options.connectTimeoutMs ?? FAIL_FAST_REDIS_OPTIONS.connectTimeout,
      commandTimeout: options.commandTimeoutMs ?? 500,
      // How long a disconnect waits for the socket to end before cutting it (ioredis keeps the
      // process alive that long, 2 s by default, even when the socket is already gone).
      disconnectTimeout: 250,
    };
    this.publisher = new Redis(options.url, { ...common, connectionName: 'meydan-realtime-pub' });
    // Subscribed again by hand on every (re)connection, rather than through ioredis's replay.
    this.subscriber = new Redis(options.url, { ...common, connectionName: 'meydan-realtime-sub', autoResubscribe: false });
    // Connection errors (also needed as listeners: ioredis would report them as unhandled 'error'
    // events) count toward the breaker, which logs the outage once.
    this.breaker = redisBreaker(options.url, options.breakerLog);
    reportConnectionErrors(this.publisher, this.breaker);
    reportConnectionErrors(this.subscriber, this.breaker);
    this.subscriber.on('ready', () => void this.listen());
    this.subscriber.on('close', () => (this.subscribed = false));
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
  }

  publish(topicId: string, value: unknown): void {
    if (this.closed) return;
    this.local.publish(topicId, value);
    let payload: string;
    try {
      payload = JSON.stringify({ o: this.id, t: topicId, v: value } satisfies Envelope);
    } catch (error) {
      this.warn(error as Error, 'realtime event is not serializable');
      return;
    }
    void guardedRedis(
      this.breaker,
      this.publisher,
      () => this.publisher.publish(this.channel, payload),
      (error) => {
        if (error !== undefined && !isRedisOutage(error)) this.warn(error as Error, 'realtime event not fanned out to the other replicas');
        return 0;
      },
    );
  }

  subscribe(listener: RealtimeListener): () => void {
    return this.local.subscribe(listener);
  }

  /**
   * Resolves true once the bus works both ways: the subscriber listens (events of the other
   * replicas arrive) and the publisher is connected (its events leave: it fails fast, so an event
   * published before it connects reaches only this replica); false if not within `timeoutMs`
   * or on close. For tests and start-up logs; publishing never waits for it.
   */
  ready(timeoutMs = 2000): Promise<boolean> {
    const connected = () => this.subscribed && this.publisher.status === 'ready';
    if (connected()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const check = () => {
        if (connected() || this.closed) finish();
      };
      const finish = () => {
        clearTimeout(timer);
        this.onSubscribed.delete(check);
        this.publisher.off('ready', check);
        resolve(connected());
      };
      const timer = setTimeout(finish, timeoutMs);
      this.onSubscribed.add(check);
      this.publisher.on('ready', check);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.subscribeRetry);
    await this.local.close();
    for (const done of [...this.onSubscribed]) done();
    await Promise.all([quit(this.publisher), quit(this.subscriber)]);
  }

  private async listen(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
      this.subscribed = true;
      for (const done of [...this.onSubscribed]) done();
    } catch (error) {
      this.warn(error as Error, 'realtime Redis subscription failed');
      // A lost connection subscribes again on its next 'ready'. But a SUBSCRIBE can also time out
      // on a live connection (a replica whose event loop was busy past the command timeout, e.g.
      // while starting up): nothing else would ever retry it, and the replica would stay deaf to
      // the others' events for good.
      this.subscribeRetry = setTimeout(() => {
        if (!this.closed && !this.subscribed && this.subscriber.status === 'ready') void this.listen();
      }, SUBSCRIBE_RETRY_MS);
      this.subscribeRetry.unref();
    }
  }

  private receive(channel: string, message: string): void {
    if (channel !== this.channel) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(message);
    } catch {
      return;
    }
    // Our own events were delivered locally when published.
    if (!isEnvelope(envelope) || envelope.o === this.id) return;
    this.local.publish(envelope.t, envelope.v);
  }

  /** Logs a Redis failure at most once per interval: a down Redis must not flood the logs. */
  private warn(error: Error, message: string): void {
    if (this.closed) return;
    const now = Date.now();
    if (now - this.lastWarningAt < WARN_INTERVAL_MS) {
      this.heldBack += 1;
      return;
    }
    this.log.warn({ err: error, heldBack: this.heldBack }, message);
    this.lastWarningAt = now;
    this.heldBack = 0;
  }
}

/** QUIT when connected (bounded by the command timeout), else just drop the connection. */
async function quit(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: cut it.
    }
  }
  redis.disconnect();
}

export interface CreateRealtimeBusOptions {
  /** REDIS_URL: fan-out across replicas; without it events stay in this process. */
  redisUrl?: string;
  channelPrefix?: string;
  log?: RealtimeBusLog;
  breakerLog?: BreakerLog;
}

/** Redis pub/sub when a URL is configured (several replicas), else the in-process bus (one process). */
export function createRealtimeBus(options: CreateRealtimeBusOptions = {}): RealtimeBus {
  return options.redisUrl ? new RedisRealtimeBus({ url: options.redisUrl, channelPrefix: options.channelPrefix, log: options.log, breakerLog: options.breakerLog }) : new LocalRealtimeBus();
}
