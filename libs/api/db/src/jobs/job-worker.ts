import { randomUUID } from 'node:crypto';
import { type ClaimedJob, claimDueJobs, deleteFinishedJobs, markJobDone, markJobFailed, markJobRetry, releaseJob } from './job-queue';
import { type OutboxWorkerSettings, PollingWorker, retryTime, withTimeout } from './polling-loop';

/** Waits after the 1st, 2nd, … failed attempt; one more failure after the last ends in `failed`. */
export const JOB_RETRY_DELAYS_MS: readonly number[] = [10_000, 60_000, 300_000, 1_800_000];

const SECOND = 1000;
const HOUR = 3600 * SECOND;

export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Thrown by a handler for a failure that no retry can fix (a corrupt upload): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface JobHandler<P = unknown> {
  /** Does the work. Must be idempotent: a job whose claim expired mid-run is run again. */
  run(job: ClaimedJob<P>): Promise<void>;
  /** Called once when the job gives up (last attempt or a PermanentJobError), to leave its subject in a clean state. */
  failed?(job: ClaimedJob<P>, message: string): Promise<void>;
}

/** Defaults: poll 5 s, batch 4, claim 5 min, retries JOB_RETRY_DELAYS_MS ± 10 %, kept 7 days, stop waits 10 s. */
export interface JobWorkerOptions extends OutboxWorkerSettings {
  /** The job types this worker runs, each with its handler; other types stay for other workers. */
  handlers: Readonly<Record<string, JobHandler<never>>>;
  logger?: JobLogger;
  /** Names the worker in its log lines (default "job worker"; the mailer's is "mail worker"). */
  name?: string;
  /** Upper bound of one run (default 2 min); a run that cannot finish before its claim expires is not started. */
  runTimeoutMs?: number;
}

export interface JobRunSummary {
  claimed: number;
  done: number;
  retried: number;
  failed: number;
}

const SILENT: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Runs queued jobs outside any request: claims due rows (safely beside the workers of other
 * replicas), runs each with its type's handler, then marks it
 * done, or queues it again after a backoff, or gives up (`failed`) after the last attempt or a
 * PermanentJobError. Execution is at least once: handlers must be idempotent.
 *
 * Polls every `pollIntervalMs`; `nudge()` runs a round at once (call it after committing a
 * transaction that queued a job). Timers are unref'd: a started worker never keeps the process
 * alive, and stop() ends it cleanly.
 */
export class JobWorker extends PollingWorker {
  private readonly options: Required<Omit<JobWorkerOptions, 'logger'>> & { logger: JobLogger };
  private readonly types: readonly string[];

  constructor(options: JobWorkerOptions) {
    const resolved = {
      logger: SILENT,
      name: 'job worker',
      pollIntervalMs: 5 * SECOND,
      batchSize: 4,
      claimTimeoutMs: 300 * SECOND,
      runTimeoutMs: 120 * SECOND,
      retryDelaysMs: JOB_RETRY_DELAYS_MS,
      retryJitter: 0.1,
      retentionMs: 7 * 24 * HOUR,
      stopTimeoutMs: 10 * SECOND,
      now: Date.now,
      random: Math.random,
      ...options,
    };
    super({
      name: resolved.name,
      pollIntervalMs: resolved.pollIntervalMs,
      batchSize: resolved.batchSize,
      stopTimeoutMs: resolved.stopTimeoutMs,
      sweepEveryMs: HOUR,
      now: resolved.now,
      logger: resolved.logger,
    });
    this.options = resolved;
    this.types = Object.keys(options.handlers);
    if (this.types.length === 0) throw new RangeError('a job worker needs at least one handler');
    if (this.options.runTimeoutMs >= this.options.claimTimeoutMs) throw new RangeError('runTimeoutMs must be shorter than claimTimeoutMs');
  }

  /** Attempts a job gets before it is `failed`. */
  get maxAttempts(): number {
    return this.options.retryDelaysMs.length + 1;
  }

  /** Deletes old finished jobs of this worker's types (the loop runs it at most once an hour). */
  protected async sweep(): Promise<void> {
    const now = this.options.now();
    const deleted = await deleteFinishedJobs(this.options.db, this.types, new Date(now - this.options.retentionMs));
    if (deleted > 0) this.options.logger.info({ deleted }, 'jobs: old jobs deleted');
  }

  /** One claim of up to batchSize due jobs, each run or rescheduled. Usable without start() (tests, scripts). */
  async runOnce(): Promise<JobRunSummary> {
    const { db, claimTimeoutMs, batchSize } = this.options;
    const now = this.options.now();
    const token = randomUUID();
    const until = now + claimTimeoutMs;
    const claimed = await claimDueJobs(db, { types: this.types, now: new Date(now), until: new Date(until), token, limit: batchSize });
    const summary: JobRunSummary = { claimed: claimed.length, done: 0, retried: 0, failed: 0 };
    for (const [index, job] of claimed.entries()) {
      // A stopping worker, or one too slow to finish a run before its claim ends, hands the rest back.
      if (this.stopping || this.options.now() + this.options.runTimeoutMs >= until) {
        for (const rest of claimed.slice(index)) await releaseJob(db, rest.id, token);
        break;
      }
      summary[await this.execute(job, token)] += 1;
    }
    return summary;
  }

  private async execute(job: ClaimedJob, token: string): Promise<'done' | 'retried' | 'failed'> {
    const { db, logger } = this.options;
    const handler = this.options.handlers[job.type] as JobHandler<unknown>;
    const context = { jobId: job.id, type: job.type, attempts: job.attempts };
    if (job.attempts > this.maxAttempts) {
      // Its last attempt's claim expired without a result (a crash or a hang).
      return this.giveUp(job, token, handler, 'the last attempt did not finish before its claim expired');
    }
    try {
      await withTimeout(handler.run(job), this.options.runTimeoutMs, `job timed out after ${this.options.runTimeoutMs} ms`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError || job.attempts >= this.maxAttempts) return this.giveUp(job, token, handler, message);
      const runAfter = retryTime(this.options, job.attempts);
      await markJobRetry(db, job.id, token, runAfter, message);
      logger.warn({ ...context, runAfter: runAfter.toISOString(), error: message }, 'job failed, will retry');
      return 'retried';
    }
    if (!(await markJobDone(db, job.id, token, new Date(this.options.now())))) logger.warn(context, 'job finished after its claim expired');
    return 'done';
  }

  private async giveUp(job: ClaimedJob, token: string, handler: JobHandler<unknown>, message: string): Promise<'failed'> {
    const { db, logger } = this.options;
    try {
      await handler.failed?.(job, message);
    } catch (error) {
      logger.error({ jobId: job.id, err: error }, 'job failure handler threw');
    }
    await markJobFailed(db, job.id, token, new Date(this.options.now()), message);
    logger.error({ jobId: job.id, type: job.type, attempts: job.attempts, error: message }, 'job failed');
    return 'failed';
  }
}
