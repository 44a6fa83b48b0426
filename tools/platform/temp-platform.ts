/**
 * Runs the built platform on throwaway data, for the e2e suite and the benchmarks: a fresh
 * PGlite database and media folder in a temp dir, seeded with the demo content. DATABASE_URL
 * and REDIS_URL are removed from the children's environment so a developer's services are
 * never touched.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const workspaceRoot = join(__dirname, '../..');

export interface TempData {
  env: NodeJS.ProcessEnv;
  remove(): void;
}

export function seedTempData(stdio: 'inherit' | 'ignore' = 'inherit'): TempData {
  const dir = mkdtempSync(join(tmpdir(), 'meydan-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: join(dir, 'pglite'), MEDIA_DIR: join(dir, 'media') };
  delete env['DATABASE_URL'];
  delete env['REDIS_URL'];
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const seeded = spawnSync('npx', ['tsx', 'tools/seed/seed-cli.ts'], { cwd: workspaceRoot, env, stdio });
  if (seeded.status !== 0) {
    remove();
    throw new Error(`seeding the temporary database failed (exit ${seeded.status})`);
  }
  return { env, remove };
}

/** Starts a built server bundle (`dist/apps/shell/server/main.js`, `dist/apps/api/main.js`). */
export function startServer(bundle: string, env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore' = 'inherit'): ChildProcess {
  return spawn(process.execPath, [bundle], { cwd: workspaceRoot, stdio, env: { NODE_ENV: 'production', ...env } });
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
