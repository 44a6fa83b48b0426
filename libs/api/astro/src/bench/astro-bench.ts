/**
 * `npm run bench -- astro` (issue 17): natal charts through the astrology API in-process (the
 * plugin with the API's error contract, requests injected into Fastify: validation, time zone,
 * engine, warnings and JSON serialization, without the network). Birth data drawn from a seeded
 * random over 1900–2100 and inhabited latitudes, in a dozen zones; the first requests warm up.
 * Target (issue 17): p95 ≤ 30 ms for one chart on this machine. tools/bench starts this script;
 * it is never part of the product.
 *
 * Environment: BENCH_ASTRO_REQUESTS (default 2000), BENCH_ASTRO_CONCURRENCY (default 8).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { astroUrl, buildAstroApp } from '../testing/astro-test-app';

const TARGET_P95_MS = 30;
const WARM_UP = 200;
const ZONES: readonly [string, number, number][] = [
  ['Europe/Istanbul', 41.01, 28.98],
  ['Europe/Istanbul', 39.93, 32.86],
  ['Europe/Moscow', 55.75, 37.62],
  ['Europe/London', 51.51, -0.13],
  ['Europe/Oslo', 69.65, 18.96],
  ['America/New_York', 40.71, -74.01],
  ['America/Sao_Paulo', -23.55, -46.63],
  ['Asia/Tokyo', 35.68, 139.69],
  ['Asia/Kolkata', 28.61, 77.21],
  ['Australia/Sydney', -33.87, 151.21],
  ['Africa/Cairo', 30.04, 31.24],
  ['Asia/Almaty', 43.24, 76.89],
];

function count(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

function summary(samples: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] as number };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const load = () => loadavg().map((value) => value.toFixed(2)).join(' / ');

/** mulberry32: the same birth data on every run, so runs compare. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Birth data of a random reader: any day 1900–2100, any minute (or none), one of the zones' cities. */
function birthUrls(seed: number, total: number, path: '/natal-chart' | '/rising-sign', unknownTime = false): string[] {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  return Array.from({ length: total }, () => {
    const [timezone, latitude, longitude] = ZONES[pick(ZONES.length)] as [string, number, number];
    const date = new Date(Date.UTC(1900, 0, 1) + pick(73_000) * 86_400_000);
    const time = unknownTime ? {} : { hour: pick(24), minute: pick(60) };
    return astroUrl(path, { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), ...time, latitude, longitude, timezone });
  });
}

/** Each request after the previous one: its own latency, and the rate one core sustains. */
async function sequential(app: FastifyInstance, urls: readonly string[]): Promise<{ latencies: number[]; perSecond: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  for (const url of urls) {
    const t = performance.now();
    const response = await app.inject({ url, headers: { 'x-edition': 'tr' } });
    latencies.push(performance.now() - t);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  return { latencies, perSecond: urls.length / ((performance.now() - started) / 1000) };
}

/** `concurrency` requests in flight at all times, as a busy server sees them. */
async function concurrent(app: FastifyInstance, urls: readonly string[], concurrency: number): Promise<{ latencies: number[]; perSecond: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      const t = performance.now();
      const response = await app.inject({ url, headers: { 'x-edition': 'en' } });
      latencies.push(performance.now() - t);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, perSecond: urls.length / ((performance.now() - started) / 1000) };
}

function report(label: string, { latencies, perSecond }: { latencies: number[]; perSecond: number }, target = false): void {
  const { p50, p95, p99, max } = summary(latencies);
  const verdict = target ? `  target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}` : '';
  console.log(`  ${label.padEnd(34)} ${perSecond.toFixed(0).padStart(5)} req/s  p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  max ${ms(max)}${verdict}`);
}

async function main(): Promise<void> {
  const requests = count('BENCH_ASTRO_REQUESTS', 2000);
  const concurrency = count('BENCH_ASTRO_CONCURRENCY', 8);
  console.log(`machine (start): load average ${load()}`);
  const app = await buildAstroApp();
  try {
    await sequential(app, birthUrls(1, WARM_UP, '/natal-chart'));
    console.log(`\nGET /api/astro/… in-process, ${requests} requests each (after ${WARM_UP} warm-up charts):`);
    report('natal chart, sequential', await sequential(app, birthUrls(2, requests, '/natal-chart')), true);
    report(`natal chart, ${concurrency} in flight`, await concurrent(app, birthUrls(3, requests, '/natal-chart'), concurrency));
    report('natal chart, birth time unknown', await sequential(app, birthUrls(4, Math.ceil(requests / 4), '/natal-chart', true)));
    report('rising sign, sequential', await sequential(app, birthUrls(5, requests, '/rising-sign')));
    console.log(`machine (end): load average ${load()}`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
