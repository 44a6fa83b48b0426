/**
 * `npm run bench [-- <scenario>] [flags]` (never part of `npm test`). Scenarios:
 * - platform (default): first-load bytes, Lighthouse, SSR time and API throughput (platform-bench.ts);
 * - search: search latency on a 100 000-article archive (search/search-bench.ts);
 * - growth: reader pages' API time at 1 000 and 100 000 articles (growth/growth-bench.ts);
 * - ws: realtime socket fan-out latency with 2 000 concurrent sockets (ws/ws-bench.ts);
 * - ssr: page throughput of the web tier against bare node:http, uncached render time (ssr-bench.ts);
 * - soak: memory and errors of the all-in-one server under a steady mixed load (soak/soak-bench.ts);
 * - games, astro, quakes: the games lib's boards, the astrology API's charts and the earthquakes API
 *   under a spike with its ingest-to-visible delay (each lib's own script).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runPlatformBench } from './platform-bench';
import { runGrowthBench, TARGET_RATIO } from './growth/growth-bench';
import { runSearchBench, TARGET_P95_MS } from './search/search-bench';
import { runWsBench } from './ws/ws-bench';
import { DEFAULT_SSR_RENDER_RUNS, runSsrBench, SSR_TARGET_RATIO, SSR_TARGET_UNCACHED_P50_MS } from './ssr-bench';
import { runSoakBench } from './soak/soak-bench';

const USAGE = `usage: npm run bench [-- <scenario>] [--rebuild] [--explain] [--redis] [--snapshots] [--help]

scenarios:
  platform  (default) the load average; first-load JS and HTML bytes of tr home, category,
            article and quiz and an en article against the budgets; Lighthouse mobile
            (median of 5) of tr home, category, article and an en article; SSR median time;
            GET /api/v3.5/articles/{id} throughput against a bare node:http server
            (builds what is missing; --rebuild builds every app first)
  search    GET /api/v3.5/search/article on 100 000 generated articles in a temporary
            PostgreSQL database: p50/p95/p99/max per query class and overall against the
            p95 ≤ ${TARGET_P95_MS} ms target (PGlite with 10 000 articles when no server answers);
            --explain prints EXPLAIN ANALYZE of each class's slowest request
  growth    the API calls the server render makes for the home, category, article and trending
            pages (and recommendations alone) on the seed (≈1 000 articles), then on 100 000 in the
            same temporary PostgreSQL database: median times, ratio, target ≤ ${TARGET_RATIO}x
            (PGlite with 10 000 articles when no server answers)
  ws        the realtime socket: the API in-process, 2 000 signed-in sockets subscribed to their
            member's topics; publish → receive latency p50/p95/p99/max of a steady event rate, of
            bursts to every socket, and of follows over HTTP, plus memory; --redis runs two API
            instances sharing Redis so every frame crosses it
  ssr       the tr home and an anonymous tr article page served by the web tier (all-in-one,
            micro-cache on, a phone's headers) against a bare node:http server sending the
            same bytes and headers (target ≥ ${SSR_TARGET_RATIO * 100} %), then the uncached render p50
            (PAGE_CACHE_TTL_MS=0, target ≤ ${SSR_TARGET_UNCACHED_P50_MS} ms) and the load average
  soak      the all-in-one production server (PostgreSQL when a server answers, else PGlite) under
            a steady mixed load: pages of the three editions over every sitemap address, API reads
            and reading events; every minute the server's RSS, heap, requests, errors (5xx or no
            answer in 15 s) and p50/p99, then a minute idle; --snapshots writes heap snapshots
            (start, middle, end) to tmp/soak/
  games     leaderboard reads (top 100, a member's rank; p50/p95/p99, target p95 ≤ 20 ms) and ranked
            writes with 100,000 members on one board, PostgreSQL alone; --redis adds the Redis mirror
  astro     GET /api/astro/natal-chart in-process (no database): requests per second and
            p50/p95/p99 sequential (target p95 ≤ 30 ms) and with requests in flight, charts with
            an unknown birth time, and rising signs
  quakes    the earthquakes API in its own process on a fresh database, polling the local feed
            stand-ins: GeoJSON day feed and the list's first page with 50 connections against a
            bare node:http server sending the same bytes (target ≥ 70 %), the database queries
            made meanwhile, then the ingest-to-visible delay of injected quakes (target p95 ≤ 20 s)

environment: BENCH_PORT (and the two ports after it), BENCH_SECONDS, BENCH_SSR_RUNS,
             BENCH_LIGHTHOUSE_RUNS (default 5, 0 skips), CHROMIUM_PATH (default /usr/bin/chromium) (platform);
             BENCH_SEARCH_ARTICLES (default 100000, PGlite 10000), BENCH_SEARCH_ROUNDS (default 5) (search);
             BENCH_GROWTH_ARTICLES (default 100000, PGlite 10000), BENCH_GROWTH_RUNS (default 20),
             BENCH_GROWTH_WARMUP (default 3) (growth);
             BENCH_WS_SOCKETS (default 2000), BENCH_WS_MEMBERS (default 100), BENCH_WS_RATE (events/s, default 200),
             BENCH_SECONDS (default 10), REDIS_URL (--redis) (ws);
             BENCH_PORT (three ports from it), BENCH_SECONDS, BENCH_SSR_RUNS (ssr);
             BENCH_SOAK_MINUTES (default 15), BENCH_SOAK_RATE (requests/s, default 20), BENCH_PORT (two ports) (soak);
             BENCH_GAMES_MEMBERS (default 100000), BENCH_GAMES_READS (default 500), BENCH_GAMES_WRITES (default 2000),
             REDIS_URL (--redis) (games);
             BENCH_ASTRO_REQUESTS (default 2000), BENCH_ASTRO_CONCURRENCY (default 8) (astro);
             BENCH_SECONDS (default 10), BENCH_QUAKES_SAMPLES (default 12) (quakes);
             DATABASE_URL picks the PostgreSQL server (default 127.0.0.1:5432; your database is never touched)`;

function positiveInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (got "${raw}")`);
  return value;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rebuild: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      redis: { type: 'boolean', default: false },
      snapshots: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const scenario = positionals[0] ?? 'platform';
  if (values.help) return console.log(USAGE);
  if (positionals.length > 1 || !['platform', 'search', 'growth', 'ws', 'ssr', 'soak', 'games', 'astro', 'quakes'].includes(scenario)) {
    console.error(`unknown scenario: ${positionals.join(' ')}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (scenario === 'games' || scenario === 'astro' || scenario === 'quakes') {
    // The lib's own bench (the code the API runs), as a script: tools never import feature libs.
    const script = { games: 'libs/api/games/src/bench/games-bench.ts', astro: 'libs/api/astro/src/bench/astro-bench.ts', quakes: 'libs/api/quakes/src/bench/quakes-bench.ts' }[scenario];
    const args = ['tsx', '--tsconfig', 'tsconfig.base.json', script, ...(values.redis ? ['--redis'] : [])];
    const run = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
    process.exitCode = run.status ?? 1;
  } else if (scenario === 'ws') {
    await runWsBench({
      sockets: positiveInteger('BENCH_WS_SOCKETS') ?? 2000,
      members: positiveInteger('BENCH_WS_MEMBERS') ?? 100,
      rate: positiveInteger('BENCH_WS_RATE') ?? 200,
      seconds: positiveInteger('BENCH_SECONDS') ?? 10,
      redis: values.redis,
    });
  } else if (scenario === 'growth') {
    await runGrowthBench({
      articles: positiveInteger('BENCH_GROWTH_ARTICLES'),
      runs: positiveInteger('BENCH_GROWTH_RUNS') ?? 20,
      warmUp: positiveInteger('BENCH_GROWTH_WARMUP') ?? 3,
    });
  } else if (scenario === 'ssr') {
    await runSsrBench({
      rebuild: values.rebuild,
      port: positiveInteger('BENCH_PORT') ?? 3300,
      seconds: positiveInteger('BENCH_SECONDS') ?? 10,
      connections: 50,
      renderRuns: positiveInteger('BENCH_SSR_RUNS') ?? DEFAULT_SSR_RENDER_RUNS,
    });
  } else if (scenario === 'soak') {
    await runSoakBench({
      minutes: positiveInteger('BENCH_SOAK_MINUTES') ?? 15,
      rate: positiveInteger('BENCH_SOAK_RATE') ?? 20,
      port: positiveInteger('BENCH_PORT') ?? 3300,
      snapshots: values.snapshots,
      rebuild: values.rebuild,
    });
  } else if (scenario === 'search') {
    await runSearchBench({ articles: positiveInteger('BENCH_SEARCH_ARTICLES'), rounds: positiveInteger('BENCH_SEARCH_ROUNDS') ?? 5, explain: values.explain });
  } else {
    await runPlatformBench({ rebuild: values.rebuild });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
