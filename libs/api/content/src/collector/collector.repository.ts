import type { Db, Queryable } from '@meydan/api/db';
import type { ReadScrollDepth } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { type ArticleSignals, nextMarks } from './reading-signals';

export type CountKind = 'view' | 'share';

/** One slot to take before a count: at most `limit` hits per reader key, article, kind and day. */
export interface CountClaim {
  readerKey: string;
  limit: number;
}

export interface CountRequest {
  articleId: string;
  kind: CountKind;
  /** Taken in order; the count happens only if every claim is granted. */
  claims: readonly CountClaim[];
}

export interface ArticleKey {
  uuid: string;
  legacyId: number;
}

/** One article's signals of a batch, resolved to the article, with the claims its view and shares take. */
export interface ArticleRecord {
  articleId: string;
  signals: Omit<ArticleSignals, 'itemId'>;
  viewClaims: readonly CountClaim[];
  shareClaims: readonly CountClaim[];
}

/** Everything one collector request stores, in one transaction. */
export interface RecordBatch {
  day: string;
  edition: Edition;
  /** `r:<m-rid>` (analytics consent) or `h:<daily salted hash>`: the key of the reader's marks. */
  readerKey: string;
  /** The m-rid of a reader who allowed personalised content: their completes are remembered for "For you". */
  personalReaderId: string | null;
  articles: readonly ArticleRecord[];
  /** Every accepted event by type and item type (reads and shares included). */
  eventCounts: ReadonlyMap<string, number>;
  /** Which of the reading_daily shards this request adds to. */
  shard: number;
  /** When, for the read history. */
  at: Date;
}

export interface RecordSummary {
  views: number;
  shares: number;
  completes: number;
}

/** A reader's item_read events counted per article and day (reloads, returns); a script gets no further. */
export const READS_PER_READER = 20;

/** `type|itemType`, the key of RecordBatch.eventCounts. */
export const eventCountKey = (type: string, itemType: string) => `${type}|${itemType}`;

const DEPTH_COLUMN: Readonly<Record<ReadScrollDepth, string>> = { 25: 'depth25', 50: 'depth50', 90: 'depth90', 100: 'depth100' };
const HISTOGRAM_COLUMNS = Array.from({ length: 10 }, (_, index) => `rt${index + 1}`);
const DAILY_COLUMNS = ['reads', 'readers', 'completes', 'read_minutes', ...HISTOGRAM_COLUMNS, 'depth25', 'depth50', 'depth90', 'depth100', 'engaged_seconds', 'engaged_reads'] as const;
type DailyIncrement = Record<(typeof DAILY_COLUMNS)[number], number>;

/**
 * The collector's SQL: finds the articles events point at and counts them once per claim slot.
 * A claim is one upsert whose conflict branch only fires below the limit, so concurrent requests
 * on any number of replicas serialize on the claim row and exactly `limit` of them win.
 */
export class CollectorRepository {
  constructor(private readonly db: Db) {}

  /** Viewable articles of the edition among these legacy ids and uuids (same rule as the article page). */
  async findArticles(edition: Edition, legacyIds: readonly number[], uuids: readonly string[]): Promise<ArticleKey[]> {
    if (legacyIds.length === 0 && uuids.length === 0) return [];
    const { rows } = await this.db.query<{ id: string; legacy_id: string | number }>(
      `SELECT a.id, a.legacy_id FROM articles a
       WHERE a.edition = $1 AND (a.legacy_id = ANY($2::bigint[]) OR a.id = ANY($3::uuid[]))
         AND NOT a.is_draft AND NOT a.is_deleted AND a.published_at IS NOT NULL AND a.published_at <= now()`,
      [edition, legacyIds, uuids],
    );
    return rows.map((row) => ({ uuid: row.id, legacyId: Number(row.legacy_id) }));
  }

