/**
 * The demo data set lives with the database lib (ARCHITECTURE §3: api/db holds connection,
 * migrations and seed) so API tests can load it; this module is the script-facing entry.
 */
export {
  DEMO_ACCOUNTS,
  formatSummary,
  isDatabaseEmpty,
  planSeed,
  seed,
  SEED_ARTICLE_COUNTS,
  SEED_BASE_DATE,
  SeedRefusedError,
  truncateContent,
} from '@meydan/api/db';
export type { DemoAccount, SeedOptions, SeedSummary } from '@meydan/api/db';
