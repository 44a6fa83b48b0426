import type { Db, Queryable } from '@meydan/api/db';
import type { FeedbackEntry, FeedbackKind, FeedbackStatus, FeedbackType } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

/** One sending-limit key: at most `max` entries per `windowMs` for (scope, key). */
export interface RateClaim {
  scope: string;
  key: string;
  max: number;
  windowMs: number;
}

interface Sender {
  edition: Edition;
  url: string | null;
  userId: string | null;
  username: string | null;
  thirdPartyIds: Record<string, string>;
}

export interface NewFeedback extends Sender {
  type: FeedbackType;
  name: string;
  email: string;
  message: string;
}

export interface NewSurvey extends Sender {
  experienceLevel: number;
  recommendationLevel: number;
  encounteredIssue: boolean;
  improvementSuggestion: string | null;
  name: string | null;
  email: string | null;
}

export interface InboxFilters {
  type?: FeedbackType;
  status?: FeedbackStatus;
  edition?: Edition;
}

interface EntryRow {
  id: string;
  edition: Edition;
  status: FeedbackStatus;
  created_at: Date | string;
  name: string | null;
  email: string | null;
  username: string | null;
  url: string | null;
  type: FeedbackType | null;
  message: string | null;
  experience_level: number | null;
  recommendation_level: number | null;
  encountered_issue: boolean | null;
  improvement_suggestion: string | null;
  third_party_ids: Record<string, string> | string | null;
  handled_by_id: string | null;
  handled_by_username: string | null;
  handled_at: Date | string | null;
}

const TABLE: Readonly<Record<FeedbackKind, string>> = { feedback: 'feedback', survey: 'satisfaction_surveys' };

