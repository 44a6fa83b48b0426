/**
 * Extra sections of `npm run bench` (the platform scenario), run in order after the built-in
 * figures with the same seeded database and ports. The SSR-throughput and growth tables of
 * issue 14 plug in here, e.g.
 *   { title: 'SSR throughput against bare node:http', run: (context) => runSsrBench(context) }.
 */
import type { ReaderPageType } from '@meydan/shared/testing/first-load';
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

export const EXTRA_SECTIONS: PlatformBenchSection[] = [];
