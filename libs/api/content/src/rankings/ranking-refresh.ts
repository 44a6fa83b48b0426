import { type Db, type DbKind, LISTED_ARTICLE, PollingWorker, type Queryable } from '@meydan/api/db';
import { EDITIONS, type Edition } from '@meydan/shared/util/routing';
import { AGING_SCORE, ENGAGEMENT, RANDOM_ORDER, TRENDING_TAGS_SQL } from '../content.repository';
import { DEFAULT_RANKING_DEPTHS, type RankingDepths } from './ranking-scopes';

/** Arbitrary base of the per-edition advisory lock keys (the migrations use another). */
const LOCK_KEY_BASE = 7_302_114_100;
const HOUR_MS = 3_600_000;
/** Trending tags kept: the trends page shows 20, the footer 12. */
const TRENDING_TAGS_KEPT = 50;

export interface RankingRefreshOptions {
  /** A snapshot younger than this is left alone (another replica, or this one, refreshed it). */
  maxAgeMs: number;
  depths?: RankingDepths;
  /** Clock of the hourly shuffle's seed (the service's `random` sort uses the same one). */
  now?: () => number;
}

/**
 * Every scope's aging-popular order (and the hourly shuffle of this hour and the next), cut to
 * its depth, with each scope's listed count: one pass over the edition's listed articles.
 * $1 edition, $2 depth of `all`, $3 depth of the other scopes, $4/$5 this and next hour's seeds.
 */
const RANKED_SQL = `
WITH base AS MATERIALIZED (
  SELECT a.id, a.kind, a.published_at, a.legacy_id, ${AGING_SCORE} AS aging
  FROM articles a WHERE a.edition = $1 AND ${LISTED_ARTICLE}
),
scoped AS (
  SELECT 'all' AS scope, b.id, b.aging AS score, b.published_at, b.legacy_id FROM base b
  UNION ALL SELECT 'kind:' || b.kind, b.id, b.aging, b.published_at, b.legacy_id FROM base b
  UNION ALL SELECT 'tag:' || at.tag_id, b.id, b.aging, b.published_at, b.legacy_id FROM base b JOIN article_tags at ON at.article_id = b.id
  UNION ALL SELECT DISTINCT 'category:' || s.id, b.id, b.aging, b.published_at, b.legacy_id
    FROM base b JOIN article_categories ac ON ac.article_id = b.id JOIN categories c ON c.id = ac.category_id
    CROSS JOIN LATERAL (VALUES (c.id), (c.parent_id)) AS s(id) WHERE s.id IS NOT NULL
),
ranked AS (
  SELECT scope, id, score,
         row_number() OVER (PARTITION BY scope ORDER BY score DESC, published_at DESC, legacy_id DESC) AS position,
         count(*) OVER (PARTITION BY scope) AS listed
  FROM scoped
),
counted AS (
  INSERT INTO ranked_scope_counts (edition, scope, listed) SELECT $1, scope, listed FROM ranked WHERE position = 1
),
shuffled AS (
  SELECT 'random:' || seed AS scope, b.id, 0::float8 AS score,
         row_number() OVER (PARTITION BY seed ORDER BY ${RANDOM_ORDER('b', 'seed')}) AS position
  FROM base b CROSS JOIN unnest(ARRAY[$4::text, $5::text]) AS seed
)
INSERT INTO ranked_articles (edition, scope, position, article_id, score)
SELECT $1, scope, position, id, score FROM ranked WHERE position <= CASE WHEN scope = 'all' THEN $2::int ELSE $3::int END
UNION ALL
SELECT $1, scope, position, id, score FROM shuffled WHERE position <= $3::int`;

/** The footer's quick access: the most engaging listed article of each section, in section order. */
const QUICK_SQL = `
INSERT INTO ranked_articles (edition, scope, position, article_id, score)
SELECT $1, 'quick', row_number() OVER (ORDER BY position), id, engagement FROM (
  SELECT a.id, s.position, ${ENGAGEMENT}::float8 AS engagement,
         row_number() OVER (PARTITION BY s.id ORDER BY ${ENGAGEMENT} DESC, a.published_at DESC) AS rn
  FROM articles a
  JOIN article_categories ac ON ac.article_id = a.id AND ac.position = 0
  JOIN categories c ON c.id = ac.category_id
  JOIN categories s ON s.id = coalesce(c.parent_id, c.id)
  WHERE a.edition = $1 AND ${LISTED_ARTICLE}
) ranked WHERE rn = 1`;

/**
 * Recomputes one edition's snapshot when it is older than `maxAgeMs`, in one transaction: readers
 * keep the previous snapshot until it commits. An advisory lock per edition lets one replica
 * refresh while the others skip; the snapshot row's age tells a replica arriving later that the
 * work is done. Answers whether this call refreshed.
 */
