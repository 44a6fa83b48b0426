/**
 * Writes each jest run's pass/fail counts to tmp/test-summary/<project>.json so `npm test` can
 * print one closing "N passed, N failed" line over every project (tools/test/run-all.ts).
 */
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = path.resolve(__dirname, '../..');
    this.name = path.relative(this.rootDir, globalConfig.rootDir || process.cwd()).replace(/[\\/]/g, '-') || 'root';
  }
  onRunComplete(_contexts, results) {
    const dir = path.join(this.rootDir, 'tmp/test-summary');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `jest-${this.name}.json`),
      JSON.stringify({ passed: results.numPassedTests, failed: results.numFailedTests + results.numRuntimeErrorTestSuites, skipped: results.numPendingTests }),
    );
  }
}
module.exports = SummaryReporter;
