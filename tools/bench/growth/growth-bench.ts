/**
 * `npm run bench -- growth`: how the reader pages' API time grows with the archive (issue 14,
 * target: every page at 100 000 articles within 2× its time at 1 000, API cache off). A throwaway
 * database gets the real seed (≈1 000 articles) and is measured, then the search benchmark's
 * generator adds articles up to 100 000 and it is measured again, each time through the API
 * bundle (Fastify inject, HTTP cache off) with the very calls the server render makes for the page.
 */
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { seed, type Db } from '@meydan/api/db';
import type { ArticleListResponse, CategoryListResponse } from '@meydan/shared/contracts';
import { BENCH_MEDIA_DIR, buildApi, machineLine, openApiApp, serverVersion } from '../api-bundle';
import { openBenchDatabase } from '../search/bench-database';
import { generateArticles } from '../search/generate-articles';
import { summarize } from '../stats';

export const TARGET_RATIO = 2;
const EDITION = 'tr';
/** libs/content/feature-pages category-route.ts: SPEC §9, 20 articles a category page. */
const CATEGORY_PAGE_SIZE = 20;

export interface GrowthBenchOptions {
  /** Articles of the large archive (seed included); default 100 000 (10 000 on PGlite). */
  articles?: number;
  /** Timed requests of each page at each size (the median is reported). */
  runs: number;
  /** Untimed rounds before the timed ones (JIT, plans, buffers). */
  warmUp: number;
}

export type GrowthPage = 'home' | 'category' | 'article' | 'trending' | 'recommendations';

export interface GrowthRow {
  page: GrowthPage;
  calls: string[];
  smallMs: number;
  largeMs: number;
  ratio: number;
  met: boolean;
}

export interface GrowthResult {
  database: 'pg' | 'pglite';
  small: number;
  large: number;
  rows: GrowthRow[];
  /** Median time of each API call alone, at both sizes (where the growth comes from). */
  calls: Array<{ url: string; smallMs: number; largeMs: number }>;
  loadAverage: [number, number, number];
}

interface Targets {
  /** A seeded article (present at both sizes), by the legacy id its address carries. */
  articleId: number;
  /** A top-level section (the category page lists it with its subcategories). */
  categoryId: string;
}

/**
 * What the server render asks the API for on each page (libs/content/feature-pages loaders.ts and
 * the shell's render-page.tsx): the loader's calls, in steps (calls of a step go out together, a
 * step waits for the one before), while the layout's footer request runs beside the loader.
 * Recommendations is the article page's slowest call on its own.
 */
function pagePlans(targets: Targets): Record<GrowthPage, { steps: string[][]; footer: boolean }> {
  const article = String(targets.articleId);
  return {
    home: { steps: [['/browse/home?platform=web', '/browse/breaking-news']], footer: true },
    category: {
      steps: [['/categories?withSubs=true'], [`/articles?categoryId=${targets.categoryId}&page=1&limit=${CATEGORY_PAGE_SIZE}`]],
      footer: true,
    },
    article: { steps: [[`/articles/${article}`, `/browse/recommendations/${article}`, '/categories?withSubs=true']], footer: true },
    trending: { steps: [['/browse/trends', '/browse/trending']], footer: true },
    recommendations: { steps: [[`/browse/recommendations/${article}`]], footer: false },
  };
}

const FOOTER = '/browse/footer';

async function get<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url: `/api/v3.5${url}`, headers: { 'x-edition': EDITION } });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json<T>();
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The page as the server render loads it: footer beside the loader's steps. */
function loadPage(app: FastifyInstance, plan: { steps: string[][]; footer: boolean }): Promise<unknown> {
  const loader = (async () => {
    for (const step of plan.steps) await Promise.all(step.map((url) => get(app, url)));
  })();
  return Promise.all([loader, plan.footer ? get(app, FOOTER) : undefined]);
}

async function pickTargets(app: FastifyInstance): Promise<Targets> {
  const latest = await get<ArticleListResponse>(app, '/articles?limit=1');
  const categories = await get<CategoryListResponse>(app, '/categories?withSubs=true');
  const article = latest.items[0];
  const section = categories.items.find((category) => (category.subs?.length ?? 0) > 0) ?? categories.items[0];
  if (!article || !section) throw new Error('the seeded database has no article or no category');
  return { articleId: article.legacyId, categoryId: section._id };
}

/**
 * The API keeps some lists precomputed (content rankings, refreshed by a worker that starts with
 * the app): wait until every edition's snapshot is newer than the data, so the figures are the
 * steady state. An API without that worker (an older build) never writes one: 15 s of no
 * snapshot at all means there is nothing to wait for.
 */
