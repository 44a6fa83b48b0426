import type { Db, Queryable } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';

export type CountKind = 'view' | 'share';

const COUNT_COLUMN: Readonly<Record<CountKind, string>> = { view: 'view_count', share: 'share_count' };

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
   * Runs the counts of one batch in one transaction; answers how many were counted. Rows are
   * locked in (article, kind) order, so two batches naming the same articles in a different
   * order queue instead of deadlocking.
   */
  async count(requests: readonly CountRequest[], day: string): Promise<number> {
    if (requests.length === 0) return 0;
    const ordered = [...requests].sort((a, b) => a.articleId.localeCompare(b.articleId) || a.kind.localeCompare(b.kind));
    return this.db.transaction(async (tx) => {
      let counted = 0;
      for (const request of ordered) {
        if (await this.claimAll(tx, request, day)) {
          await tx.query(`UPDATE articles SET ${COUNT_COLUMN[request.kind]} = ${COUNT_COLUMN[request.kind]} + 1 WHERE id = $1`, [request.articleId]);
          counted += 1;
        }
      }
      return counted;
    });
  }

  /** Deletes the claims of days before `keepFrom` (YYYY-MM-DD); answers how many went. */
  async prune(keepFrom: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'WITH gone AS (DELETE FROM article_count_claims WHERE day < $1::date RETURNING 1) SELECT count(*)::int AS n FROM gone',
      [keepFrom],
    );
    return Number(rows[0]?.n ?? 0);
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
