/**
 * A circuit breaker for calls to a shared dependency (Redis): after `failureThreshold` failures
 * in a row it opens, and calls take their fallback at once instead of waiting for a dead or hung
 * server; after `retryAfterMs` one call is let through as a probe (half-open): its success closes
 * the breaker, its failure opens it for another `retryAfterMs`. Each outage is logged once when
 * the breaker opens and once when it closes, never once per call.
 *
 * Why not opossum: its trip rule is an error percentage over a rolling window whose counts
 * survive a close (a recovered dependency re-opens on its first hiccup), its current major needs
 * Node 22 (ARCHITECTURE §8), and every call allocates its promise wrapper and timers; what this
 * platform needs is "N consecutive failures", one probe, fallbacks that never throw, and one
 * instance shared by every user of the dependency in the process (see redis-breaker.ts).
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

/** The logger calls the breaker makes (pino's and the console adapter's shape). */
export interface BreakerLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface BreakerStats {
  /** Calls that reached the dependency. */
  calls: number;
  /** Calls that failed there (timeouts, lost connections). */
  failures: number;
  /** Calls answered by their fallback without reaching the dependency (open breaker). */
  rejected: number;
  /** Times the breaker opened (outages). */
  opened: number;
}

export interface CircuitBreakerOptions {
  /** Named in the log lines ("Redis at 127.0.0.1:6379"). */
  name: string;
  /** Failures in a row that open the breaker (default 3). */
  failureThreshold?: number;
  /** How long an open breaker refuses calls before it lets one probe through (default 1000 ms). */
  retryAfterMs?: number;
  /** Whether an error means the dependency is unavailable (default: every error does). */
  isFailure?: (error: unknown) => boolean;
  now?: () => number;
  log?: BreakerLog;
}

/** Console lines for processes without a structured logger (the web tier). */
export const CONSOLE_BREAKER_LOG: BreakerLog = {
  warn: (object, message) => console.warn(`[resilience] ${message}`, JSON.stringify(object)),
  info: (object, message) => console.info(`[resilience] ${message}`, JSON.stringify(object)),
};

function describe(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' ? code : String(message);
}

export class CircuitBreaker {
  readonly name: string;
  readonly stats: BreakerStats = { calls: 0, failures: 0, rejected: 0, opened: 0 };
  private current: BreakerState = 'closed';
  private consecutiveFailures = 0;
  private openedAt = 0;
  /** When the outage began (the first open since the last close), for the recovery log line. */
  private outageStartedAt = 0;
  private rejectedThisOutage = 0;
  private readonly failureThreshold: number;
  private readonly retryAfterMs: number;
  private readonly isFailure: (error: unknown) => boolean;
  private readonly now: () => number;
  private log: BreakerLog;

  constructor(options: CircuitBreakerOptions) {
    this.name = options.name;
    this.failureThreshold = options.failureThreshold ?? 3;
    this.retryAfterMs = options.retryAfterMs ?? 1000;
    this.isFailure = options.isFailure ?? (() => true);
    this.now = options.now ?? Date.now;
    this.log = options.log ?? CONSOLE_BREAKER_LOG;
  }

  get state(): BreakerState {
    return this.current;
  }

  /** Whether a call now would reach the dependency (closed, or open long enough for a probe). */
  get available(): boolean {
    return this.current === 'closed' || (this.current === 'open' && this.now() - this.openedAt >= this.retryAfterMs);
  }

  /** Where outage lines go from now on (a process's structured logger, once it has one). */
  useLog(log: BreakerLog): void {
    this.log = log;
  }

  /**
   * Runs `command` unless the breaker is open; answers `fallback()` when it is, and
   * `fallback(error)` when the command fails. Never rejects for the dependency's sake: the
   * caller's fallback decides (a cache miss, an in-process counter, a skipped publish).
   */
  async run<T>(command: () => Promise<T>, fallback: (error?: unknown) => T | Promise<T>): Promise<T> {
    if (!this.admit()) return this.skip(fallback);
    this.stats.calls += 1;
    let result: T;
    try {
      result = await command();
    } catch (error) {
      if (this.isFailure(error)) this.recordFailure(error);
      else this.recordSuccess();
      return fallback(error);
    }
    this.recordSuccess();
    return result;
  }

  /** The call was not made (the dependency's connection is down): answered and counted like a refused one. */
  async skip<T>(fallback: () => T | Promise<T>): Promise<T> {
    this.stats.rejected += 1;
    this.rejectedThisOutage += 1;
    return fallback();
  }

  /** A failure seen outside run() (a connection's error event): counts toward opening. */
  recordFailure(error: unknown): void {
    this.stats.failures += 1;
    if (this.current === 'half-open') return this.open(error, false);
    if (this.current === 'open') return;
    this.consecutiveFailures += 1;
    if (this.consecutiveFailures >= this.failureThreshold) this.open(error, true);
  }

  recordSuccess(): void {
    this.consecutiveFailures = 0;
    if (this.current === 'closed') return;
    const downMs = this.now() - this.outageStartedAt;
    this.current = 'closed';
    this.log.info({ downMs, servedWithout: this.rejectedThisOutage }, `${this.name} answers again; back to normal`);
  }

  /** Closed: yes. Open: no, unless retryAfterMs passed, then this call is the one probe. */
  private admit(): boolean {
    if (this.current === 'closed') return true;
    if (this.current === 'half-open' || this.now() - this.openedAt < this.retryAfterMs) return false;
    this.current = 'half-open';
    return true;
  }

  private open(error: unknown, newOutage: boolean): void {
    this.current = 'open';
    this.openedAt = this.now();
    this.consecutiveFailures = 0;
    if (!newOutage) return;
    this.stats.opened += 1;
    this.outageStartedAt = this.openedAt;
    this.rejectedThisOutage = 0;
    this.log.warn(
      { reason: describe(error), failures: this.failureThreshold, retryAfterMs: this.retryAfterMs },
      `${this.name} is unavailable; working without it (this process only) until it answers again`,
    );
  }
}