async function waitForRankings(db: Db, since: Date): Promise<void> {
  const { rows } = await db.query<{ found: string | null }>("SELECT to_regclass('ranking_snapshots')::text AS found");
  if (!rows[0]?.found) return;
  const started = Date.now();
  for (;;) {
    const { rows: counts } = await db.query<{ any: number; fresh: number }>(
      'SELECT count(*)::int AS any, count(*) FILTER (WHERE computed_at >= $1 AND changes = refreshed_changes)::int AS fresh FROM ranking_snapshots',
      [since.toISOString()],
    );
    if (Number(counts[0]?.fresh) >= 3) return;
    if (Number(counts[0]?.any) === 0 && Date.now() - started > 15_000) return;
    if (Date.now() - started > 180_000) throw new Error('the ranking snapshots were not refreshed within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface SizeFigures {
  pages: Record<GrowthPage, number>;
  calls: Map<string, number>;
}

/** Median wall time of each page and of each of its calls alone, `runs` times after `warmUp` rounds. */
async function measure(app: FastifyInstance, targets: Targets, options: GrowthBenchOptions): Promise<SizeFigures> {
  const plans = pagePlans(targets);
  const names = Object.keys(plans) as GrowthPage[];
  const urls = [...new Set(names.flatMap((name) => [...plans[name].steps.flat(), ...(plans[name].footer ? [FOOTER] : [])]))];
  const pageSamples = new Map<GrowthPage, number[]>(names.map((name) => [name, []]));
  const callSamples = new Map<string, number[]>(urls.map((url) => [url, []]));
  for (let round = 0; round < options.warmUp + options.runs; round += 1) {
    const counted = round >= options.warmUp;
    // Round robin: a burst of other work on the machine spreads over every page alike.
    for (const name of names) {
      const ms = await timed(() => loadPage(app, plans[name]));
      if (counted) pageSamples.get(name)?.push(ms);
    }
    for (const url of urls) {
      const ms = await timed(() => get(app, url));
      if (counted) callSamples.get(url)?.push(ms);
    }
  }
  const median = (samples: number[]) => summarize(samples).p50;
  return {
    pages: Object.fromEntries(names.map((name) => [name, median(pageSamples.get(name) ?? [])])) as Record<GrowthPage, number>,
    calls: new Map(urls.map((url) => [url, median(callSamples.get(url) ?? [])])),
  };
}

async function measureSize(db: Db, since: Date, targets: Targets | undefined, options: GrowthBenchOptions): Promise<{ figures: SizeFigures; targets: Targets }> {
  const app = await openApiApp(db);
  try {
    await waitForRankings(db, since);
    const picked = targets ?? (await pickTargets(app));
    return { figures: await measure(app, picked, options), targets: picked };
  } finally {
    await app.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function printTable(result: GrowthResult): void {
  const small = result.small.toLocaleString('en');
  const large = result.large.toLocaleString('en');
  const header = ['endpoint', `time at ${small}`, `time at ${large}`, 'ratio', `target ≤${TARGET_RATIO}x met?`];
  const body = result.rows.map((row) => [row.page, ms(row.smallMs), ms(row.largeMs), `${row.ratio.toFixed(2)}x`, row.met ? 'yes' : 'NO']);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((line) => (line[i] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? `-${'-'.repeat(w)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const cells of body) console.log(line(cells));
  console.log(`\neach page's API calls alone (median):`);
  for (const call of result.calls) {
    console.log(`  ${call.url.padEnd(62)} ${ms(call.smallMs).padStart(10)} ${ms(call.largeMs).padStart(10)}  ${(call.largeMs / call.smallMs).toFixed(2)}x`);
  }
}

/**
 * Seeds a throwaway database, measures, grows it to `articles` and measures again; prints the
 * growth table and returns it (the platform benchmark prints it too). The database is dropped at the end.
 */
export async function runGrowthBench(options: GrowthBenchOptions): Promise<GrowthResult> {
  buildApi();
  const database = await openBenchDatabase();
  try {
    const { db } = database;
    const total = options.articles ?? (database.kind === 'pg' ? 100_000 : 10_000);
    console.log(
      database.kind === 'pg'
        ? `database: PostgreSQL ${await serverVersion(db)}, temporary database (dropped at the end)`
        : `database: PGlite (no PostgreSQL server answered, or MEYDAN_TEST_PGLITE=1): ${total.toLocaleString('en')} articles, NOT the PostgreSQL target`,
    );
    const seeded = await seed(db, { mediaDir: BENCH_MEDIA_DIR });
    const small = Object.values(seeded.editions).reduce((sum, e) => sum + e.articles, 0);
    await db.exec('ANALYZE');
    console.log(`measuring at ${small.toLocaleString('en')} articles (seed)…`);
    const before = await measureSize(db, new Date(), undefined, options);

    const started = performance.now();
    await generateArticles(db, { count: Math.max(total - small, 0) });
    const loadedAt = new Date();
    console.log(`grown to ${total.toLocaleString('en')} articles in ${((performance.now() - started) / 1000).toFixed(1)} s; measuring…`);
    const after = await measureSize(db, loadedAt, before.targets, options);

    const plans = pagePlans(before.targets);
    const rows: GrowthRow[] = (Object.keys(plans) as GrowthPage[]).map((page) => {
      const smallMs = before.figures.pages[page];
      const largeMs = after.figures.pages[page];
      const ratio = largeMs / smallMs;
      return { page, calls: [...plans[page].steps.flat(), ...(plans[page].footer ? [FOOTER] : [])], smallMs, largeMs, ratio, met: ratio <= TARGET_RATIO };
    });
    const result: GrowthResult = {
      database: database.kind,
      small,
      large: total,
      rows,
      calls: [...before.figures.calls].map(([url, smallMs]) => ({ url, smallMs, largeMs: after.figures.calls.get(url) ?? Number.NaN })),
      loadAverage: loadavg() as [number, number, number],
    };
    console.log(
      `\ngrowth: API time of each page's server-render calls (${EDITION} edition, Fastify inject, HTTP cache off), ` +
        `median of ${options.runs} after ${options.warmUp} warm-up rounds\n`,
    );
    printTable(result);
    console.log(`\n${machineLine()}`);
    const missed = rows.filter((row) => !row.met).map((row) => row.page);
    console.log(`target ≤${TARGET_RATIO}x: ${missed.length === 0 ? 'met on every page' : `NOT met on ${missed.join(', ')}`}`);
    return result;
  } finally {
    await database.remove();
  }
}
