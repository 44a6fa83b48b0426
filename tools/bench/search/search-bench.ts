/**
 * `npm run bench -- search`: search latency on a large archive (issue 3, target p95 ≤ 50 ms on
 * PostgreSQL). A throwaway database gets the real seed plus generated articles (100 000 in all),
 * then a mixed query set goes through the real API app (the apps/api bundle, built from the
 * current source: routing, validation, service, repository, serialization) by Fastify's inject,
 * one request at a time, after a warm-up. The HTTP cache is off so every request reads the database.
 */
import type { FastifyInstance } from 'fastify';
import { seed, type Db } from '@meydan/api/db';
import type { SearchArticleResponse } from '@meydan/shared/contracts';
import { BENCH_MEDIA_DIR, buildApi, machineLine, openApiApp, serverVersion } from '../api-bundle';
import { summarize, type LatencySummary } from '../stats';
import { openBenchDatabase } from './bench-database';
import { generateArticles } from './generate-articles';
import { QUERY_CLASSES, searchRequests, searchUrl, type SearchRequest } from './query-set';
import { busyMs, recordingDb, withStatements, type RecordedStatement } from './recording-db';

export const TARGET_P95_MS = 50;
const ARTICLES = { pg: 100_000, pglite: 10_000 } as const;

export interface SearchBenchOptions {
  /** Articles in the database (seed included); default 100 000 on PostgreSQL, 10 000 on PGlite. */
  articles?: number;
  /** Timed passes over the request set (each request once per pass, in a shuffled order). */
  rounds: number;
  /** EXPLAIN ANALYZE the statements of each class's slowest request. */
  explain: boolean;
}

interface Sample {
  request: SearchRequest;
  ms: number;
  statements: RecordedStatement[];
}

async function send(app: FastifyInstance, request: SearchRequest): Promise<Sample & { body: SearchArticleResponse }> {
  const started = performance.now();
  const { result: response, statements } = await withStatements(() =>
    app.inject({ method: 'GET', url: searchUrl(request), headers: { 'x-edition': request.edition } }),
  );
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${request.edition} ${searchUrl(request)}: HTTP ${response.statusCode} ${response.body}`);
  return { request, ms, statements, body: response.json<SearchArticleResponse>() };
}

/** Warm-up pass that also checks each request takes the path its class claims. */
async function warmUp(app: FastifyInstance, requests: readonly SearchRequest[]): Promise<string[]> {
  const problems: string[] = [];
  for (const request of requests) {
    const { body } = await send(app, request);
    await send(app, request);
    const label = `${request.edition} ${searchUrl(request)} (${request.queryClass})`;
    if (body.pagination.total === 0) problems.push(`${label} found nothing`);
    else if (body.approximate !== request.expectApproximate) problems.push(`${label} ${body.approximate ? 'took' : 'did not take'} the fuzzy path`);
  }
  return problems;
}

/** Fisher–Yates with a small LCG so every run sends the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

function printTable(samples: readonly Sample[]): LatencySummary {
  const rows: Array<[string, LatencySummary, number]> = QUERY_CLASSES.map((queryClass) => {
    const own = samples.filter((s) => s.request.queryClass === queryClass);
    const dbShare = own.reduce((sum, s) => sum + busyMs(s.statements), 0) / own.reduce((sum, s) => sum + s.ms, 0);
    return [queryClass, summarize(own.map((s) => s.ms)), dbShare];
  });
  const overall = summarize(samples.map((s) => s.ms));
  console.log(`${'class'.padEnd(14)} ${'n'.padStart(5)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}  db time`);
  for (const [label, s, dbShare] of rows) {
    console.log(`${label.padEnd(14)} ${String(s.count).padStart(5)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)}  ${(dbShare * 100).toFixed(0).padStart(3)} %`);
  }
  console.log(`${'overall'.padEnd(14)} ${String(overall.count).padStart(5)} ${ms(overall.p50)} ${ms(overall.p95)} ${ms(overall.p99)} ${ms(overall.max)}`);
  return overall;
}

async function explainSlowest(db: Db, samples: readonly Sample[]): Promise<void> {
  for (const queryClass of QUERY_CLASSES) {
    const slowest = samples.filter((s) => s.request.queryClass === queryClass).sort((a, b) => b.ms - a.ms)[0];
    if (!slowest) continue;
    console.log(`\n=== ${queryClass}: slowest request ${slowest.request.edition} ${searchUrl(slowest.request)} (${slowest.ms.toFixed(1)} ms)`);
    for (const statement of slowest.statements) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
      console.log(`--- ${(statement.end - statement.start).toFixed(1)} ms in the request, params ${JSON.stringify(statement.params)}\n${statement.sql.trim()}`);
      console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }
}

/** Warm-up, then `rounds` timed passes of the request set through the content routes; prints the table and verdict. */
export async function measureSearch(
  db: Db,
  options: Pick<SearchBenchOptions, 'rounds' | 'explain'> & { scope: string; mediaDir: string },
): Promise<LatencySummary> {
  const app = await openApiApp(recordingDb(db), options.mediaDir);
  try {
    const requests = searchRequests();
    const started = performance.now();
    const problems = await warmUp(app, requests);
    for (const problem of problems) console.log(`  warning: ${problem}`);
    const samples: Sample[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      for (const request of shuffled(requests, round + 1)) samples.push(await send(app, request));
    }
    console.log(
      `search: ${requests.length} distinct requests (3 editions × ${QUERY_CLASSES.length} classes) × ${options.rounds} rounds, sequential, ` +
        `after a warm-up of 2 each; ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const overall = printTable(samples);
    const met = overall.p95 <= TARGET_P95_MS;
    console.log(`\ntarget p95 ≤ ${TARGET_P95_MS} ms${options.scope}: ${met ? 'met' : 'NOT met'} (p95 ${overall.p95.toFixed(1)} ms)`);
    if (options.explain) await explainSlowest(db, samples);
    else if (!met) console.log('run `npm run bench -- search --explain` for the plans of the slowest requests');
    return overall;
  } finally {
    await app.close();
  }
}

