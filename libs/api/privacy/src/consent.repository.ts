import type { Queryable } from '@meydan/api/db';
import type { ConsentMethod, ConsentPurpose } from '@meydan/shared/util/cookies';
import type { ConsentRecord } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

export interface NewConsentRecord {
  edition: Edition;
  version: number;
  method: ConsentMethod;
  purposes: readonly ConsentPurpose[];
  userId: string | null;
  /** The record the browser's cookie named before this choice (a change or a withdrawal). */
  replaces: string | null;
}

interface ConsentRow {
  id: string;
  created_at: Date;
  banner_version: number;
  method: ConsentMethod;
  purposes: ConsentPurpose[];
}

const toRecord = (row: ConsentRow): ConsentRecord => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  version: row.banner_version,
  method: row.method,
  purposes: row.purposes,
});

/** The consent proofs: one row per choice, never updated. */
export const consentRepository = {
  async insert(q: Queryable, input: NewConsentRecord): Promise<ConsentRecord> {
    const { rows } = await q.query<ConsentRow>(
      `INSERT INTO consent_records (edition, banner_version, method, purposes, user_id, replaces)
       VALUES ($1, $2, $3, $4::text[], $5, $6)
       RETURNING id, created_at, banner_version, method, purposes`,
      [input.edition, input.version, input.method, [...input.purposes], input.userId, input.replaces],
    );
    return toRecord(rows[0] as ConsentRow);
  },

  /** Deletes the proofs made before `before` (the retention period's start); returns how many. */
  async prune(q: Queryable, before: Date): Promise<number> {
    const { rows } = await q.query<{ n: number }>(
      'WITH gone AS (DELETE FROM consent_records WHERE created_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [before],
    );
    return Number(rows[0]?.n ?? 0);
  },

  async find(q: Queryable, id: string): Promise<ConsentRecord | null> {
    const { rows } = await q.query<ConsentRow>('SELECT id, created_at, banner_version, method, purposes FROM consent_records WHERE id = $1', [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  },
};
