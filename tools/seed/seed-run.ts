import path from 'node:path';
import { createDb, DEFAULT_PGLITE_DIR, formatSummary, isDatabaseEmpty, refreshDemoDates, seed, seedBaseDate, SeedRefusedError } from '@meydan/api/db';

/**
 * The demo's base date: SEED_BASE_DATE from the environment (an ISO date-time; the e2e suite and
 * the benchmarks pin it so their data never changes), else the start of the current hour.
 */
export function baseDateFromEnv(value: string | undefined, now: Date = new Date()): Date {
  if (value === undefined || value.trim() === '') return seedBaseDate(now);
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime())) throw new Error(`SEED_BASE_DATE must be an ISO date-time such as 2026-11-20T09:00:00Z, not "${value}"`);
  return date;
}

/**
 * `npm run seed [-- --force | --if-empty [--refresh-dates]]`: seeds DATABASE_URL, or the
 * embedded PGlite database in $DATA_DIR (default ./.data/pglite); images go to $MEDIA_DIR
 * (default ./.data/media); dates are reckoned back from the base date (baseDateFromEnv). Without a
 * flag a database with content is refused (exit code 2); --force wipes it and reseeds;
 * --if-empty leaves it alone and succeeds, and with --refresh-dates (`npm start`) brings the dates
 * of a demo seeded a day or more ago forward.
 */
export async function runSeedCli(args: readonly string[] = process.argv.slice(2)): Promise<number> {
  const force = args.includes('--force');
  const ifEmpty = args.includes('--if-empty');
  const dataDir = process.env['DATA_DIR'] || DEFAULT_PGLITE_DIR;
  const mediaDir = process.env['MEDIA_DIR'] || './.data/media';
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const baseDate = baseDateFromEnv(process.env['SEED_BASE_DATE']);
  const db = await createDb({ databaseUrl, dataDir });
  try {
    if (ifEmpty && !force && !(await isDatabaseEmpty(db))) {
      const refreshed = args.includes('--refresh-dates') ? await refreshDemoDates(db) : null;
      if (refreshed && refreshed.days > 0) {
        console.log(`The demo's dates moved forward by ${refreshed.days} days (base date ${refreshed.from.toISOString()} → ${refreshed.to.toISOString()}).`);
      }
      console.log('The database already has content; seed skipped.');
      return 0;
    }
    console.log(`Seeding ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(dataDir)}`}…`);
    const summary = await seed(db, { mediaDir, force, baseDate });
    console.log(formatSummary(summary));
    return 0;
  } catch (error) {
    if (error instanceof SeedRefusedError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await db.close();
  }
}
