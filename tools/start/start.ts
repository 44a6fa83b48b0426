/**
 * `npm start`: builds whatever is missing, seeds an empty database, then runs the whole platform
 * in one process (web SSR + remotes' static bundles + API) on http://localhost:3000 (PORT
 * overrides), on embedded PGlite in ./.data unless DATABASE_URL is set.
 */
import { spawnSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildMissingApps } from '../platform/build-missing';

const root = join(__dirname, '../..');
try {
  buildMissingApps(process.argv.includes('--rebuild'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
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
