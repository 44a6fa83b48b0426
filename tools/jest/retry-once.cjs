/**
 * Server specs (API, database) start real servers and databases on a 2-core CI machine shared by
 * two jest projects at a time. A failure there is retried once; a test that passes only on its
 * retry is still named in `npm test`'s closing summary ("passed on retry", see
 * summary-reporter.cjs), so a flaky test is seen and fixed rather than hidden.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
