import path from 'node:path';
import { createDb, DEFAULT_PGLITE_DIR, formatSummary, isDatabaseEmpty, seed, SeedRefusedError } from '@meydan/api/db';

/**
 * `npm run seed [-- --force | --if-empty]`: seeds DATABASE_URL, or the embedded PGlite
 * database in $DATA_DIR (default ./.data/pglite); images go to $MEDIA_DIR (default
 * ./.data/media). Without a flag a database with content is refused (exit code 2); --force
 * wipes it and reseeds; --if-empty leaves it alone and succeeds (used by `npm start`).
 */
export async function runSeedCli(args: readonly string[] = process.argv.slice(2)): Promise<number> {
  const force = args.includes('--force');
  const ifEmpty = args.includes('--if-empty');
  const dataDir = process.env['DATA_DIR'] || DEFAULT_PGLITE_DIR;
  const mediaDir = process.env['MEDIA_DIR'] || './.data/media';
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const db = await createDb({ databaseUrl, dataDir });
  try {
    if (ifEmpty && !force && !(await isDatabaseEmpty(db))) {
      console.log('The database already has content; seed skipped.');
      return 0;
    }
    console.log(`Seeding ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(dataDir)}`}…`);
    const summary = await seed(db, { mediaDir, force });
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
