/**
 * `npm test`: the typecheck of every project's tsconfig in as few programs as possible
 * (typecheck-workspace.ts: the same checks as each project's `typecheck` target, without
 * re-checking the shared libraries seventy times), every project's lint folder in one ESLint run
 * (lint-workspace.ts), every project's jest target through Nx, then the build and the Playwright
 * e2e suite. Prints the minutes of each step,
 * the slowest Nx tasks and e2e journeys, and one closing summary line ("tests: N passed,
 * N failed") summed over jest and Playwright.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const summaryDir = join(root, 'tmp/test-summary');
const skipE2e = process.argv.includes('--no-e2e');

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...env } });
  return result.status === 0;
}

/** The Nx tasks that took longest, from the profile Nx writes when NX_PROFILE names a file. */
function slowestTasks(profileFile: string, count: number): string[] {
  if (!existsSync(profileFile)) return [];
  const events = JSON.parse(readFileSync(profileFile, 'utf8')) as Array<{ ph: string; name: string; dur?: number }>;
  return events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => (b.dur as number) - (a.dur as number))
    .slice(0, count)
    .map((event) => `${((event.dur as number) / 1e6).toFixed(0).padStart(5)} s  ${event.name}`);
}

function summarize(): { passed: number; failed: number; skipped: number; failures: string[]; flaky: string[]; slowest: string[]; slowestFiles: string[] } {
  const total = { passed: 0, failed: 0, skipped: 0, failures: [] as string[], flaky: [] as string[], slowest: [] as string[], slowestFiles: [] as string[] };
  if (!existsSync(summaryDir)) return total;
  for (const file of readdirSync(summaryDir)) {
    const counts = JSON.parse(readFileSync(join(summaryDir, file), 'utf8')) as Partial<typeof total>;
    total.passed += counts.passed ?? 0;
    total.failed += counts.failed ?? 0;
    total.skipped += counts.skipped ?? 0;
    total.failures.push(...(counts.failures ?? []));
    total.flaky.push(...(counts.flaky ?? []));
    total.slowest.push(...(counts.slowest ?? []));
    total.slowestFiles.push(...(counts.slowestFiles ?? []));
  }
  return total;
}

rmSync(summaryDir, { recursive: true, force: true });
const unitProfile = 'tmp/nx-unit-profile.json';
rmSync(join(root, unitProfile), { force: true });
const steps: Array<[string, string, string[], Record<string, string>?]> = [
  ['typecheck (every project, one program per set of compiler options)', 'npx', ['tsx', 'tools/test/typecheck-workspace.ts']],
  ['lint (every project, one ESLint run with the module-boundary rule)', 'npx', ['tsx', 'tools/test/lint-workspace.ts']],
  ['unit/API tests', 'npx', ['nx', 'run-many', '-t', 'test', '--skip-nx-cache', '--parallel=2', '--outputStyle=static'], { NX_PROFILE: unitProfile }],
];
if (!skipE2e) {
  steps.push(['build every app', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static']]);
  steps.push(['end-to-end (Playwright, system Chromium)', 'npx', ['nx', 'run', 'e2e:e2e', '--skip-nx-cache', '--outputStyle=static']]);
}

let ok = true;
const stepTimes: string[] = [];
for (const [title, command, args, env] of steps) {
  const startedAt = Date.now();
  const passedStep = run(title, command, args, env);
  stepTimes.push(`  ${((Date.now() - startedAt) / 60_000).toFixed(1).padStart(5)} min  ${title}`);
  if (!passedStep) {
    ok = false;
    break;
  }
}
const { passed, failed, skipped, failures, flaky, slowest, slowestFiles } = summarize();
// Where the time went (the whole run is meant to stay under 45 minutes on CI's 2 cores).
console.log(`\nsteps:\n${stepTimes.join('\n')}`);
const slowestUnitTasks = slowestTasks(join(root, unitProfile), 12);
if (slowestUnitTasks.length > 0) console.log(`\nslowest unit test projects:\n${slowestUnitTasks.join('\n')}`);
if (slowestFiles.length > 0) console.log(`\nslowest e2e spec files (their journeys' time summed):\n${slowestFiles.map((line) => `  ${line}`).join('\n')}`);
if (slowest.length > 0) console.log(`\nslowest journeys:\n${slowest.map((line) => `  ${line}`).join('\n')}`);
// The failed tests' names last, just above the closing line: a cut CI log keeps its end.
if (flaky.length > 0) console.log(`\npassed on retry (flaky, to be fixed):\n${flaky.map((line) => `  ~ ${line}`).join('\n')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
const failedCount = ok ? failed : Math.max(failed, 1);
console.log(`\ntests: ${passed} passed, ${failedCount} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
