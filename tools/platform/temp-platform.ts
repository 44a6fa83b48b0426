/**
 * Runs the built platform on throwaway data, for the e2e suite and the benchmarks: a fresh
 * database (PGlite in a temp dir, or a new PostgreSQL database) and media folder, seeded with
 * the demo content. A developer's own DATABASE_URL database and REDIS_URL are never touched.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, SEED_BASE_DATE } from '@meydan/api/db';
import { SERVER_NODE_FLAGS } from './server-node-flags';
import { THROWAWAY_PRODUCTION_ENV } from './throwaway-settings';
import { newVapidKeyPair } from './vapid-keys';

export const workspaceRoot = join(__dirname, '../..');

export interface TempData {
  env: NodeJS.ProcessEnv;
  /** 'pg' (a fresh database on a PostgreSQL server) or 'pglite' (a temp folder). */
  kind: 'pg' | 'pglite';
  remove(): Promise<void>;
}

function seedInto(env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore'): void {
  const seeded = spawnSync('npx', ['tsx', 'tools/seed/seed-cli.ts'], { cwd: workspaceRoot, env, stdio });
  if (seeded.status !== 0) throw new Error(`seeding the temporary database failed (exit ${seeded.status})`);
}

/**
 * A seeded throwaway database: with `postgres`, a new database on the server of DATABASE_URL
 * or 127.0.0.1:5432 when one answers (PGlite otherwise); without, always PGlite.
 */
export async function seedTempData({ postgres = false, stdio = 'inherit' }: { postgres?: boolean; stdio?: 'inherit' | 'ignore' } = {}): Promise<TempData> {
  const dir = mkdtempSync(join(tmpdir(), 'meydan-'));
  // Generated media is content-addressed (same drawing, same id and file), so every throwaway
  // platform shares one folder with the API tests and renders only what is new.
  // The demo pinned to its fixed base date: the suites' expectations (dates on pages, the rates'
  // last day) and the benchmarks' data never change with the day they run.
  const env: NodeJS.ProcessEnv = { ...process.env, MEDIA_DIR: join(tmpdir(), 'meydan-test-media'), SEED_BASE_DATE: SEED_BASE_DATE.toISOString() };
  delete env['REDIS_URL'];
  const database = postgres ? await createTestDatabase({ migrate: true }) : undefined;
  delete env['DATABASE_URL'];
  if (database?.kind === 'pg') env['DATABASE_URL'] = database.databaseUrl;
  else env['DATA_DIR'] = join(dir, 'pglite');
  // A PGlite folder from createTestDatabase stays unused: the servers get their own below.
  const remove = async () => {
    await database?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    seedInto(env, stdio);
  } catch (error) {
    await remove();
    throw error;
  }
  return { env, kind: database?.kind === 'pg' ? 'pg' : 'pglite', remove };
}

/**
 * The environment of a throwaway server process: the throwaway production settings, under the
 * given variables (a variable set but empty, as a blank line of a copied .env leaves it, does not
 * blank one of them out).
 */
export function throwawayServerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...THROWAWAY_PRODUCTION_ENV,
    // The registration robot check at a quarter of a second's work instead of seconds: the e2e
    // suite runs two browsers on a shared machine, and a seconds-long solve starved the other
    // test's page loads. Full-strength challenges are covered by the api-auth specs.
    AUTH_POW_DIFFICULTY: '12',
    ...Object.fromEntries(Object.entries(env).filter(([name, value]) => value !== '' || !(name in THROWAWAY_PRODUCTION_ENV))),
  };
}

/** Starts a built server bundle (`dist/apps/shell/server/main.js`, `dist/apps/api/main.js`). */
export function startServer(bundle: string, env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore' = 'inherit'): ChildProcess {
  // Web Push is on as in a real deployment (production has none without VAPID keys): a fresh pair.
  const vapid = newVapidKeyPair();
  const push = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:push@meydan.localhost' };
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], { cwd: workspaceRoot, stdio, env: throwawayServerEnv({ ...push, ...env }) });
}

export async function waitUntilUp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a child and waits for it to exit (PGlite must release its files before the next one). */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
