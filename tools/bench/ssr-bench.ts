/**
 * `npm run bench -- ssr` (issue 14 "Cheap SSR"): on the production build, an anonymous Turkish
 * article page and the home page as the web tier serves them to a phone browser, next to a bare
 * node:http server sending the same bytes with the same headers (compression included), side by
 * side in one run; then the uncached render time with the micro-cache off.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildMissingApps } from '../platform/build-missing';
import { seedTempData, startServer, stopServer, waitUntilUp, type TempData } from '../platform/temp-platform';
import { summarize } from './stats';

export const SSR_TARGET_RATIO = 0.5;
export const SSR_TARGET_UNCACHED_P50_MS = 15;

/** What a phone's Chromium sends: the micro-cache keys on the device class, compression on this. */
const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
// Hop-by-hop and per-response headers the bare server must not copy verbatim.
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export interface SsrBenchOptions {
  /** First port of three: web (cache on), bare server, web (cache off). */
  port: number;
  seconds: number;
  connections: number;
  /** Sequential requests for the uncached render time. */
  renderRuns: number;
}

export interface SsrPageFigure {
  page: string;
  path: string;
  bytes: number;
  encoding: string;
  rps: number;
  bareRps: number;
  ratio: number;
}

export interface SsrBenchResult {
  pages: SsrPageFigure[];
  uncachedP50Ms: Record<string, number>;
  loadAverage: number[];
}

interface Sample {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One GET with the browser's headers; the body exactly as sent (still compressed). */
function rawGet(url: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: BROWSER_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined && !NOT_COPIED.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function requestsPerSecond(url: string, { seconds, connections }: SsrBenchOptions): Promise<number> {
  // Warm-up (JIT, remote modules, the micro-cache), not counted.
  // A slow server queues 50 connections' requests for seconds: a generous timeout keeps them counted.
  await autocannon({ url, connections, duration: 3, headers: BROWSER_HEADERS, timeout: 60 });
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS, timeout: 60 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`);
  // The per-second average rounds a slow server's 0.4 req/s down to 0: total over elapsed time instead.
  return result.requests.total / result.duration;
}

async function articlePathOf(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`, { headers: { 'user-agent': BROWSER_HEADERS['user-agent'] } })).text();
  const path = /href="(\/haber\/[a-z0-9-]+-\d+)"/.exec(html)?.[1];
  if (!path) throw new Error('no article link on the Turkish home page');
  return path;
}

async function measureBare(sample: Sample, port: number, options: SsrBenchOptions): Promise<number> {
  // A page is too large for an environment variable: the body goes through a file.
  const dir = mkdtempSync(join(tmpdir(), 'meydan-bare-'));
  const file = join(dir, 'body');
  writeFileSync(file, sample.body);
  const bare = startServer(
    join(__dirname, 'bare-server.cjs'),
    { BARE_PORT: String(port), BARE_STATUS: String(sample.status), BARE_HEADERS_JSON: JSON.stringify(sample.headers), BARE_BODY_FILE: file },
    'ignore',
  );
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/`);
    return await requestsPerSecond(`http://127.0.0.1:${port}/`, options);
  } finally {
    await stopServer(bare);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function uncachedP50(url: string, runs: number): Promise<number> {
  for (let i = 0; i < 10; i++) await rawGet(url); // warm-up: remote loaded, API caches filled
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await rawGet(url);
    times.push(performance.now() - started);
  }
  return summarize(times).p50;
}

function webServer(data: TempData, port: number, cacheTtlMs?: number) {
  return startServer(
    'dist/apps/shell/server/main.js',
    { ...data.env, PORT: String(port), HOST: '127.0.0.1', ALL_IN_ONE: '1', REMOTE_REFRESH_MS: '0', ...(cacheTtlMs === undefined ? {} : { PAGE_CACHE_TTL_MS: String(cacheTtlMs) }) },
    'ignore',
  );
}

/** Runs the scenario on an already seeded platform's data and returns the figures (the combined bench prints them its own way). */
export async function measureSsr(data: TempData, options: SsrBenchOptions): Promise<SsrBenchResult> {
  const [webPort, barePort, uncachedPort] = [options.port, options.port + 1, options.port + 2];
  const origin = `http://127.0.0.1:${webPort}`;
  const pages: SsrPageFigure[] = [];
  const web = webServer(data, webPort);
  let paths: Array<[string, string]>;
  try {
    await waitUntilUp(`${origin}/readyz`);
    paths = [
      ['tr home', '/'],
      ['tr article', await articlePathOf(origin)],
    ];
    for (const [page, path] of paths) {
      const sample = await rawGet(origin + path);
      if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}`);
      const rps = await requestsPerSecond(origin + path, options);
      const bareRps = await measureBare(sample, barePort, options);
      pages.push({ page, path, bytes: sample.body.length, encoding: sample.headers['content-encoding'] ?? 'identity', rps, bareRps, ratio: rps / bareRps });
    }
  } finally {
    await stopServer(web);
  }
  const uncached = webServer(data, uncachedPort, 0);
  const uncachedP50Ms: Record<string, number> = {};
  try {
    await waitUntilUp(`http://127.0.0.1:${uncachedPort}/readyz`);
    for (const [page, path] of paths) uncachedP50Ms[page] = await uncachedP50(`http://127.0.0.1:${uncachedPort}${path}`, options.renderRuns);
  } finally {
    await stopServer(uncached);
  }
  return { pages, uncachedP50Ms, loadAverage: loadavg() };
}

const rate = (rps: number) => (rps < 100 ? rps.toFixed(1) : String(Math.round(rps)));

export function printSsrResult(result: SsrBenchResult, options: SsrBenchOptions): void {
  for (const figure of result.pages) {
    const verdict = figure.ratio >= SSR_TARGET_RATIO ? 'met' : 'NOT met';
    console.log(
      `SSR ${figure.page} (${figure.path}, ${(figure.bytes / 1024).toFixed(1)} KB ${figure.encoding}): ${rate(figure.rps)} req/s vs bare node:http ${rate(figure.bareRps)} req/s = ${(figure.ratio * 100).toFixed(1)} % — target ≥ ${SSR_TARGET_RATIO * 100} %: ${verdict}`,
    );
  }
  for (const [page, p50] of Object.entries(result.uncachedP50Ms)) {
    const verdict = p50 <= SSR_TARGET_UNCACHED_P50_MS ? 'met' : 'NOT met';
    console.log(`uncached render p50 (${page}, micro-cache off, ${options.renderRuns} sequential requests): ${p50.toFixed(1)} ms — target ≤ ${SSR_TARGET_UNCACHED_P50_MS} ms: ${verdict}`);
  }
  console.log(
    `(${options.connections} connections, ${options.seconds} s after a 3 s warm-up; load average ${result.loadAverage.map((value) => value.toFixed(2)).join(' ')} — other work on the machine lowers both sides)`,
  );
}

export async function runSsrBench(options: SsrBenchOptions & { rebuild: boolean }): Promise<SsrBenchResult> {
  buildMissingApps(options.rebuild);
  console.log('seeding a temporary database…');
  const data = await seedTempData({ postgres: true, stdio: 'ignore' });
  console.log(`database: ${data.kind === 'pg' ? 'PostgreSQL' : 'PGlite (no PostgreSQL server answered)'}`);
  try {
    const result = await measureSsr(data, options);
    printSsrResult(result, options);
    return result;
  } finally {
    await data.remove();
  }
}
