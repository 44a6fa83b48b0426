/**
 * Writes each jest run's pass/fail counts to tmp/test-summary/<project>.json so `npm test` can
 * print one closing "N passed, N failed" line over every project (tools/test/run-all.ts), and the
 * failed tests' names (a CI log is often cut; the end is what is kept).
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** One line per failed test (or suite that could not run), with the first line of its error, for the closing summary. */
function failureLines(results) {
  const lines = [];
  for (const file of results.testResults) {
    const where = path.relative(ROOT, file.testFilePath);
    if (file.testExecError) lines.push(`${where}: ${firstLine(file.testExecError.message)}`);
    for (const test of file.testResults) {
      if (test.status === 'failed') lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
  }
  return lines;
}

/** Tests that failed and then passed on their retry (retry-once.cjs), with the first failure's first line. */
function flakyLines(results) {
  const lines = [];
  for (const file of results.testResults) {
    const where = path.relative(ROOT, file.testFilePath);
    for (const test of file.testResults) {
      if (test.status === 'passed' && (test.invocations ?? 1) > 1) lines.push(`${where} › ${test.fullName}: ${firstLine(test.retryReasons?.[0])}`);
    }
  }
  return lines;
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = ROOT;
    this.name = path.relative(this.rootDir, globalConfig.rootDir || process.cwd()).replace(/[\\/]/g, '-') || 'root';
  }
  onRunComplete(_contexts, results) {
    const dir = path.join(this.rootDir, 'tmp/test-summary');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `jest-${this.name}.json`),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests,
        failures: failureLines(results),
        flaky: flakyLines(results),
      }),
    );
  }
}
module.exports = SummaryReporter;
