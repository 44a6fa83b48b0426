/**
 * `npm start`: builds whatever is missing, seeds an empty database, then runs the whole platform
 * in one process (web SSR + remotes' static bundles + API) on http://localhost:3000 (PORT
 * overrides), on embedded PGlite in ./.data unless DATABASE_URL is set.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const APPS = ['api', 'shell', 'content', 'social', 'messaging', 'games', 'astrology', 'quakes'];
const builtMarker: Record<string, string> = {
  api: 'dist/apps/api/app.js',
  shell: 'dist/apps/shell/server/main.js',
};

function isBuilt(app: string): boolean {
  const marker = builtMarker[app] ?? `dist/apps/${app}/server/remoteEntry.js`;
  return existsSync(join(root, marker));
}

const missing = process.argv.includes('--rebuild') ? APPS : APPS.filter((app) => !isBuilt(app));
if (missing.length) {
  console.log(`Building ${missing.join(', ')} …`);
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...missing, '--parallel=1', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const seed = spawnSync('npx', ['tsx', 'tools/seed/seed-cli.ts', '--if-empty'], { cwd: root, stdio: 'inherit', env: process.env });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, ['dist/apps/shell/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ALL_IN_ONE: '1', ...process.env },
});
const forward = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
server.on('exit', (code) => process.exit(code ?? 0));
