/**
 * `npm run bench` (the default `platform` scenario): builds what is missing, runs the platform
 * on a freshly seeded temporary database and prints three figures (ARCHITECTURE §7 targets):
 * 1. first-load JavaScript of a Turkish article page as Chromium loads it, raw and gzip;
 * 2. the median server-render time of that page;
 * 3. GET /api/v3.5/articles/{id} throughput of the API next to a bare node:http server sending
 *    the same bytes, as a ratio (both single processes, same load generator and settings).
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { buildMissingApps } from '../platform/build-missing';
import { seedTempData, startServer, stopServer, waitUntilUp } from '../platform/temp-platform';

const WEB_PORT = Number(process.env['BENCH_PORT'] ?? 3300);
const API_PORT = WEB_PORT + 1;
const BARE_PORT = WEB_PORT + 2;
const SSR_RUNS = Number(process.env['BENCH_SSR_RUNS'] ?? 60);
const LOAD_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 50;
const TARGET_JS_GZIP_KB = 110;
const TARGET_API_RATIO = 0.6;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function firstArticlePath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  const path = /href="(\/haber\/[a-z0-9-]+-\d+)"/.exec(html)?.[1];
  if (!path) throw new Error('no article link on the Turkish home page');
  return path;
}

/** Every script the page loads until the network is idle (shell, shared chunks, the content remote). */
async function firstLoadJs(url: string): Promise<{ raw: number; gzip: number; files: number }> {
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const bodies: Array<Promise<Buffer>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    return {
      raw: scripts.reduce((sum, body) => sum + body.length, 0),
      gzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      files: scripts.length,
    };
  } finally {
    await browser.close();
  }
}

async function medianSsrMs(url: string): Promise<number> {
  for (let i = 0; i < 10; i++) await (await fetch(url)).text(); // warm-up: remote loaded, caches filled
  const times: number[] = [];
  for (let i = 0; i < SSR_RUNS; i++) {
    const started = performance.now();
    await (await fetch(url)).text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

async function requestsPerSecond(url: string): Promise<number> {
  // Warm-up (JIT, caches, connection pools), not counted.
  await autocannon({ url, connections: CONNECTIONS, duration: 3 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, pipelining: 1 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
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
  console.log('seeding a temporary database…');
  // ARCHITECTURE §7 measures the API on PostgreSQL: used whenever a server answers.
  const data = await seedTempData({ postgres: true, stdio: 'ignore' });
  console.log(`database: ${data.kind === 'pg' ? 'PostgreSQL' : 'PGlite (no PostgreSQL server answered)'}`);
  try {
    const webOrigin = `http://127.0.0.1:${WEB_PORT}`;
    const web = startServer('dist/apps/shell/server/main.js', { ...data.env, PORT: String(WEB_PORT), ALL_IN_ONE: '1', REMOTE_REFRESH_MS: '0' }, 'ignore');
    let articlePath: string;
    try {
      await waitUntilUp(`${webOrigin}/readyz`);
      articlePath = await firstArticlePath(webOrigin);
      const js = await firstLoadJs(`http://localhost:${WEB_PORT}${articlePath}`);
      console.log(
        `first-load JS (tr article): ${kb(js.raw)} raw, ${kb(js.gzip)} gzip in ${js.files} files — target ≤ ${TARGET_JS_GZIP_KB} KB gzip: ${js.gzip / 1024 <= TARGET_JS_GZIP_KB ? 'met' : 'NOT met'}`,
      );
      const ssr = await medianSsrMs(`${webOrigin}${articlePath}`);
      console.log(`SSR median (tr article, ${SSR_RUNS} runs): ${ssr.toFixed(1)} ms`);
    } finally {
      await stopServer(web);
    }

    // The API alone (its own process, as deployed), then a bare server with the same bytes.
    const id = /-(\d+)$/.exec(articlePath)?.[1] as string;
    const cached = await measureApi(data.env, id, {});
    const bareRps = await measureBare(cached.sample);
    report(`API GET /api/v3.5/articles/${id} (${kb(cached.sample.body.length)}, X-Cache ${cached.sample.cache})`, cached.rps, bareRps, true);
    // The same with the HTTP cache off: every request reads the database.
    const uncached = await measureApi(data.env, id, { API_CACHE: 'off' });
    report(`  same with API_CACHE=off (every request reads ${data.kind === 'pg' ? 'PostgreSQL' : 'PGlite'})`, uncached.rps, bareRps, false);
  } finally {
    await data.remove();
  }
}
