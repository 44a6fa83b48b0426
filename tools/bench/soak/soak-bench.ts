/**
 * `npm run bench -- soak` (issue 15 item 8): the all-in-one production server under a steady
 * mixed load for a while (default 15 minutes): server-rendered pages of the three editions spread
 * over every sitemap address, API reads and reading events. Every minute it prints the server's
 * RSS and heap, the requests sent, the errors and p50/p99; then it idles a minute and prints what
 * was released. `--snapshots` writes heap snapshots at the start, the middle and the end.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { articleEvent } from '@meydan/shared/util/tracking';
import { buildMissingApps } from '../../platform/build-missing';
import { seedTempData, startServer, stopServer, waitUntilUp, workspaceRoot } from '../../platform/temp-platform';
import { summarize } from '../stats';
import { InspectorSession } from './inspector';

export interface SoakOptions {
  minutes: number;
  /** Requests per second, sent at a steady pace whatever the answers take (an open loop). */
  rate: number;
  port: number;
  snapshots: boolean;
  rebuild: boolean;
}

const REQUEST_TIMEOUT_MS = 15_000;
const PHONE = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip, deflate, br',
};

interface Target {
  method: 'GET' | 'POST';
  host: string;
  path: string;
  body?: string;
}

interface Answer {
  status: number;
  ms: number;
}

function send(port: number, target: Target): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...PHONE, host: target.host };
    if (target.body) headers['content-type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, method: target.method, path: target.path, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(target.body);
  });
}

async function text(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    })
      .on('error', reject)
      .end();
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

/** Every page address the three editions list in their sitemaps, as host + path. */
async function sitemapPages(port: number): Promise<Array<{ host: string; path: string }>> {
  const pages: Array<{ host: string; path: string }> = [];
  for (const host of [`localhost:${port}`, `en.localhost:${port}`, `ru.localhost:${port}`]) {
    for (const sitemap of locs(await text(port, host, '/sitemap.xml'))) {
      const url = new URL(sitemap);
      for (const page of locs(await text(port, url.host, url.pathname))) {
        const address = new URL(page);
        pages.push({ host: address.host, path: address.pathname + address.search });
      }
    }
  }
  return pages;
}

/** The mix: three page views, then an API read, then a reading event, round and round. */
function mixedTargets(pages: Array<{ host: string; path: string }>): () => Target {
  let turn = 0;
  let page = 0;
  return () => {
    const next = pages[page++ % pages.length] ?? { host: 'localhost', path: '/' };
    const slot = turn++ % 5;
    if (slot < 3) return { method: 'GET', ...next };
    if (slot === 3) return { method: 'GET', host: next.host, path: `/api/v3.5/articles?limit=10&page=${1 + (turn % 20)}` };
    const legacyId = Number(/-(\d+)$/.exec(next.path)?.[1] ?? 0);
    if (!legacyId) return { method: 'GET', host: next.host, path: '/api/v3.5/browse/trending' };
    return { method: 'POST', host: next.host, path: '/api/collector/events', body: JSON.stringify(articleEvent('item_read', legacyId)) };
  };
}

function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export async function runSoakBench(options: SoakOptions): Promise<void> {
  buildMissingApps(options.rebuild);
  const data = await seedTempData({ postgres: true, stdio: 'ignore' });
  const inspectPort = options.port + 1;
  const server = startServer(
    'dist/apps/shell/server/main.js',
    { ...data.env, PORT: String(options.port), HOST: '127.0.0.1', ALL_IN_ONE: '1', LOG_REQUESTS: '0', NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` },
    'ignore',
  );
  const snapshotDir = join(workspaceRoot, 'tmp/soak');
  let inspector: InspectorSession | undefined;
  try {
    await waitUntilUp(`http://127.0.0.1:${options.port}/readyz`);
    const session = await InspectorSession.connect(inspectPort);
    inspector = session;
    const pages = await sitemapPages(options.port);
    console.log(`database: ${data.kind}; ${pages.length} sitemap pages over three editions; ${options.rate} requests/s for ${options.minutes} min (3 pages : 1 API read : 1 reading event)`);
    const next = mixedTargets(pages);
    const snapshot = async (label: string) => {
      if (!options.snapshots) return;
      mkdirSync(snapshotDir, { recursive: true });
      const file = join(snapshotDir, `${label}.heapsnapshot`);
      await session.heapSnapshot(file);
      console.log(`  heap snapshot: ${file}`);
    };
    const report = async (label: string, answers: Answer[]) => {
      const memory = await session.memoryUsage();
      const errors = answers.filter((answer) => answer.status === 0 || answer.status >= 500).length;
      const times = summarize(answers.map((answer) => answer.ms));
      const ms = (value: number, width: number) => (Number.isNaN(value) ? '-' : value.toFixed(0)).padStart(width);
      console.log(
        `${label.padEnd(8)} rss ${rssMb(server.pid).toFixed(0).padStart(5)} MB  heap ${mb(memory.heapUsed).padStart(4)}/${mb(memory.heapTotal).padStart(4)} MB  external ${mb(memory.external).padStart(4)} MB  ` +
          `requests ${String(answers.length).padStart(5)}  errors ${String(errors).padStart(4)}  p50 ${ms(times.p50, 5)} ms  p99 ${ms(times.p99, 6)} ms  load ${loadavg()[0]?.toFixed(1)}`,
      );
    };
    await report('start', []);
    await snapshot('start');
    const all: Answer[] = [];
    const gapMs = 1000 / options.rate;
    for (let minute = 1; minute <= options.minutes; minute++) {
      const answers: Array<Promise<Answer>> = [];
      const began = performance.now();
      for (let sent = 0; performance.now() - began < 60_000; sent++) {
        answers.push(send(options.port, next()));
        const wait = began + (sent + 1) * gapMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const settled = await Promise.all(answers);
      all.push(...settled);
      await report(`min ${minute}`, settled);
      if (minute === Math.ceil(options.minutes / 2)) await snapshot('middle');
    }
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    await report('idle 60s', []);
    await snapshot('end');
    await report('overall', all);
  } finally {
    inspector?.close();
    await stopServer(server);
    await data.remove();
  }
}
