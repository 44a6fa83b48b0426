import type { Queryable } from '../db.types';

const MAX_ERROR_LENGTH = 1000;
const MAX_TYPE_LENGTH = 100;
const MAX_DEDUPE_KEY_LENGTH = 200;

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface NewJob<P = unknown> {
  type: string;
  payload: P;
  /** Who or what the job is about (a user id): lets callers count or find a subject's jobs. */
  subject?: string;
  /** Not before this time (default: now). */
  runAfter?: Date;
  /**
   * Makes the enqueue idempotent: a second job of the same type and key queues nothing as long as
   * the first row is kept (its worker's retention), e.g. `verify:{userId}:{tokenId}` for a mail.
   */
  dedupeKey?: string;
}

export interface EnqueuedJob {
  /** The new row, or with a dedupeKey already queued, the earlier one. */
  id: string;
  /** True when the dedupeKey was already used and nothing new was queued. */
  duplicate: boolean;
}

/**
 * Queues a job in the caller's transaction: it runs iff that transaction commits. Call the
 * worker's `nudge()` after the commit to run it at once instead of at the next poll.
 */
export async function enqueueJob<P>(tx: Queryable, job: NewJob<P>): Promise<EnqueuedJob> {
  if (!job.type || job.type.length > MAX_TYPE_LENGTH) throw new TypeError(`job type must be 1 to ${MAX_TYPE_LENGTH} characters`);
  if (job.dedupeKey !== undefined && (job.dedupeKey.length === 0 || job.dedupeKey.length > MAX_DEDUPE_KEY_LENGTH)) {
    throw new TypeError(`dedupeKey must be 1 to ${MAX_DEDUPE_KEY_LENGTH} characters`);
  }
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO jobs (type, payload, subject, run_after, dedupe_key) VALUES ($1, $2::jsonb, $3, COALESCE($4::timestamptz, now()), $5)
     ON CONFLICT (type, dedupe_key) DO NOTHING
     RETURNING id`,
    [job.type, JSON.stringify(job.payload ?? {}), job.subject ?? null, job.runAfter?.toISOString() ?? null, job.dedupeKey ?? null],
  );
  if (rows[0]) return { id: rows[0].id, duplicate: false };
  // Only a dedupe key can collide (NULLs never do): the row that holds it is the answer.
  const existing = await tx.query<{ id: string }>('SELECT id FROM jobs WHERE type = $1 AND dedupe_key = $2', [job.type, job.dedupeKey]);
  const id = existing.rows[0]?.id;
  if (!id) throw new Error('jobs: dedupe conflict without a row');
  return { id, duplicate: true };
}

export interface ClaimedJob<P = unknown> {
  id: string;
  type: string;
  payload: P;
  subject: string | null;
  /** Including this claim: 1 on the first run. */
  attempts: number;
}

const iso = (date: Date) => date.toISOString();

/**
 * Takes up to `limit` due jobs of the given types for one worker in one statement: queued rows
 * whose time has come and running rows whose claim expired (a worker that crashed or hung).
 * SKIP LOCKED lets replicas claim side by side without waiting on each other; the outer state
 * check makes a row another claim took in the meantime drop out (READ COMMITTED re-checks the
 * updated row). PostgreSQL and PGlite both run it; PGlite has one connection, so claims are serial there.
 */
export async function claimDueJobs(
  db: Queryable,
  claim: { types: readonly string[]; now: Date; until: Date; token: string; limit: number },
): Promise<ClaimedJob[]> {
  const due = `type = ANY($5::text[]) AND ((state = 'queued' AND run_after <= $1::timestamptz) OR (state = 'running' AND locked_until <= $1::timestamptz))`;
  const { rows } = await db.query<{ id: string; type: string; payload: unknown; subject: string | null; attempts: number }>(
    `UPDATE jobs
        SET state = 'running', attempts = attempts + 1, locked_until = $2::timestamptz, lock_token = $3::uuid
      WHERE id IN (
              SELECT id FROM jobs
               WHERE ${due}
               ORDER BY run_after
               LIMIT $4
               FOR UPDATE SKIP LOCKED
            )
        AND ${due}
      RETURNING id, type, payload, subject, attempts`,
    [iso(claim.now), iso(claim.until), claim.token, claim.limit, [...claim.types]],
  );
  return rows.map((row) => ({ id: row.id, type: row.type, payload: row.payload, subject: row.subject, attempts: Number(row.attempts) }));
}

/** The writes that end a claim only apply while it is still this claim (not expired and taken by another worker). */
const OWN_CLAIM = `id = $1 AND lock_token = $2::uuid AND state = 'running'`;
const RELEASE = 'locked_until = NULL, lock_token = NULL';

export async function markJobDone(db: Queryable, id: string, token: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(`UPDATE jobs SET state = 'done', finished_at = $3::timestamptz, last_error = NULL, ${RELEASE} WHERE ${OWN_CLAIM} RETURNING id`, [
    id,
    token,
    iso(now),
  ]);
  return rows.length > 0;
}

export async function markJobRetry(db: Queryable, id: string, token: string, runAfter: Date, error: string): Promise<boolean> {
  const { rows } = await db.query(`UPDATE jobs SET state = 'queued', run_after = $3::timestamptz, last_error = $4, ${RELEASE} WHERE ${OWN_CLAIM} RETURNING id`, [
    id,
    token,
    iso(runAfter),
    error.slice(0, MAX_ERROR_LENGTH),
  ]);
  return rows.length > 0;
}

export async function markJobFailed(db: Queryable, id: string, token: string, now: Date, error: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE jobs SET state = 'failed', finished_at = $3::timestamptz, last_error = $4, ${RELEASE} WHERE ${OWN_CLAIM} RETURNING id`,
    [id, token, iso(now), error.slice(0, MAX_ERROR_LENGTH)],
  );
  return rows.length > 0;
}

/** Hands a claimed job that was not started back as it was (a stopping worker); the claim does not count as an attempt. */
export async function releaseJob(db: Queryable, id: string, token: string): Promise<boolean> {
  const { rows } = await db.query(`UPDATE jobs SET state = 'queued', attempts = attempts - 1, ${RELEASE} WHERE ${OWN_CLAIM} RETURNING id`, [id, token]);
  return rows.length > 0;
}

/** Deletes done and failed jobs of these types that finished before `before`. */
export async function deleteFinishedJobs(db: Queryable, types: readonly string[], before: Date): Promise<number> {
  const { rows } = await db.query(`DELETE FROM jobs WHERE state IN ('done', 'failed') AND type = ANY($1::text[]) AND finished_at < $2::timestamptz RETURNING id`, [
    [...types],
    iso(before),
  ]);
  return rows.length;
}

/** How many jobs of a type were queued for a subject since `since` (per-subject limits). */
export async function countSubjectJobs(db: Queryable, type: string, subject: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE type = $1 AND subject = $2 AND created_at >= $3::timestamptz`, [
    type,
    subject,
    iso(since),
  ]);
  return Number(rows[0]?.n ?? 0);
}