  /**
   * Stores one request's events in one transaction: the view and share claims and counts as
   * before, the reader's marks of the day (which turn completes and scroll depths into once-per-
   * reader counts), the article's daily aggregates, the read history of a reader who allowed
   * personalisation, and the event type counts. Rows are locked article by article in id order
   * (claims, marks, article, aggregates), then the type counts in key order, so concurrent
   * batches queue instead of deadlocking.
   */
  async record(batch: RecordBatch): Promise<RecordSummary> {
    const articles = [...batch.articles].sort((a, b) => a.articleId.localeCompare(b.articleId));
    return this.db.transaction(async (tx) => {
      const summary: RecordSummary = { views: 0, shares: 0, completes: 0 };
      for (const article of articles) {
        const { signals } = article;
        const viewCounted = signals.reads > 0 && (await this.claimAll(tx, { articleId: article.articleId, kind: 'view', claims: article.viewClaims }, batch.day));
        let sharesCounted = 0;
        for (let share = 0; share < signals.shares; share += 1) {
          if (await this.claimAll(tx, { articleId: article.articleId, kind: 'share', claims: article.shareClaims }, batch.day)) sharesCounted += 1;
        }
        const { rows } = await tx.query<{ marks: number; reads: number }>(
          `INSERT INTO reading_marks AS m (reader_key, article_id, day) VALUES ($1, $2, $3::date)
           ON CONFLICT (reader_key, article_id, day) DO UPDATE SET marks = m.marks
           RETURNING marks, reads`,
          [batch.readerKey, article.articleId, batch.day],
        );
        const previous = rows[0] as { marks: number; reads: number };
        const change = nextMarks(Number(previous.marks), viewCounted, signals);
        const reads = Math.min(signals.reads, Math.max(READS_PER_READER - Number(previous.reads), 0));
        if (change.marks !== Number(previous.marks) || reads > 0) {
          await tx.query('UPDATE reading_marks SET marks = $4, reads = reads + $5 WHERE reader_key = $1 AND article_id = $2 AND day = $3::date', [
            batch.readerKey,
            article.articleId,
            batch.day,
            change.marks,
            reads,
          ]);
        }
        const views = viewCounted ? 1 : 0;
        const completes = change.complete ? 1 : 0;
        if (views + sharesCounted + completes > 0) {
          await tx.query(
            `UPDATE articles SET view_count = view_count + $2, share_count = share_count + $3, read_complete_count = read_complete_count + $4 WHERE id = $1`,
            [article.articleId, views, sharesCounted, completes],
          );
        }
        const increment = dailyIncrement(reads, change, signals);
        if (Object.values(increment).some((value) => value > 0)) await this.addDaily(tx, article.articleId, batch, increment);
        if (change.complete && batch.personalReaderId) {
          await tx.query(
            `INSERT INTO reader_completed_reads AS r (reader_id, article_id, completed_at) VALUES ($1, $2, $3)
             ON CONFLICT (reader_id, article_id) DO UPDATE SET completed_at = greatest(r.completed_at, excluded.completed_at)`,
            [batch.personalReaderId, article.articleId, batch.at.toISOString()],
          );
        }
        summary.views += views;
        summary.shares += sharesCounted;
        summary.completes += completes;
      }
      await this.addEventCounts(tx, batch);
      return summary;
    });
  }

