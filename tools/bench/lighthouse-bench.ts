/**
 * Lighthouse (the devDependency, 12.8.2) in its default mobile configuration — Moto G Power
 * emulation, simulated throttling — against the system Chromium, median of N runs per page.
 */
import type { Flags, RunnerResult } from 'lighthouse';
import { median } from './stats';

export interface LighthouseFigures {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Headless and quiet: nothing in the background competes with the page or reaches the network. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // en.localhost and ru.localhost name the editions: loopback whatever the resolver says.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

function figuresOf(result: RunnerResult | undefined): LighthouseFigures {
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  // A runtime error (a DevTools protocol timeout reading a large response body on a busy machine)
  // may leave the performance metrics intact: they come from the trace. Only missing ones fail the run.
  const failure = lhr.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no value';
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse: no ${id} for ${lhr.finalDisplayedUrl} (${failure})`);
    return value;
  };
  const score = lhr.categories['performance']?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse: no performance score for ${lhr.finalDisplayedUrl} (${failure})`);
  return { score: Math.round(score * 100), lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift') };
}

/** Each metric's median over the runs (the runs themselves are kept for the record). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/**
 * A run that fails (a DevTools protocol timeout on a busy machine) is run again, up to
 * RUN_ATTEMPTS times; a run that keeps failing fails the bench.
 */
const RUN_ATTEMPTS = 3;

async function withRetries<T>(label: string, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === RUN_ATTEMPTS) throw error;
      console.warn(`  ${label}: Lighthouse run failed (${error instanceof Error ? error.message : String(error)}), running it again`);
    }
  }
}

/** Runs Lighthouse `runs` times on each URL, one Chromium per URL (storage is reset between runs). */
export async function lighthousePages(urls: Record<string, string>, runs: number, chromePath: string): Promise<Record<string, { median: LighthouseFigures; runs: LighthouseFigures[] }>> {
  // Both are ESM-only: loaded with import() from this CommonJS-compiled script.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const results: Record<string, { median: LighthouseFigures; runs: LighthouseFigures[] }> = {};
  for (const [label, url] of Object.entries(urls)) {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const figures: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) figures.push(await withRetries(label, async () => figuresOf(await lighthouse(url, flags))));
      results[label] = { median: medianFigures(figures), runs: figures };
    } finally {
      chrome.kill();
    }
  }
  return results;
}