/** The columns of either table under one shape (the other kind's fields are null). */
const COLUMNS: Readonly<Record<FeedbackKind, string>> = {
  feedback: `f.id, f.edition, f.status, f.created_at, f.name, f.email, f.username, f.url, f.type, f.message,
    NULL::smallint AS experience_level, NULL::smallint AS recommendation_level, NULL::boolean AS encountered_issue,
    NULL::text AS improvement_suggestion, f.third_party_ids, f.handled_by AS handled_by_id, h.username AS handled_by_username, f.handled_at`,
  survey: `f.id, f.edition, f.status, f.created_at, f.name, f.email, f.username, f.url, NULL::text AS type, NULL::text AS message,
    f.experience_level, f.recommendation_level, f.encountered_issue, f.improvement_suggestion, f.third_party_ids,
    f.handled_by AS handled_by_id, h.username AS handled_by_username, f.handled_at`,
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toEntry(kind: FeedbackKind, row: EntryRow): FeedbackEntry {
  const ids = typeof row.third_party_ids === 'string' ? (JSON.parse(row.third_party_ids) as Record<string, string>) : (row.third_party_ids ?? {});
  return {
    _id: row.id,
    kind,
    edition: row.edition,
    status: row.status,
    createdAt: iso(row.created_at),
    name: row.name,
    email: row.email,
    username: row.username,
    url: row.url,
    type: row.type,
    message: row.message,
    experienceLevel: row.experience_level === null ? null : Number(row.experience_level),
    recommendationLevel: row.recommendation_level === null ? null : Number(row.recommendation_level),
    encounteredIssue: row.encountered_issue,
    improvementSuggestion: row.improvement_suggestion,
    thirdPartyIdentifiers: ids,
    handledBy: row.handled_by_id && row.handled_by_username ? { _id: row.handled_by_id, username: row.handled_by_username } : null,
    handledAt: row.handled_at === null ? null : iso(row.handled_at),
  };
}

/** Base of the advisory lock keys of the sending limits (any constant no other lock uses). */
const RATE_LOCK_SEED = 19_035;
/** Claims older than this are of no window any more (the longest is a day). */
const CLAIM_RETENTION = '2 days';

/** `feedback`, `satisfaction_surveys` and their sending limits (`feedback_rate_claims`). */
export class FeedbackRepository {
  constructor(readonly db: Db) {}

  async usernameOf(q: Queryable, userId: string): Promise<string | null> {
    const { rows } = await q.query<{ username: string }>('SELECT username FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
    return rows[0]?.username ?? null;
  }

  /**
   * Counts one entry against every claim, or none: null when all have room (the claims are then
   * recorded), else the seconds until the fullest one frees a place. Each key is locked for the
   * rest of the transaction, so two replicas' parallel sends cannot both take the last place.
   */
  async claim(q: Queryable, claims: readonly RateClaim[]): Promise<{ retryAfterSeconds: number } | null> {
    const ordered = [...claims].sort((a, b) => `${a.scope}:${a.key}`.localeCompare(`${b.scope}:${b.key}`));
    for (const claim of ordered) {
      await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, $2)) AS locked', [`${claim.scope}:${claim.key}`, RATE_LOCK_SEED]);
    }
    let wait = 0;
    for (const claim of ordered) {
      // The max-th newest claim in the window: while it is inside, the window is full.
      const { rows } = await q.query<{ wait: number }>(
        `SELECT extract(epoch FROM created_at + make_interval(secs => $3) - now())::float8 AS wait FROM feedback_rate_claims
          WHERE scope = $1 AND key = $2 AND created_at > now() - make_interval(secs => $3)
          ORDER BY created_at DESC OFFSET $4 LIMIT 1`,
        [claim.scope, claim.key, claim.windowMs / 1000, claim.max - 1],
      );
      if (rows[0]) wait = Math.max(wait, Math.ceil(Number(rows[0].wait)));
    }
    if (wait > 0) return { retryAfterSeconds: wait };
    for (const claim of ordered) {
      await q.query('INSERT INTO feedback_rate_claims (scope, key) VALUES ($1, $2)', [claim.scope, claim.key]);
    }
    return null;
  }

  /** Drops claims no window can see any more. */
  async pruneClaims(q: Queryable): Promise<void> {
    await q.query(`DELETE FROM feedback_rate_claims WHERE created_at < now() - interval '${CLAIM_RETENTION}'`);
  }

  async insertFeedback(q: Queryable, entry: NewFeedback): Promise<{ id: string; createdAt: string }> {
    const { rows } = await q.query<{ id: string; created_at: Date | string }>(
      `INSERT INTO feedback (edition, type, name, email, message, url, user_id, username, third_party_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) RETURNING id, created_at`,
      [entry.edition, entry.type, entry.name, entry.email, entry.message, entry.url, entry.userId, entry.username, JSON.stringify(entry.thirdPartyIds)],
    );
    const row = rows[0] as { id: string; created_at: Date | string };
    return { id: row.id, createdAt: iso(row.created_at) };
  }

  async insertSurvey(q: Queryable, entry: NewSurvey): Promise<{ id: string; createdAt: string }> {
    const { rows } = await q.query<{ id: string; created_at: Date | string }>(
      `INSERT INTO satisfaction_surveys (edition, experience_level, recommendation_level, encountered_issue, improvement_suggestion,
         name, email, url, user_id, username, third_party_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb) RETURNING id, created_at`,
      [
        entry.edition,
        entry.experienceLevel,
        entry.recommendationLevel,
        entry.encounteredIssue,
        entry.improvementSuggestion,
        entry.name,
        entry.email,
        entry.url,
        entry.userId,
        entry.username,
        JSON.stringify(entry.thirdPartyIds),
      ],
    );
    const row = rows[0] as { id: string; created_at: Date | string };
    return { id: row.id, createdAt: iso(row.created_at) };
  }

  /** One inbox page, newest first, with the number of entries the filters match. */
  async list(kind: FeedbackKind, filters: InboxFilters, limit: number, offset: number): Promise<{ items: FeedbackEntry[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filters.status) {
      params.push(filters.status);
      where.push(`f.status = $${params.length}`);
    }
    if (filters.edition) {
      params.push(filters.edition);
      where.push(`f.edition = $${params.length}`);
    }
    if (filters.type && kind === 'feedback') {
      params.push(filters.type);
      where.push(`f.type = $${params.length}`);
    }
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const { rows } = await this.db.query<EntryRow>(
      `SELECT ${COLUMNS[kind]} FROM ${TABLE[kind]} f LEFT JOIN users h ON h.id = f.handled_by ${condition}
        ORDER BY f.created_at DESC, f.id DESC LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      params,
    );
    const counted = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TABLE[kind]} f ${condition}`, params);
    return { items: rows.map((row) => toEntry(kind, row)), total: Number(counted.rows[0]?.n ?? 0) };
  }

  /** New entries of each inbox (in one edition, or all). */
  async unhandled(edition: Edition | undefined): Promise<{ feedback: number; survey: number }> {
    const { rows } = await this.db.query<{ feedback: number; survey: number }>(
      `SELECT (SELECT count(*)::int FROM feedback WHERE status = 'new' AND ($1::text IS NULL OR edition = $1)) AS feedback,
              (SELECT count(*)::int FROM satisfaction_surveys WHERE status = 'new' AND ($1::text IS NULL OR edition = $1)) AS survey`,
      [edition ?? null],
    );
    return { feedback: Number(rows[0]?.feedback ?? 0), survey: Number(rows[0]?.survey ?? 0) };
  }

  /**
   * Marks an entry handled (by the editor, now; one already handled keeps who and when) or new
   * again; null when there is no such entry.
   */
  async setStatus(kind: FeedbackKind, id: string, status: FeedbackStatus, editorId: string): Promise<FeedbackEntry | null> {
    return this.db.transaction(async (tx) => {
      const { rows: updated } = await tx.query<{ id: string }>(
        `UPDATE ${TABLE[kind]} SET status = $2,
            handled_by = CASE WHEN $2 = 'handled' THEN CASE WHEN status = 'handled' THEN handled_by ELSE $3::uuid END END,
            handled_at = CASE WHEN $2 = 'handled' THEN CASE WHEN status = 'handled' THEN handled_at ELSE now() END END
          WHERE id = $1 RETURNING id`,
        [id, status, editorId],
      );
      if (updated.length === 0) return null;
      const { rows } = await tx.query<EntryRow>(`SELECT ${COLUMNS[kind]} FROM ${TABLE[kind]} f LEFT JOIN users h ON h.id = f.handled_by WHERE f.id = $1`, [id]);
      return rows[0] ? toEntry(kind, rows[0]) : null;
    });
  }
}