  /**
   * Deletes the de-duplication rows (claims, reading marks) of days before `keepFrom`
   * (YYYY-MM-DD); answers how many went.
   */
  async prune(keepFrom: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `WITH claims AS (DELETE FROM article_count_claims WHERE day < $1::date RETURNING 1),
            marks AS (DELETE FROM reading_marks WHERE day < $1::date RETURNING 1)
       SELECT (SELECT count(*) FROM claims)::int + (SELECT count(*) FROM marks)::int AS n`,
      [keepFrom],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Retention: deletes daily aggregates of days before `aggregatesFrom` and read history older
   * than `historyFrom`; answers how many rows went.
   */
  async pruneRetention(aggregatesFrom: string, historyFrom: Date): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `WITH daily AS (DELETE FROM reading_daily WHERE day < $1::date RETURNING 1),
            events AS (DELETE FROM tracking_event_daily WHERE day < $1::date RETURNING 1),
            history AS (DELETE FROM reader_completed_reads WHERE completed_at < $2 RETURNING 1)
       SELECT (SELECT count(*) FROM daily)::int + (SELECT count(*) FROM events)::int + (SELECT count(*) FROM history)::int AS n`,
      [aggregatesFrom, historyFrom.toISOString()],
    );
    return Number(rows[0]?.n ?? 0);
  }

  private async addDaily(tx: Queryable, articleId: string, batch: RecordBatch, increment: DailyIncrement): Promise<void> {
    const values = DAILY_COLUMNS.map((column) => increment[column]);
    const placeholders = DAILY_COLUMNS.map((_, index) => `$${index + 5}`).join(', ');
    await tx.query(
      `INSERT INTO reading_daily AS d (article_id, day, shard, edition, ${DAILY_COLUMNS.join(', ')})
       VALUES ($1, $2::date, $3, $4, ${placeholders})
       ON CONFLICT (article_id, day, shard) DO UPDATE SET ${DAILY_COLUMNS.map((column) => `${column} = d.${column} + excluded.${column}`).join(', ')}`,
      [articleId, batch.day, batch.shard, batch.edition, ...values],
    );
  }

  private async addEventCounts(tx: Queryable, batch: RecordBatch): Promise<void> {
    const entries = [...batch.eventCounts.entries()].sort(([a], [b]) => a.localeCompare(b));
    if (entries.length === 0) return;
    const types = entries.map(([key]) => key.split('|')[0] as string);
    const itemTypes = entries.map(([key]) => key.split('|')[1] as string);
    await tx.query(
      `INSERT INTO tracking_event_daily AS t (day, edition, event_type, item_type, shard, events)
       SELECT $1::date, $2, type, item_type, $3, n FROM unnest($4::text[], $5::text[], $6::int[]) AS u(type, item_type, n)
       ON CONFLICT (day, edition, event_type, item_type, shard) DO UPDATE SET events = t.events + excluded.events`,
      [batch.day, batch.edition, batch.shard, types, itemTypes, entries.map(([, n]) => n)],
    );
  }

  private async claimAll(tx: Queryable, request: CountRequest, day: string): Promise<boolean> {
    for (const claim of request.claims) {
      const { rows } = await tx.query(
        `INSERT INTO article_count_claims AS c (reader_key, article_id, kind, day) VALUES ($1, $2, $3, $4::date)
         ON CONFLICT (reader_key, article_id, kind, day) DO UPDATE SET hits = c.hits + 1 WHERE c.hits < $5
         RETURNING c.hits`,
        [claim.readerKey, request.articleId, request.kind, day, claim.limit],
      );
      if (rows.length === 0) return false;
    }
    return true;
  }
}

/** The daily aggregate columns one article's batch adds to. */
function dailyIncrement(reads: number, change: ReturnType<typeof nextMarks>, signals: Pick<ArticleSignals, 'complete'>): DailyIncrement {
  const increment = Object.fromEntries(DAILY_COLUMNS.map((column) => [column, 0])) as DailyIncrement;
  increment.reads = reads;
  increment.readers = change.reader ? 1 : 0;
  for (const depth of change.depths) increment[DEPTH_COLUMN[depth] as keyof DailyIncrement] = 1;
  if (change.complete && signals.complete) {
    increment.completes = 1;
    const minutes = signals.complete.readTime;
    if (minutes !== null) {
      increment.read_minutes = minutes;
      increment[`rt${minutes}` as keyof DailyIncrement] = 1;
    }
    if (signals.complete.engagedSeconds !== null) {
      increment.engaged_seconds = signals.complete.engagedSeconds;
      increment.engaged_reads = 1;
    }
  }
  return increment;
}
