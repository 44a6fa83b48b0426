export type { CreateDbOptions, Db, DbKind, Queryable, Row } from './db.types';
export { createDb, DEFAULT_PGLITE_DIR } from './create-db';
export { DatabaseUnavailableError, isDatabaseUnreachable } from './unavailable';
// The one "listed article" rule (SQL over alias `a`) of every domain that lists or counts articles.
export { type ArticleLinkRow, BY_INACTIVE_MEMBER, LISTED_ARTICLE } from './listed-article';
export { loadMigrations, migrate, migrationsDir } from './migrate';
export type { Migration, MigrationResult } from './migrate';
export { createTestDatabase, LOCAL_POSTGRES_URL } from './test-database';
export type { TestDatabase } from './test-database';
// Seeded randomness for demo content that must come out the same on every run.
export { Prng } from './seed/prng';
export {
  DEMO_ACCOUNTS,
  formatSummary,
  isDatabaseEmpty,
  PASSWORD_HASH_OPTIONS,
  planSeed,
  seed,
  SEED_ARTICLE_COUNTS,
  SEED_BASE_DATE,
  seedBaseDate,
  SeedRefusedError,
  truncateContent,
} from './seed/seed';
export type { DemoAccount, SeedOptions, SeedSummary } from './seed/seed';
// `npm start` brings an old demo's dates forward.
export { refreshDemoDates } from './seed/demo-dates';
export type { DemoDatesRefresh } from './seed/demo-dates';
// The phrase banks and §2.6 leaves, for generators of larger data sets (`npm run bench -- search`).
export { BANKS, LEAVES } from './seed/plan';
export type { LanguageBank } from './seed/data/bank.types';
// Columnists and the actors/movies pages: run after `seed` (they build on its authors, articles and tags).
export { seedColumnists } from './seed/columnist-seed';
export type { ColumnistSeedOptions, ColumnistSeedSummary } from './seed/columnist-seed';
export { ENTERTAINMENT_TABLES, seedEntertainment } from './seed/entertainment-seed';
export type { EntertainmentSeedOptions, EntertainmentSeedSummary } from './seed/entertainment-seed';
// Storefront showcases, site metadata and periodic series: run after `seed` (series link to its articles).
export { planStorefront, seedStorefrontAndMetadata, STOREFRONT_SEED_TABLES } from './seed/storefront-seed';
export type { StorefrontSeedOptions, StorefrontSeedSummary } from './seed/storefront-seed';
// The exchange-rates page's daily rates (edition-independent; run any time, it replaces them).
export { EXCHANGE_RATE_HISTORY_DAYS, EXCHANGE_RATE_QUOTES, planExchangeRates, seedExchangeRates } from './seed/exchange-rates';
export type { ExchangeRateRow } from './seed/exchange-rates';
// Background jobs (ARCHITECTURE §5): a generic jobs table and its worker (image processing, mail, push, …).
export { countSubjectJobs, enqueueJob } from './jobs/job-queue';
export { PURGE_PROFILE_MEDIA_JOB, PUSH_QUAKE_ALERT_JOB } from './jobs/job-types';
export type { PurgeProfileMediaPayload, PushQuakeAlertPayload } from './jobs/job-types';
export type { ClaimedJob, EnqueuedJob, JobState, NewJob } from './jobs/job-queue';
export { JOB_RETRY_DELAYS_MS, JobWorker, PermanentJobError } from './jobs/job-worker';
export { PollingLoop, PollingWorker } from './jobs/polling-loop';
export type { OutboxWorkerSettings, PollingLoopOptions } from './jobs/polling-loop';
export type { JobHandler, JobLogger, JobRunSummary, JobWorkerOptions } from './jobs/job-worker';
