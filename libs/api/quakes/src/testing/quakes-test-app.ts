import Fastify, { type FastifyInstance } from 'fastify';
import { LocalRealtimeBus, registerErrorHandling } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import type { QuakeSource, QuakeSourceConfig } from '@meydan/quakes/ingest';
import type { QuakesPluginOptions, QuakeWorkerRounds } from '../quakes-plugin';
import { quakesRoutes } from '../quakes.routes';

/*
 * The earthquakes specs' harness: the plugin at its public prefix with the API's error contract,
 * fake feeds the specs set per source (bytes, or a failure), a clock the specs move, and the
 * realtime bus's events collected. No worker runs: specs poll with `ingest()` and run alert
 * fan-outs with `app.quakesAlertsOnce()`.
 */
export const QUAKES_API = '/api/quakes';
export const ORIGIN = 'https://www.meydan.example';

export const TEST_SOURCES: QuakeSourceConfig[] = [
  { source: 'afad', url: 'http://afad.test/apiv2/event/filter', intervalMs: 15_000 },
  { source: 'koeri', url: 'http://koeri.test/scripts/lst0.asp', intervalMs: 15_000 },
  { source: 'usgs', url: 'http://usgs.test/fdsnws/event/1/query', intervalMs: 15_000 },
];

export type FeedAnswer = { body: Uint8Array | string | object; status?: number } | Error;

export interface QuakesHarness {
  app: FastifyInstance;
  feeds: Map<QuakeSource, FeedAnswer>;
  /** URLs fetched, in order. */
  fetched: string[];
  published: Array<{ topicId: string; value: unknown }>;
  clock: { now: number };
  workers: QuakeWorkerRounds;
  /** Polls every due source once (moving the clock past their intervals first). */
  ingestAll(): Promise<void>;
  close(): Promise<void>;
}

export async function buildQuakesApp(db: Db, options: Partial<QuakesPluginOptions> & { now?: number } = {}): Promise<QuakesHarness> {
  const feeds = new Map<QuakeSource, FeedAnswer>();
  const fetched: string[] = [];
  const published: Array<{ topicId: string; value: unknown }> = [];
  const clock = { now: options.now ?? Date.parse('2026-11-28T09:00:00Z') };
  const realtime = new LocalRealtimeBus();
  realtime.subscribe((topicId, value) => published.push({ topicId, value }));
  const fetchImpl = async (url: string): Promise<Response> => {
    fetched.push(url);
    const source = (TEST_SOURCES.find((config) => url.startsWith(config.url.split('?')[0] as string))?.source ?? 'afad') as QuakeSource;
    const answer = feeds.get(source);
    if (!answer) return new Response('not found', { status: 404 });
    if (answer instanceof Error) throw answer;
    const body = answer.body instanceof Uint8Array || typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(body as BodyInit, { status: answer.status ?? 200 });
  };
  let workers: QuakeWorkerRounds | undefined;
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(quakesRoutes, {
    prefix: QUAKES_API,
    db,
    sources: TEST_SOURCES,
    realtime,
    verifyAccessToken: async () => null,
    trustedOrigins: [ORIGIN],
    worker: false,
    fetch: fetchImpl,
    clock: () => clock.now,
    limits: { felt: { max: 1000, windowMs: 60_000 }, alerts: { max: 1000, windowMs: 60_000 } },
    exposeWorkers: (rounds) => {
      workers = rounds;
    },
    ...options,
  });
  await app.ready();
  const rounds = workers as QuakeWorkerRounds;
  return {
    app,
    feeds,
    fetched,
    published,
    clock,
    workers: rounds,
    async ingestAll() {
      clock.now += 60_000;
      for (let round = 0; round < TEST_SOURCES.length + 1; round += 1) {
        const { claimed } = await rounds.ingestOnce();
        if (claimed === 0) break;
      }
    },
    close: () => app.close(),
  };
}
