/**
 * `npm run bench -- ssr` (issue 14 "Cheap SSR"): on the production build, an anonymous Turkish
 * article page and the home page as the web tier serves them to a phone browser, next to a bare
 * node:http server sending the same bytes with the same headers (compression included), side by
 * side in one run; then the uncached render time with the micro-cache off.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildMissingApps } from '../platform/build-missing';
import { seedTempData, startServer, stopServer, waitUntilUp, type TempData } from '../platform/temp-platform';
import { summarize } from './stats';

export const SSR_TARGET_RATIO = 0.5;
export const SSR_TARGET_UNCACHED_P50_MS = 15;
/** Sequential uncached renders measured per page (BENCH_SSR_RUNS overrides). */
export const DEFAULT_SSR_RENDER_RUNS = 200;
/**
 * Renders before the measured ones: enough for V8 to have optimized the render path, as on a
 * server that has been up for a minute (after only 10, the first ~100 renders of a fresh process
 * ran a few milliseconds slower and dominated a 60-run median).
 */
const UNCACHED_WARM_UP_REQUESTS = 100;

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
  /** Server CPU per request (ms), this server and the bare one: their ratio is what an idle machine approaches. */
  cpuMs: number;
  bareCpuMs: number;
}

export interface SsrBenchResult {
  pages: SsrPageFigure[];
  uncachedP50Ms: Record<string, number>;
  /** Server CPU per uncached render (ms), API work in the same process included. */
  uncachedCpuMs: Record<string, number>;
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

/**
 * CPU time (user + system, ms) a process has used, from /proc (Linux; NaN elsewhere). On a shared
 * machine wall-clock rates depend on what else runs; CPU per request does much less.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Rounds the load is split into, alternating the two servers, so that a change in what else the machine runs hits both alike. */
const ROUNDS = 5;

async function load(url: string, connections: number, seconds: number): Promise<{ requests: number; seconds: number }> {
  // A slow server queues 50 connections' requests for seconds: a generous timeout keeps them counted.
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS, timeout: 60 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`);
  return { requests: result.requests.total, seconds: result.duration };
}

/**
 * Both servers' throughput side by side: a warm-up each (JIT, remote modules, the micro-cache),
 * then alternating rounds. Requests over elapsed time (a per-second average rounds 0.4 req/s to 0).
 */
interface Throughput {
  rps: number;
  /** Server CPU per request (ms). */
  cpuMs: number;
}

async function sideBySide(servers: ReadonlyArray<{ url: string; pid: number | undefined }>, { seconds, connections }: SsrBenchOptions): Promise<Throughput[]> {
  for (const { url } of servers) await load(url, connections, 3);
  const totals = servers.map(() => ({ requests: 0, seconds: 0, cpu: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { url, pid }] of servers.entries()) {
      const cpuBefore = cpuMs(pid);
      const result = await load(url, connections, Math.max(1, Math.round(seconds / ROUNDS)));
      const total = totals[i] as { requests: number; seconds: number; cpu: number };
      total.requests += result.requests;
      total.seconds += result.seconds;
      total.cpu += cpuMs(pid) - cpuBefore;
    }
  }
  return totals.map((total) => ({ rps: total.requests / total.seconds, cpuMs: total.cpu / total.requests }));
}

async function articlePathOf(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`, { headers: { 'user-agent': BROWSER_HEADERS['user-agent'] } })).text();
  const path = /href="(\/haber\/[a-z0-9-]+-\d+)"/.exec(html)?.[1];
  if (!path) throw new Error('no article link on the Turkish home page');
  return path;
}

async function withBare<T>(sample: Sample, port: number, run: (bare: { url: string; pid: number | undefined }) => Promise<T>): Promise<T> {
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
    return await run({ url: `http://127.0.0.1:${port}/`, pid: bare.pid });
  } finally {
    await stopServer(bare);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function uncachedRender(url: string, runs: number, pid: number | undefined): Promise<{ p50: number; cpuMs: number }> {
  for (let i = 0; i < UNCACHED_WARM_UP_REQUESTS; i++) await rawGet(url); // remote loaded, API caches filled, code optimized
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await rawGet(url);
    times.push(performance.now() - started);
  }
  return { p50: summarize(times).p50, cpuMs: (cpuMs(pid) - cpuBefore) / runs };
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
      const [served, bare] = await withBare(sample, barePort, (bareServer) => sideBySide([{ url: origin + path, pid: web.pid }, bareServer], options));
      if (!served || !bare) throw new Error('no throughput measured');
      pages.push({
        page,
        path,
        bytes: sample.body.length,
        encoding: sample.headers['content-encoding'] ?? 'identity',
        rps: served.rps,
        bareRps: bare.rps,
        ratio: served.rps / bare.rps,
        cpuMs: served.cpuMs,
        bareCpuMs: bare.cpuMs,
      });
    }
  } finally {
    await stopServer(web);
  }
  const uncached = webServer(data, uncachedPort, 0);
  const uncachedP50Ms: Record<string, number> = {};
  const uncachedCpuMs: Record<string, number> = {};
  try {
    await waitUntilUp(`http://127.0.0.1:${uncachedPort}/readyz`);
    for (const [page, path] of paths) {
      const render = await uncachedRender(`http://127.0.0.1:${uncachedPort}${path}`, options.renderRuns, uncached.pid);
      uncachedP50Ms[page] = render.p50;
      uncachedCpuMs[page] = render.cpuMs;
    }
  } finally {
    await stopServer(uncached);
  }
  return { pages, uncachedP50Ms, uncachedCpuMs, loadAverage: loadavg() };
}

const rate = (rps: number) => (rps < 100 ? rps.toFixed(1) : String(Math.round(rps)));

export function printSsrResult(result: SsrBenchResult, options: SsrBenchOptions): void {
  for (const figure of result.pages) {
    const verdict = figure.ratio >= SSR_TARGET_RATIO ? 'met' : 'NOT met';
    console.log(
      `SSR ${figure.page} (${figure.path}, ${(figure.bytes / 1024).toFixed(1)} KB ${figure.encoding}): ${rate(figure.rps)} req/s vs bare node:http ${rate(figure.bareRps)} req/s = ${(figure.ratio * 100).toFixed(1)} % — target ≥ ${SSR_TARGET_RATIO * 100} %: ${verdict}; server CPU per request ${figure.cpuMs.toFixed(3)} ms vs ${figure.bareCpuMs.toFixed(3)} ms (${((figure.bareCpuMs / figure.cpuMs) * 100).toFixed(0)} %)`,
    );
  }
  for (const [page, p50] of Object.entries(result.uncachedP50Ms)) {
    const verdict = p50 <= SSR_TARGET_UNCACHED_P50_MS ? 'met' : 'NOT met';
    console.log(
      `uncached render p50 (${page}, micro-cache off, ${options.renderRuns} sequential requests): ${p50.toFixed(1)} ms — target ≤ ${SSR_TARGET_UNCACHED_P50_MS} ms: ${verdict}; server CPU per render ${(result.uncachedCpuMs[page] ?? Number.NaN).toFixed(1)} ms`,
    );
  }
  console.log(
    `(${options.connections} connections, ${options.seconds} s per server in ${ROUNDS} alternating rounds after a 3 s warm-up each; load average ${result.loadAverage.map((value) => value.toFixed(2)).join(' ')} — other work on the machine lowers both sides)`,
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