export async function runSearchBench(options: SearchBenchOptions): Promise<void> {
  buildApi();
  const database = await openBenchDatabase();
  try {
    const { db } = database;
    const total = options.articles ?? ARTICLES[database.kind];
    if (database.kind === 'pg') {
      console.log(`database: PostgreSQL ${await serverVersion(db)}, temporary database ${new URL(database.databaseUrl as string).pathname.slice(1)} (dropped at the end)`);
    } else {
      const why = process.env['MEYDAN_TEST_PGLITE'] === '1' ? 'MEYDAN_TEST_PGLITE=1 asks for it' : `NO PostgreSQL server answered at ${process.env['DATABASE_URL'] ? 'DATABASE_URL' : '127.0.0.1:5432'}`;
      console.log(`database: PGlite — ${why}.`);
      console.log(`  Falling back to embedded PGlite with ${total.toLocaleString('en')} articles: these figures do NOT measure the PostgreSQL target.`);
    }

    const started = performance.now();
    const seeded = await seed(db, { mediaDir: BENCH_MEDIA_DIR });
    const seededArticles = Object.values(seeded.editions).reduce((sum, e) => sum + e.articles, 0);
    const counts = await generateArticles(db, { count: Math.max(total - seededArticles, 0) });
    console.log(
      `articles: ${total.toLocaleString('en')} (seed ${seededArticles} + generated tr ${counts.tr}, en ${counts.en}, ru ${counts.ru}), ` +
        `loaded and analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    console.log(machineLine());
    await measureSearch(db, { ...options, mediaDir: BENCH_MEDIA_DIR, scope: database.kind === 'pg' ? '' : ' (PGlite, smaller archive: not the PostgreSQL target)' });
  } finally {
    await database.remove();
  }
}

