/**
 * Extra sections of `npm run bench` (the platform scenario), run in order after the built-in
 * figures, on the same ports: issue 14's SSR throughput against bare node:http and the growth
 * table (each seeds its own throwaway database; `npm run bench -- ssr` and `-- growth` run them alone).
 */
import type { ReaderPageType } from '@meydan/shared/testing/first-load';
import { runGrowthBench } from './growth/growth-bench';
import { DEFAULT_SSR_RENDER_RUNS, runSsrBench } from './ssr-bench';
import type { Edition, ReaderPage } from './first-load-bench';

export interface PlatformBenchContext {
  /** Environment of the seeded throwaway database (DATABASE_URL or DATA_DIR, MEDIA_DIR): pass it to servers you start. */
  env: NodeJS.ProcessEnv;
  databaseKind: 'pg' | 'pglite';
  /** BENCH_PORT and the two after it; nothing listens on them when a section starts. */
  ports: { web: number; api: number; bare: number };
  /** The reader pages the bench measured, by edition and type (URLs on ports.web). */
  pages: Partial<Record<Edition, Record<ReaderPageType, ReaderPage>>>;
}

export interface PlatformBenchSection {
  title: string;
  run(context: PlatformBenchContext): Promise<void>;
}

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const ssrRuns = Number(process.env['BENCH_SSR_RUNS'] ?? DEFAULT_SSR_RENDER_RUNS);

export const EXTRA_SECTIONS: PlatformBenchSection[] = [
  {
    title: 'SSR: anonymous pages against bare node:http, uncached render time',
    run: async ({ ports }) => void (await runSsrBench({ rebuild: false, port: ports.web, seconds, connections: 50, renderRuns: ssrRuns })),
  },
  {
    title: 'Growth: reader pages at 1,000 and 100,000 articles (API cache off)',
    run: async () => void (await runGrowthBench({ runs: Number(process.env['BENCH_GROWTH_RUNS'] ?? 10), warmUp: Number(process.env['BENCH_GROWTH_WARMUP'] ?? 3) })),
  },
];
