/**
 * `npm start`: builds whatever is missing, seeds an empty database, then runs the whole platform
 * in one process (web SSR + remotes' static bundles + API) on http://localhost:3000 (PORT
 * overrides), on embedded PGlite in ./.data unless DATABASE_URL is set.
 */
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMissingApps } from '../platform/build-missing';

const root = join(__dirname, '../..');

/**
 * Production refuses to start without QUIZ_RESULT_SECRET (it signs shareable quiz results). A
 * local run keeps its own random one in ./.data, so shared result links survive restarts.
 */
function localQuizResultSecret(): string {
  const file = join(root, '.data', 'quiz-result-secret');
  if (!existsSync(file)) {
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

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
  env: { NODE_ENV: 'production', ALL_IN_ONE: '1', ...process.env, QUIZ_RESULT_SECRET: process.env['QUIZ_RESULT_SECRET'] || localQuizResultSecret() },
});
const forward = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
server.on('exit', (code) => process.exit(code ?? 0));
