/**
 * `npm test`'s lint: every project's `lint` target (`eslint <folder>`) in one ESLint run over
 * all their folders, on two threads (ESLint's --concurrency), instead of 72 ESLint processes
 * that each loaded the config, its plugins and the project graph again.
 *
 * The module-boundary rule (@nx/enforce-module-boundaries) reads the project graph Nx caches in
 * .nx/workspace-data; outside an Nx task it skips itself when there is none. So the graph is
 * computed first, and its absence stops the run rather than letting the rule pass unchecked.
 *
 * Usage: tsx tools/test/lint-workspace.ts
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectTargetArguments } from './project-targets';

const root = join(__dirname, '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

const graph = spawnSync('npx', ['nx', 'show', 'projects'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
const graphFile = join(root, process.env['NX_WORKSPACE_DATA_DIRECTORY'] ?? '.nx/workspace-data', 'project-graph.json');
if (graph.status !== 0 || !existsSync(graphFile)) {
  console.error(`lint: no project graph at ${graphFile}; the module-boundary rule would be skipped`);
  process.exit(1);
}
const folders = projectTargetArguments(root, 'lint', /^eslint (\S+)$/);
console.log(`lint: ${folders.length} projects in one ESLint run`);
const eslint = spawnSync('npx', ['eslint', '--concurrency', '2', ...folders], { cwd: root, env, stdio: 'inherit' });
process.exit(eslint.status ?? 1);
