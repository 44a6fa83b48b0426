/**
 * Local stand-ins of AFAD's event filter, KOERI's list page and USGS's GeoJSON feeds, serving the
 * real samples moved onto a repeating timeline (see timeline.ts and README.md), for `npm start`,
 * specs, e2e runs and the bench: the quakes page is live with no network.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_POLL_INTERVAL_SECONDS, QUAKE_SOURCES, type QuakeSource } from '@meydan/quakes/ingest';
import type { AfadEvent } from './afad-feed';
import { sampleCatalogue } from './catalogue';
import { control } from './control';
import { type InjectedQuake, injectedEntries, readInjectedQuake } from './inject';
import { afadFilter, type FeedContext, isUsgsSummaryPath, koeriList, usgsQuery, usgsSummary } from './routes';
import { send, text, type Reply } from './reply';
import { Timeline } from './timeline';
import type { UsgsFeature } from './usgs-feed';

export interface QuakeStandInsOptions {
  /** The stand-ins' clock (ms since the epoch); default Date.now. */
  clock?: () => number;
  /**
   * Where the timeline is anchored: the sample's newest line falls here, a new cycle begins every
   * `cycleMs` after it. Default: the clock at creation. The same origin and clock give the same feeds.
   */
  origin?: number;
}

export interface RunningQuakeStandIns {
  /** `http://127.0.0.1:3195`, no trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface QuakeStandIns {
  /** Answers a request to one of its paths (`/afad/…`, `/koeri/…`, `/usgs/…`, `/control/…`); false for any other path. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  listen(port?: number, host?: string): Promise<RunningQuakeStandIns>;
  /** QUAKES_SOURCES (short form) for the three feeds at `baseUrl`, polled every 15 s unless told otherwise. */
  sourcesEnv(baseUrl: string, options?: { intervalSeconds?: number }): string;
  /** A new quake in all three feeds (USGS only outside Turkey's region); throws a RangeError on bad input. */
  inject(quake: InjectedQuake): { time: string; sources: QuakeSource[] };
  /** A source that is down answers 503 on every path until it is up again. */
  setOutage(source: QuakeSource, down: boolean): void;
  readonly origin: number;
  readonly cycleMs: number;
}

/** The feed paths, as the ingestion polls them (USGS: the FDSN query; its summary feeds are served too). */
export const STAND_IN_PATHS: Readonly<Record<QuakeSource, string>> = {
  afad: '/afad/apiv2/event/filter',
  koeri: '/koeri/scripts/lst0.asp',
  usgs: '/usgs/fdsnws/event/1/query',
};

export function createQuakeStandIns(options: QuakeStandInsOptions = {}): QuakeStandIns {
  const clock = options.clock ?? Date.now;
  // Whole seconds: the feeds write whole seconds (KOERI, AFAD), so a moved line stays exact.
  const origin = Math.floor((options.origin ?? clock()) / 1000) * 1000;
  const catalogue = sampleCatalogue();
  const koeri = new Timeline(catalogue.koeri, origin, catalogue.cycleMs);
  const afad = new Timeline<AfadEvent>(catalogue.afad, origin, catalogue.cycleMs);
  const usgs = new Timeline<UsgsFeature>(catalogue.usgs, origin, catalogue.cycleMs);
  const down = new Set<QuakeSource>();
  let injected = 0;

  const inject = (quake: InjectedQuake) => {
    const checked = readInjectedQuake(quake);
    if (typeof checked === 'string') throw new RangeError(checked);
    const entries = injectedEntries(checked, injected, clock());
    injected += 1;
    entries.koeri.forEach((entry) => koeri.add(entry));
    entries.afad.forEach((entry) => afad.add(entry));
    entries.usgs.forEach((entry) => usgs.add(entry));
    return { time: entries.time, sources: entries.sources };
  };
  const setOutage = (source: QuakeSource, isDown: boolean) => {
    if (!(QUAKE_SOURCES as readonly string[]).includes(source)) throw new RangeError(`Unknown source ${source}`);
    if (isDown) down.add(source);
    else down.delete(source);
  };
  const state = () => ({ origin: new Date(origin).toISOString(), cycleMs: catalogue.cycleMs, now: new Date(clock()).toISOString(), down: [...down].sort(), injected });

  function feed(source: QuakeSource, path: string, context: FeedContext): Reply {
    if (down.has(source)) return text(503, 'Service Unavailable (the stand-in is set down)');
    if (source === 'afad' && path === STAND_IN_PATHS.afad) return afadFilter(afad, context);
    if (source === 'koeri' && path === STAND_IN_PATHS.koeri) return koeriList(koeri, catalogue.koeriSample, context);
    if (source === 'usgs' && path === STAND_IN_PATHS.usgs) return usgsQuery(usgs, context);
    if (source === 'usgs' && isUsgsSummaryPath(path)) return usgsSummary(usgs, context);
    return text(404, `The ${source} stand-in serves no ${path}`);
  }

  /** The request's URL on the address it was sent to (a feature's links name it); null when it does not read. */
  function urlOf(request: IncomingMessage): URL | null {
    for (const host of [request.headers.host, '127.0.0.1']) {
      try {
        if (host) return new URL(request.url ?? '/', `http://${host}`);
      } catch {
        // a Host header that is no host: read the path alone
      }
    }
    return null;
  }

  function handle(request: IncomingMessage, response: ServerResponse): boolean {
    const requestUrl = urlOf(request);
    if (!requestUrl) return false;
    const path = requestUrl.pathname;
    const reply = (answer: Reply | Promise<Reply>) =>
      Promise.resolve(answer)
        .catch((error: unknown) => text(500, `The stand-in failed: ${error instanceof Error ? error.message : String(error)}`))
        .then((result) => send(request, response, result));
    if (path.startsWith('/control/')) {
      void reply(control(request, path, { inject, setOutage, state }));
      return true;
    }
    const source = QUAKE_SOURCES.find((name) => path.startsWith(`/${name}/`));
    if (!source) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void reply(text(405, 'Use GET', { Allow: 'GET, HEAD' }));
      return true;
    }
    void reply(new Promise<Reply>((resolve) => resolve(feed(source, path, { at: clock(), baseUrl: requestUrl.origin, requestUrl }))));
    return true;
  }

  async function listen(port = 0, host = '127.0.0.1'): Promise<RunningQuakeStandIns> {
    const server = createServer((request, response) => {
      if (!handle(request, response)) send(request, response, text(404, 'Not a stand-in path: /afad/…, /koeri/…, /usgs/…, /control/…'));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const bound = (server.address() as AddressInfo).port;
    return {
      url: `http://${host}:${bound}`,
      port: bound,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  function sourcesEnv(baseUrl: string, { intervalSeconds = DEFAULT_POLL_INTERVAL_SECONDS }: { intervalSeconds?: number } = {}): string {
    const base = baseUrl.replace(/\/+$/, '');
    return QUAKE_SOURCES.map((source) => `${source}=${base}${STAND_IN_PATHS[source]}@${intervalSeconds}`).join(' ');
  }

  return { handle, listen, sourcesEnv, inject, setOutage, origin, cycleMs: catalogue.cycleMs };
}
