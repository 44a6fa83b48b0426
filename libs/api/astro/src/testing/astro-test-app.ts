import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import { type Db, DatabaseUnavailableError } from '@meydan/api/db';
import type { Edition } from '@meydan/shared/util/routing';
import type { AstroPluginOptions } from '../astro-plugin';
import { astroRoutes } from '../astro.routes';

/*
 * The astrology specs' harness (specs and `npm run bench -- astro` only): the plugin at its public prefix with
 * the API's error contract. Charts need no database: without one, the harness's answers every query
 * as an unreachable database would.
 */
export const ASTRO_API = '/api/astro';

const NO_DATABASE = new Proxy({}, {
  get: (_target, property) => (property === 'then' ? undefined : () => Promise.reject(new DatabaseUnavailableError(new Error('no database in this spec')))),
}) as Db;

export async function buildAstroApp(options: Partial<AstroPluginOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(astroRoutes, {
    prefix: ASTRO_API,
    db: NO_DATABASE,
    verifyAccessToken: async () => null,
    trustedOrigins: ['https://www.meydan.example'],
    limits: { chart: { max: 1_000_000, windowMs: 60_000 } },
    ...options,
  });
  await app.ready();
  return app;
}

export type AstroQuery = Record<string, string | number | undefined>;

export function astroUrl(path: string, query: AstroQuery): string {
  const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
  return `${ASTRO_API}${path}?${search.toString()}`;
}

/** `get('/natal-chart', query, 'en')`: a GET in an edition (X-Edition, as the SSR server sends it). */
export function astroCaller(app: FastifyInstance) {
  return (path: string, query: AstroQuery, edition: Edition = 'tr'): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url: astroUrl(path, query), headers: { 'x-edition': edition } });
}

/**
 * For a spec's describe block: the app built before its tests and closed after them, and `get`
 * (see astroCaller) for the tests to call once it is built.
 */
export function useAstroApp(): { app(): FastifyInstance; get: ReturnType<typeof astroCaller> } {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildAstroApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  const built = () => {
    if (!app) throw new Error('the astrology app is built in beforeAll');
    return app;
  };
  return { app: built, get: (path, query, edition) => astroCaller(built())(path, query, edition) };
}
