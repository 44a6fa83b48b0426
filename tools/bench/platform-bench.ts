/**
 * `npm run bench` (the default `platform` scenario): builds what is missing, runs the production
 * build on a freshly seeded temporary database and prints, in one run (ARCHITECTURE §7, issue 14):
 * 1. the machine's load average (at the start and the end: the figures depend on it);
 * 2. first-load JavaScript (gzip, raw, files) and HTML bytes of each reader page type as an
 *    anonymous phone loads it, judged against the budgets of the e2e check;
 * 3. Lighthouse mobile (performance, LCP, TBT, CLS; median of 5) for tr home, category, article
 *    and an en article;
 * 4. the median server-render time of the tr article;
 * 5. GET /api/v3.5/articles/{id} throughput of the API next to a bare node:http server sending
 *    the same bytes, as a ratio (both single processes, same load generator and settings);
 * 6. the extra sections of sections.ts (SSR throughput, growth).
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { FIRST_LOAD_JS_GZIP_BUDGET, FIRST_LOAD_JS_GZIP_GOAL, READER_PAGE_TYPES, kb } from '@meydan/shared/testing/first-load';
import { buildMissingApps } from '../platform/build-missing';
import { seedTempData, startServer, stopServer, waitUntilUp } from '../platform/temp-platform';
import { getHtml, measureFirstLoads, readerPages, type FirstLoadRow, type ReaderPage } from './first-load-bench';
import { lighthousePages } from './lighthouse-bench';
import { EXTRA_SECTIONS, type PlatformBenchContext } from './sections';
import { median } from './stats';
import { formatTable } from './table';
import { DEFAULT_SSR_RENDER_RUNS } from './ssr-bench';

const WEB_PORT = Number(process.env['BENCH_PORT'] ?? 3300);
const API_PORT = WEB_PORT + 1;
const BARE_PORT = WEB_PORT + 2;
const SSR_RUNS = Number(process.env['BENCH_SSR_RUNS'] ?? DEFAULT_SSR_RENDER_RUNS);
const LOAD_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
const LIGHTHOUSE_RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 5);
const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const TARGET_API_RATIO = 0.6;
const MAX_ERROR_SHARE = 0.001;

function printLoad(when: string): void {
  console.log(`machine (${when}): load average ${loadavg().map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min), ${cpus().length} CPUs`);
}

function printFirstLoads(rows: readonly FirstLoadRow[]): void {
  console.log(`\nfirst load of an anonymous reader on a phone (navigation → network idle, no interaction; gzip -9 of the bytes served):`);
  const table = rows.map((row) => [
    row.page.label,
    kb(row.jsGzip),
    kb(row.jsRaw),
    String(row.files),
    kb(row.htmlRaw),
    kb(row.htmlGzip),
    row.violations.length === 0 ? 'met' : `NOT met (${[...new Set(row.violations.map((violation) => violation.rule))].join(', ')})`,
  ]);
  console.log(formatTable(['page', 'JS gzip', 'JS raw', 'files', 'HTML raw', 'HTML gzip', `budgets (JS ≤ ${kb(FIRST_LOAD_JS_GZIP_BUDGET)}, goal ${kb(FIRST_LOAD_JS_GZIP_GOAL)})`], table));
  for (const row of rows) for (const violation of row.violations) console.log(`  - ${violation.message}`);
}

async function printLighthouse(pages: Record<string, ReaderPage>): Promise<void> {
  if (LIGHTHOUSE_RUNS < 1) return console.log('\nLighthouse skipped (BENCH_LIGHTHOUSE_RUNS=0)');
  console.log(`\nLighthouse ${require('lighthouse/package.json').version} mobile (default config: simulated throttling), median of ${LIGHTHOUSE_RUNS} runs per metric:`);
  const urls = Object.fromEntries(Object.entries(pages).map(([label, page]) => [label, page.url]));
  const results = await lighthousePages(urls, LIGHTHOUSE_RUNS, CHROMIUM_PATH);
  const rows = Object.entries(results).map(([label, { median: m, runs }]) => [
    label,
    String(m.score),
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    runs.map((run) => run.score).join(' '),
  ]);
  console.log(formatTable(['page', 'score', 'LCP', 'TBT', 'CLS', 'scores of the runs'], rows));
  console.log('  targets: score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.01');
}

async function medianSsrMs(url: string): Promise<number> {
  for (let i = 0; i < 10; i++) await (await fetch(url)).text(); // warm-up: remote loaded, caches filled
  const times: number[] = [];
  for (let i = 0; i < SSR_RUNS; i++) {
    const started = performance.now();
    await (await fetch(url)).text();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function requestsPerSecond(url: string): Promise<number> {
  // Warm-up (JIT, caches, connection pools), not counted.
  await autocannon({ url, connections: CONNECTIONS, duration: 3 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, pipelining: 1 });
  // A few socket errors (timeouts) happen on a saturated shared machine; a wrong answer never may.
  const failed = result.errors + result.timeouts;
  if (result.non2xx || failed > result.requests.total * MAX_ERROR_SHARE) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`);
  if (failed > 0) console.log(`  (${url}: ${result.errors} socket errors, ${result.timeouts} timeouts of ${result.requests.total} requests)`);
  return result.requests.average;
}

interface ApiSample {
  body: Buffer;
  type: string;
  cache: string;
}

async function measureApi(env: NodeJS.ProcessEnv, id: string, extraEnv: NodeJS.ProcessEnv): Promise<{ rps: number; sample: ApiSample }> {
  const url = `http://127.0.0.1:${API_PORT}/api/v3.5/articles/${id}`;
  const api = startServer('dist/apps/api/main.js', { ...env, ...extraEnv, PORT: String(API_PORT), HOST: '127.0.0.1' }, 'ignore');
  try {
    await waitUntilUp(`http://127.0.0.1:${API_PORT}/readyz`);
    await fetch(url); // the first read fills the API's HTTP cache, as in production
    const response = await fetch(url);
    const sample = { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? 'application/json', cache: response.headers.get('x-cache') ?? 'n/a' };
    return { rps: await requestsPerSecond(url), sample };
  } finally {
    await stopServer(api);
  }
}

async function measureBare(sample: ApiSample): Promise<number> {
  const bare = startServer(join(__dirname, 'bare-server.cjs'), { BARE_PORT: String(BARE_PORT), BARE_TYPE: sample.type, BARE_BODY_BASE64: sample.body.toString('base64') }, 'ignore');
  try {
    await waitUntilUp(`http://127.0.0.1:${BARE_PORT}/`);
    return await requestsPerSecond(`http://127.0.0.1:${BARE_PORT}/`);
  } finally {
    await stopServer(bare);
  }
}

function report(label: string, rps: number, bareRps: number, judged: boolean): void {
  const ratio = rps / bareRps;
  const verdict = judged ? ` — target ≥ ${TARGET_API_RATIO * 100} %: ${ratio >= TARGET_API_RATIO ? 'met' : 'NOT met'}` : '';
  console.log(`${label}: ${Math.round(rps)} req/s vs bare node:http ${Math.round(bareRps)} req/s = ${(ratio * 100).toFixed(0)} %${verdict} (${CONNECTIONS} connections, ${LOAD_SECONDS} s)`);
}

export async function runPlatformBench(options: { rebuild: boolean }): Promise<void> {
  buildMissingApps(options.rebuild);
  printLoad('start');
  console.log('seeding a temporary database…');
  // ARCHITECTURE §7 measures the API on PostgreSQL: used whenever a server answers.
  const data = await seedTempData({ postgres: true, stdio: 'ignore' });
  console.log(`database: ${data.kind === 'pg' ? 'PostgreSQL' : 'PGlite (no PostgreSQL server answered)'}`);
  try {
    const webOrigin = `http://127.0.0.1:${WEB_PORT}`;
    const web = startServer('dist/apps/shell/server/main.js', { ...data.env, PORT: String(WEB_PORT), ALL_IN_ONE: '1', REMOTE_REFRESH_MS: '0' }, 'ignore');
    let pages: PlatformBenchContext['pages'];
    try {
      await waitUntilUp(`${webOrigin}/readyz`);
      pages = { tr: await readerPages(WEB_PORT, 'tr'), en: await readerPages(WEB_PORT, 'en') };
      const tr = pages.tr as NonNullable<typeof pages.tr>;
      const enArticle = (pages.en as NonNullable<typeof pages.en>).article;
      // Warm-up: remotes loaded and caches filled on the server before anything is timed.
      for (const page of [...Object.values(tr), enArticle]) for (let i = 0; i < 3; i++) await getHtml(WEB_PORT, page.edition, new URL(page.url).pathname);

      printFirstLoads(await measureFirstLoads([...READER_PAGE_TYPES.map((type) => tr[type]), enArticle], CHROMIUM_PATH));
      await printLighthouse({ 'tr home': tr.home, 'tr category': tr.category, 'tr article': tr.article, 'en article': enArticle });
      const ssr = await medianSsrMs(`${webOrigin}${new URL(tr.article.url).pathname}`);
      console.log(`\nSSR median (tr article, ${SSR_RUNS} sequential requests): ${ssr.toFixed(1)} ms`);
    } finally {
      await stopServer(web);
    }

    // The API alone (its own process, as deployed), then a bare server with the same bytes.
    const id = /-(\d+)$/.exec(new URL((pages.tr as NonNullable<typeof pages.tr>).article.url).pathname)?.[1] as string;
    console.log('');
    const cached = await measureApi(data.env, id, {});
    const bareRps = await measureBare(cached.sample);
    report(`API GET /api/v3.5/articles/${id} (${kb(cached.sample.body.length)}, X-Cache ${cached.sample.cache})`, cached.rps, bareRps, true);
    // The same with the HTTP cache off: every request reads the database.
    const uncached = await measureApi(data.env, id, { API_CACHE: 'off' });
    report(`  same with API_CACHE=off (every request reads ${data.kind === 'pg' ? 'PostgreSQL' : 'PGlite'})`, uncached.rps, bareRps, false);

    const context: PlatformBenchContext = { env: data.env, databaseKind: data.kind, ports: { web: WEB_PORT, api: API_PORT, bare: BARE_PORT }, pages };
    for (const section of EXTRA_SECTIONS) {
      console.log(`\n${section.title}:`);
      await section.run(context);
    }
  } finally {
    await data.remove();
  }
  printLoad('end');
}
