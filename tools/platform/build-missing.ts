import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
// The plain data module (no imports), by path: `npm start` runs this file without tsconfig paths.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a dependency-free data file, not the lib's API
import { REMOTE_NAMES } from '../../libs/shared/util/routing/src/lib/remotes';

const root = join(__dirname, '../..');
export const APPS = ['api', 'shell', ...REMOTE_NAMES] as const;
const BUILT_MARKER: Partial<Record<(typeof APPS)[number], string>> = {
  api: 'dist/apps/api/app.js',
  shell: 'dist/apps/shell/server/main.js',
};

const isBuilt = (app: (typeof APPS)[number]) => existsSync(join(root, BUILT_MARKER[app] ?? `dist/apps/${app}/server/remoteEntry.js`));

/** Builds the apps whose output is missing (every app with `rebuild`), through their Nx targets. */
export function buildMissingApps(rebuild = false): void {
  const missing = rebuild ? [...APPS] : APPS.filter((app) => !isBuilt(app));
  if (missing.length === 0) return;
  console.log(`Building ${missing.join(', ')} …`);
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...missing, '--parallel=1', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) throw new Error(`building ${missing.join(', ')} failed`);
}
