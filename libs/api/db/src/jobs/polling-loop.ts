import type { Queryable } from '../db.types';
import { isDatabaseUnreachable } from '../unavailable';

/**
 * The scheduling of a polling worker (the jobs table's JobWorker, which also sends mail and
 * pushes, and the content rankings' refresh): poll every `pollIntervalMs`, run a round at once on
 * `nudge()`, keep claiming while full batches come back, sweep old rows at most once per `sweepEveryMs`, and stop
 * cleanly. What a round claims and does is the owner's `runOnce`.
 *
 * Timers are unref'd: a started loop never keeps the process alive.
 */
export interface PollingLoopOptions {
  /** Named in the log line of a failed round ("job worker", "mail worker"). */
  name: string;
  pollIntervalMs: number;
  batchSize: number;
  /** stop() waits this long for the round in flight. */
  stopTimeoutMs: number;
  /** One claim of at most batchSize rows; answers how many it claimed. */
  runOnce(): Promise<{ claimed: number }>;
  /** Deletes old finished rows; run after a drained round, at most once per sweepEveryMs. */
  sweep(): Promise<void>;
  sweepEveryMs: number;
  now: () => number;
  logger: { error(object: object, message: string): void };
}

/**
 * The settings an outbox-style worker (a table of rows claimed with SKIP LOCKED, retried with a
 * backoff, swept when old) shares with the others; each worker adds its own and its defaults.
 */
export interface OutboxWorkerSettings {
  db: Queryable;
  /** How often the table is polled when nobody nudges. */
  pollIntervalMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claim holds a row; a row still claimed after it is taken back. */
  claimTimeoutMs?: number;
  /** Backoff per failed attempt; max attempts = its length + 1. */
  retryDelaysMs?: readonly number[];
  /** Each delay grows by up to this fraction at random, so rows failed together do not retry together. */
  retryJitter?: number;
  /** Finished rows are deleted after this long. */
  retentionMs?: number;
  /** stop() waits this long for the row in flight; it is retried after the claim timeout. */
  stopTimeoutMs?: number;
  now?: () => number;
  random?: () => number;
}

/** When a row that failed its `attempts`-th attempt runs again: the attempt's delay plus jitter. */
export function retryTime(settings: Required<Pick<OutboxWorkerSettings, 'retryDelaysMs' | 'retryJitter' | 'now' | 'random'>>, attempts: number): Date {
  const wait = (settings.retryDelaysMs[attempts - 1] ?? 0) * (1 + settings.retryJitter * settings.random());
  return new Date(settings.now() + Math.round(wait));
}

export function delay(ms: number): { promise: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** Rejects with `message` when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  const timeout = delay(ms);
  return Promise.race([promise, timeout.promise.then(() => Promise.reject(new Error(message)))]).finally(timeout.cancel);
}

export class PollingLoop {
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private active: Promise<void> | undefined;
  private again = false;
  private lastSweep = Number.NEGATIVE_INFINITY;
  /** The last round failed for want of a database (its log line is written once per outage). */
  private databaseDown = false;

  constructor(private readonly options: PollingLoopOptions) {}

  get isRunning(): boolean {
    return this.started;
  }

  /** True from stop() on: a round in progress hands back what it has not started. */
  get isStopping(): boolean {
    return this.stopping;
  }

  /** Starts polling with a round right away. Idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.round();
  }

  /** Runs a round now (or right after the one in progress). No-op while stopped. */
  nudge(): void {
    if (!this.started) return;
    if (this.active) this.again = true;
    else this.round();
  }

  /** Resolves when no round is in progress. */
  async idle(): Promise<void> {
    while (this.active) await this.active;
  }

  /** Stops polling and waits (up to stopTimeoutMs) for the round in progress. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.active) return;
    const timeout = delay(this.options.stopTimeoutMs);
    await Promise.race([this.active, timeout.promise]);
    timeout.cancel();
  }

  private round(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.active = this.drain()
      .then(() => {
        this.databaseDown = false;
      })
      .catch((error: unknown) => {
        // A database outage fails every round alike: one line when it starts, not one per poll.
        if (!isDatabaseUnreachable(error)) this.options.logger.error({ err: error }, `${this.options.name} round failed`);
        else if (!this.databaseDown) this.options.logger.error({ code: 'DATABASE_UNAVAILABLE' }, `${this.options.name}: the database is unavailable; polling on until it is back`);
        this.databaseDown = isDatabaseUnreachable(error);
      })
      .finally(() => {
        this.active = undefined;
        if (!this.started) return;
        if (this.again) return this.round();
        this.timer = setTimeout(() => this.round(), this.options.pollIntervalMs);
        this.timer.unref();
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      const { claimed } = await this.options.runOnce();
      if (!this.started || claimed < this.options.batchSize) break;
    }
    if (!this.started) return;
    const now = this.options.now();
    if (now - this.lastSweep < this.options.sweepEveryMs) return;
    this.lastSweep = now;
    await this.options.sweep();
  }
}

/**
 * A worker driven by a PollingLoop (the jobs worker, the ranking refresh): start, nudge, idle and
 * stop are the loop's; the subclass says what one round claims and what the sweep deletes.
 */
export abstract class PollingWorker {
  private readonly loop: PollingLoop;

  protected constructor(settings: Omit<PollingLoopOptions, 'runOnce' | 'sweep'>) {
    this.loop = new PollingLoop({ ...settings, runOnce: () => this.runOnce(), sweep: () => this.sweep() });
  }

  /** One claim of at most a batch; usable without start() (tests, scripts). */
  abstract runOnce(): Promise<{ claimed: number }>;

  /** Deletes old finished rows (the loop runs it at most once per sweepEveryMs). */
  protected abstract sweep(): Promise<void>;

  /** True from stop() on: a round in progress hands back what it has not started. */
  protected get stopping(): boolean {
    return this.loop.isStopping;
  }

  get isRunning(): boolean {
    return this.loop.isRunning;
  }

  /** Starts polling with a round right away. Idempotent. */
  start(): void {
    this.loop.start();
  }

  /** Runs a round now (or right after the one in progress). No-op while stopped. */
  nudge(): void {
    this.loop.nudge();
  }

  /** Resolves when no round is in progress. */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** Stops polling and waits (up to stopTimeoutMs) for the round in progress. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
