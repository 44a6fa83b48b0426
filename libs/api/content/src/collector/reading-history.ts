import type { Queryable } from '@meydan/api/db';

/**
 * Deletes what a reader read to the end (reader_completed_reads, kept for "For you" only with
 * personalisation consent): for the consent record when the reader withdraws personalisation,
 * so the withdrawal erases what the consent allowed instead of waiting for the 90-day retention.
 * Answers how many rows went.
 */
export async function forgetReadingHistory(db: Queryable, readerId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('WITH gone AS (DELETE FROM reader_completed_reads WHERE reader_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone', [readerId]);
  return Number(rows[0]?.n ?? 0);
}
