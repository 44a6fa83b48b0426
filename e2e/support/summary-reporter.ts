import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest journeys the summary names (where the e2e stage's time goes). */
const SLOWEST_LISTED = 12;

/**
 * Adds the e2e counts, failed and retried journeys, the slowest journeys and the spec files that
 * took longest in all (per project) to tmp/test-summary/,
 * which `npm test` sums into its closing lines.
 */
export default class SummaryReporter implements Reporter {
  private readonly counts = { passed: 0, failed: 0, skipped: 0, failures: [] as string[], flaky: [] as string[], slowest: [] as string[], slowestFiles: [] as string[] };
  private readonly durations: Array<{ name: string; ms: number }> = [];
  /** Per spec file and project: the summed time of its journeys (retries included) and how many ran. */
  private readonly files = new Map<string, { ms: number; runs: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = `${test.location.file.split('/e2e/').pop()} › ${test.titlePath().slice(1).join(' › ')}`;
    if (result.status !== 'skipped') {
      this.durations.push({ name: result.retry > 0 ? `${name} (retry ${result.retry})` : name, ms: result.duration });
      const file = `${test.location.file.split('/e2e/').pop()} [${test.parent.project()?.name ?? '?'}]`;
      const total = this.files.get(file) ?? { ms: 0, runs: 0 };
      this.files.set(file, { ms: total.ms + result.duration, runs: total.runs + 1 });
    }
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') {
      this.counts.passed += 1;
      if (result.retry > 0) this.counts.flaky.push(name);
    } else if (result.status === 'skipped') {
      this.counts.skipped += 1;
    } else {
      this.counts.failed += 1;
      // eslint-disable-next-line no-control-regex -- strips the terminal colours from the error text
      const message = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0].slice(0, 300);
      this.counts.failures.push(`${name}: ${message}`);
    }
  }

  onEnd(): void {
    this.counts.slowest = this.durations
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_LISTED)
      .map(({ name, ms }) => `${(ms / 1000).toFixed(1).padStart(5)} s  ${name}`);
    this.counts.slowestFiles = [...this.files.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, SLOWEST_LISTED)
      .map(([file, { ms, runs }]) => `${(ms / 60_000).toFixed(1).padStart(5)} min  ${file} (${runs} runs)`);
    const dir = join(__dirname, '../../tmp/test-summary');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(this.counts));
  }
}
