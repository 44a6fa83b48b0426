import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, E2E_REMOTE_PORT, e2eOrigin } from './support/ports';

/**
 * The end-to-end suite runs the built platform (all-in-one server on a fresh seeded database:
 * PostgreSQL when one answers, else PGlite; see tools/platform/e2e-server.ts) in the system Chromium, headless: nothing is downloaded.
 * CHROMIUM_PATH overrides the browser binary.
 */
/** Specs that publish stories (member posts approved by an editor). */
const PUBLISHING = /community\.spec\.ts$/;
/**
 * Takes the quakes remote's origin down: runs first and alone, before any page has loaded the
 * remote (a server that has its code keeps rendering it) and while no quakes journey needs it.
 */
const OUTAGE = /remote-outage\.spec\.ts$/;

export default defineConfig({
  testDir: './src',
  outputDir: '../tmp/e2e/results',
  fullyParallel: true,
  workers: 2,
  // One retry: on the 2-core CI machine the suite runs at a load average of ~10, and a few
  // journeys (a remote page chunk, a video file, a loader's API call) occasionally miss their
  // timeouts there while passing alone every time (2026-11-27). A test that fails twice still
  // fails the run, and Playwright lists the ones that needed the retry as "flaky".
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: e2eOrigin('tr'),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      // *.localhost names the editions; map them to loopback whatever the resolver does.
      args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1', '--no-sandbox'],
    },
  },
  projects: [
    { name: 'outage', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: OUTAGE },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [PUBLISHING, OUTAGE], dependencies: ['outage'] },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/, testIgnore: [PUBLISHING, OUTAGE], dependencies: ['outage'] },
    // Journeys that publish content run last: a new story tops the listings, and the other journeys
    // open "the first story" of the seeded data set expecting its tags and media.
    { name: 'publishing', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: PUBLISHING, dependencies: ['desktop', 'phone'] },
  ],
  webServer: {
    command: 'npx tsx --tsconfig tsconfig.base.json tools/platform/e2e-server.ts',
    env: { E2E_PORT: String(E2E_PORT), E2E_REMOTE_PORT: String(E2E_REMOTE_PORT) },
    cwd: '..',
    // Ready when the home page renders (200): the SSR has loaded the content remote by then, so
    // the first test does not meet the 503 a cold server answers while that load is under way.
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    // Asked to stop, not killed: the platform drops its throwaway PostgreSQL database on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // A cold machine seeds ~1,000 articles and renders their media first (cached afterwards).
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
