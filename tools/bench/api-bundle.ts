/**
 * What the API benchmarks (search, growth) share: the apps/api bundle built from the current
 * source and opened on a benchmark database without the HTTP cache, the seed's media folder, and
 * the machine line printed next to latencies.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@meydan/api/db';
import { workspaceRoot } from '../platform/temp-platform';
import { THROWAWAY_PRODUCTION_ENV } from '../platform/throwaway-settings';

/** BENCH_API_BUNDLE: another build's app.js (e.g. of the previous commit, for before/after figures); not rebuilt. */
const API_BUNDLE = process.env['BENCH_API_BUNDLE'] || join(workspaceRoot, 'dist/apps/api/app.js');
/**
 * The seed's pictures and videos (the benchmarks never read them), in the folder the tests and
 * throwaway platforms share, so they render once rather than on every run.
 */
export const BENCH_MEDIA_DIR = join(tmpdir(), 'meydan-test-media');

type BuildAppOptions = Record<string, unknown>;

interface ApiBundle {
  buildApp(options: BuildAppOptions): Promise<FastifyInstance>;
  /** The API's settings from environment variables, as its servers read them. */
  apiOptionsFromEnv(env: NodeJS.ProcessEnv): BuildAppOptions;
}

/** Builds the API bundle from the current source (Nx restores it from its cache when nothing changed). */
export function buildApi(): void {
  if (process.env['BENCH_API_BUNDLE']) return console.log(`API bundle: ${API_BUNDLE} (BENCH_API_BUNDLE, not rebuilt)`);
  console.log('building the API bundle (nx run api:build; cached when the source is unchanged)…');
  const built = spawnSync('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (built.status !== 0) throw new Error(`building the API failed (exit ${built.status})`);
}

/** The whole API as deployed (routing, validation, services, serialization), on `db`, without the HTTP cache. */
export async function openApiApp(db: Db, mediaDir = BENCH_MEDIA_DIR): Promise<FastifyInstance> {
  const { buildApp, apiOptionsFromEnv } = createRequire(__filename)(API_BUNDLE) as ApiBundle;
  // Errors only (a failing request says why); LOG_LEVEL overrides.
  process.env['LOG_LEVEL'] ??= 'error';
  const app = await buildApp({
    // The bundle is a production build: the throwaway platforms' secrets and outbox mail.
    ...apiOptionsFromEnv(THROWAWAY_PRODUCTION_ENV),
    db,
    logger: true,
    cache: false,
    mediaDir,
    // Nothing is mailed, uploaded or pushed: no workers of those beside the measured requests.
    mailWorker: false,
    mediaWorker: false,
    pushWorker: false,
  });
  await app.ready();
  return app;
}

/** Latencies on a shared machine include waiting for a CPU: say so next to the figures. */
export function machineLine(): string {
  const cores = availableParallelism();
  const [one, five, fifteen] = loadavg() as [number, number, number];
  const busy = one > cores ? ` — BUSY: other work is running, latencies include waiting for a CPU` : '';
  return `machine: ${cores} cores, load average ${one.toFixed(1)} / ${five.toFixed(1)} / ${fifteen.toFixed(1)} (1 / 5 / 15 min)${busy}`;
}

export async function serverVersion(db: Db): Promise<string> {
  const { rows } = await db.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  return rows[0]?.v ?? '?';
}