export async function refreshRankings(db: Db, edition: Edition, options: RankingRefreshOptions): Promise<boolean> {
  const depths = options.depths ?? DEFAULT_RANKING_DEPTHS;
  const hour = Math.floor((options.now ?? Date.now)() / HOUR_MS);
  return db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1::bigint) AS ok', [LOCK_KEY_BASE + EDITIONS.indexOf(edition)]);
    if (!locked[0]?.ok) return false;
    const { rows: snapshot } = await tx.query<{ fresh: boolean; changes: string }>(
      `SELECT computed_at > now() - make_interval(secs => $2::float8 / 1000) AND changes = refreshed_changes AS fresh, changes
       FROM ranking_snapshots WHERE edition = $1`,
      [edition, options.maxAgeMs],
    );
    if (snapshot[0]?.fresh) return false;
    // Changes counted after this read (committed while the refresh runs) leave the new snapshot stale.
    await replaceSnapshot(tx, edition, depths, hour, snapshot[0]?.changes ?? '0');
    return true;
  });
}

async function replaceSnapshot(tx: Queryable, edition: Edition, depths: RankingDepths, hour: number, changes: string): Promise<void> {
  for (const table of ['ranked_articles', 'ranked_scope_counts', 'trending_tags']) await tx.query(`DELETE FROM ${table} WHERE edition = $1`, [edition]);
  await tx.query(RANKED_SQL, [edition, depths.all, depths.scope, String(hour), String(hour + 1)]);
  await tx.query(QUICK_SQL, [edition]);
  await tx.query(
    `INSERT INTO trending_tags (edition, position, tag_id, article_count)
     SELECT $1, row_number() OVER (), id, article_count FROM (${TRENDING_TAGS_SQL}) t`,
    [edition, TRENDING_TAGS_KEPT],
  );
  // now() is the transaction's start: the instant the listability above was judged at.
  await tx.query(
    `INSERT INTO ranking_snapshots (edition, computed_at, depth_all, depth_scope) VALUES ($1, now(), $2, $3)
     ON CONFLICT (edition) DO UPDATE SET computed_at = excluded.computed_at, depth_all = excluded.depth_all,
       depth_scope = excluded.depth_scope, refreshed_changes = $4::bigint`,
    [edition, depths.all, depths.scope, changes],
  );
}

/** How old a snapshot may get on PostgreSQL before a replica recomputes it. */
const DEFAULT_REFRESH_MS = 60_000;
/**
 * On PGlite a refresh runs on the server's own thread (1.4–2.4 s an edition on the demo data,
 * measured 2026-11-27) and pauses every request meanwhile, so a PGlite platform (`npm start`'s
 * default, the e2e suite) refreshes by age every 10 minutes instead of every minute. A change
 * that makes a snapshot stale (a story hidden, moved or re-dated) still refreshes it at the next
 * poll, and new stories show at once either way (requests merge what was published since).
 */
export const PGLITE_REFRESH_MS = 600_000;

/** The refresh age when none is configured, by database. */
export function defaultRefreshMs(kind: DbKind): number {
  return kind === 'pglite' ? PGLITE_REFRESH_MS : DEFAULT_REFRESH_MS;
}

export interface RankingWorkerOptions {
  db: Db;
  /** How old a snapshot may get before a replica recomputes it (default 60 s; 10 min on PGlite, see PGLITE_REFRESH_MS). */
  refreshMs?: number;
  /** How often a replica checks (default 15 s; the refresh itself runs once per refreshMs across replicas). */
  pollIntervalMs?: number;
  depths?: RankingDepths;
  now?: () => number;
  logger?: { info(object: object, message: string): void; error(object: object, message: string): void };
}

const SILENT = { info: () => undefined, error: () => undefined };

/**
 * Keeps every edition's ranking snapshot at most `refreshMs` old, from any number of replicas:
 * each polls, and the advisory lock and the snapshot's age decide which one does the work. The
 * state is in the database, so a restart simply finds a stale snapshot and refreshes it.
 */
export class RankingWorker extends PollingWorker {
  private readonly options: Required<Omit<RankingWorkerOptions, 'depths'>> & { depths?: RankingDepths };

  constructor(options: RankingWorkerOptions) {
    const resolved = {
      ...options,
      refreshMs: options.refreshMs ?? defaultRefreshMs(options.db.kind),
      pollIntervalMs: options.pollIntervalMs ?? 15_000,
      now: options.now ?? Date.now,
      logger: options.logger ?? SILENT,
    };
    super({
      name: 'ranking worker',
      pollIntervalMs: resolved.pollIntervalMs,
      // One round refreshes every stale edition; never loop for more.
      batchSize: Number.POSITIVE_INFINITY,
      stopTimeoutMs: 10_000,
      sweepEveryMs: Number.POSITIVE_INFINITY,
      now: resolved.now,
      logger: resolved.logger,
    });
    this.options = resolved;
  }

  /** Refreshes each edition whose snapshot is stale; answers how many it refreshed. */
  async runOnce(): Promise<{ claimed: number }> {
    let refreshed = 0;
    for (const edition of EDITIONS) {
      if (this.stopping) break;
      const started = this.options.now();
      if (await refreshRankings(this.options.db, edition, { maxAgeMs: this.options.refreshMs, depths: this.options.depths, now: this.options.now })) {
        refreshed += 1;
        this.options.logger.info({ edition, ms: this.options.now() - started }, 'rankings refreshed');
      }
    }
    return { claimed: refreshed };
  }

  /** Nothing accumulates: each refresh replaces the edition's rows. */
  protected async sweep(): Promise<void> {
    return undefined;
  }
}
