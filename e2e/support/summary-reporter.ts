import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Adds the e2e counts to tmp/test-summary/, which `npm test` sums into its closing line. */
export default class SummaryReporter implements Reporter {
  private readonly counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.counts.passed += 1;
    else if (result.status === 'skipped') this.counts.skipped += 1;
    else this.counts.failed += 1;
  }

  onEnd(): void {
    const dir = join(__dirname, '../../tmp/test-summary');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(this.counts));
  }
}
