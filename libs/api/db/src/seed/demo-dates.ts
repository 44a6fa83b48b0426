import type { Db, Queryable } from '../db.types';
import { seedExchangeRates } from './exchange-rates';
import { seedBaseDate } from './plan';

const DAY_MS = 86_400_000;

/**
 * The demo's timeline: every column whose date a reader sees as "when it happened". A refresh
 * moves these forward together, so the demo keeps its order (newest story, yesterday's comments,
 * last week's messages) and its dates read as recent again.
 */
export const DEMO_TIMELINE: Readonly<Record<string, readonly string[]>> = {
  articles: ['published_at', 'modified_at', 'created_at', 'ig_posted_at'],
  member_articles: ['created_at', 'updated_at', 'submitted_at', 'reviewed_at'],
  comments: ['created_at', 'reviewed_at', 'deleted_at'],
  comment_likes: ['created_at'],
  comment_reports: ['created_at'],
  reactions: ['created_at'],
  notifications: ['created_at', 'read_at'],
  follows: ['created_at'],
  favorites: ['created_at'],
  blocks: ['created_at'],
  conversations: ['created_at', 'last_message_at'],
  conversation_members: ['last_read_at'],
  messages: ['created_at', 'deleted_at'],
  periodic_contents: ['created_at'],
  // A bulletin's issue is the day of its article: whole days keep them together.
  periodic_content_issues: ['issue_date'],
  storefront_feeds: ['created_at', 'updated_at'],
  storefront_items: ['created_at'],
  site_metadata: ['updated_at'],
  // premium_since: a status given after the seed moves with the account's other dates.
  users: ['created_at', 'updated_at', 'premium_since'],
};

/**
 * Date columns a refresh leaves alone, and why. With DEMO_TIMELINE this covers every date column
 * of the schema (a spec checks it), so a new table has to say which side it is on.
 */
export const NOT_DEMO_TIMELINE: Readonly<Record<string, readonly string[]>> = {
  // Re-planned instead: rates exist on business days only, so they are rebuilt up to the new base day.
  exchange_rates: ['rate_date', 'created_at'],
  // Validity and security windows: moving them would extend what should expire.
  account_tokens: ['created_at', 'expires_at', 'used_at'],
  auth_challenges: ['expires_at'],
  auth_events: ['created_at'],
  auth_identities: ['created_at', 'last_login_at'],
  auth_sessions: ['created_at', 'last_used_at', 'expires_at', 'revoked_at'],
  refresh_tokens: ['issued_at', 'expires_at', 'used_at'],
  users: ['birthdate', 'deactivated_at', 'deleted_at'],
  // Machinery: queues, dedup keys, caches and bookkeeping run on the real clock.
  jobs: ['created_at', 'run_after', 'locked_until', 'finished_at'],
  push_subscriptions: ['created_at', 'updated_at', 'last_success_at', 'last_failure_at'],
  article_count_claims: ['day'],
  // Reading analytics (issue 19): the collector's de-duplication and daily salts, and the daily
  // aggregates and read history measured on the real clock (nothing of the seed is in them).
  collector_salts: ['day'],
  reading_marks: ['day'],
  reading_daily: ['day'],
  tracking_event_daily: ['day'],
  reader_completed_reads: ['completed_at'],
  ranking_snapshots: ['computed_at'],
  schema_migrations: ['applied_at'],
  demo_seed: ['base_date'],
  // Catalogue rows whose creation time nobody is shown.
  actors: ['birth_date', 'created_at'],
  movies: ['created_at'],
  categories: ['created_at'],
  tags: ['created_at'],
  images: ['created_at', 'updated_at'],
  videos: ['created_at'],
  client_config: ['updated_at'],
  // Games run on the real Istanbul day: a puzzle belongs to its day, and results, attempts and
  // boards to the days they were played (the games' demo players reckon from today, GAMES_DEMO).
  game_puzzles: ['day', 'created_at'],
  game_attempts: ['started_at', 'finished_at'],
  game_results: ['day', 'recorded_at'],
  game_scores: ['achieved_at'],
  game_signatures: ['expires_at'],
  ttt_matches: ['created_at', 'updated_at', 'finished_at'],
  // Sign readings belong to their real Istanbul periods (ASTRO_DEMO writes the current ones at
  // each start); a member's saved chart keeps the day it was saved.
  astro_readings: ['period_start', 'published_at', 'updated_at'],
  astro_saved_charts: ['created_at'],
  // Earthquakes happen on the real clock: the ingestion stores what the sources (or their local
  // stand-ins, which shift their samples to the present themselves) say, and its polling state.
  quake_records: ['time', 'first_seen_at'],
  quake_events: ['time', 'official_at', 'updated_at'],
  quake_sources: ['next_poll_at', 'lease_until', 'last_attempt_at', 'last_success_at'],
  quake_felt_reports: ['created_at', 'updated_at'],
  quake_alert_settings: ['updated_at'],
  quake_alerts_sent: ['sent_at'],
  // Proof of a reader's cookie choice: when it was made is the point of keeping it.
  consent_records: ['created_at'],
};

export interface DemoDatesRefresh {
  /** The base date before and after; equal when nothing moved. */
  from: Date;
  to: Date;
  /** Whole days the demo's dates moved forward (0: it was less than a day old). */
  days: number;
}

/**
 * Brings an old demo's dates forward (`npm start`): when the demo's base date (the demo_seed
 * row `npm run seed` writes) is a day or more behind `now`, every demo date of DEMO_TIMELINE up
 * to the base date moves forward by the same whole number of days, so the newest story is from
 * the last day again (breaking news, the Google News sitemap's 48 hours) and a bulletin stays on
 * its article's day; the exchange rates are re-planned up to the new base day. Dates after the
 * base date (what members did since the seed) are left where they are: none ends up in the future.
 * One transaction. Null for a database that is not a demo (no demo_seed row).
 */
export async function refreshDemoDates(db: Db, now: Date = new Date()): Promise<DemoDatesRefresh | null> {
  const refresh = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ base_date: Date | string }>('SELECT base_date FROM demo_seed FOR UPDATE');
    const row = rows[0];
    if (!row) return null;
    const from = new Date(row.base_date);
    const days = Math.floor((seedBaseDate(now).getTime() - from.getTime()) / DAY_MS);
    if (days < 1) return { from, to: from, days: 0 };
    const to = new Date(from.getTime() + days * DAY_MS);
    for (const [table, columns] of Object.entries(DEMO_TIMELINE)) await shiftColumns(tx, table, columns, from, days);
    await tx.query('UPDATE demo_seed SET base_date = $1', [to.toISOString()]);
    return { from, to, days };
  });
  if (refresh && refresh.days > 0) await seedExchangeRates(db, { baseDate: refresh.to });
  return refresh;
}

/** Moves each column's values up to `until` forward by `days` (dates and timestamps alike). */
async function shiftColumns(tx: Queryable, table: string, columns: readonly string[], until: Date, days: number): Promise<void> {
  const sets = columns.map((column) => `${column} = CASE WHEN ${column} <= $1::timestamptz THEN ${column} + make_interval(days => $2::int) ELSE ${column} END`);
  const touched = columns.map((column) => `${column} <= $1::timestamptz`).join(' OR ');
  await tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE ${touched}`, [until.toISOString(), days]);
}
