/**
 * The server half of `npm run bench -- quakes`: the earthquakes API as a replica runs it (the
 * plugin with its ingestion and alert workers, the API's error contract) on a fresh database,
 * polling the local stand-ins of the three feeds every 15 s, in a process of its own so the load
 * generator does not share its CPU. Counts the database queries it makes (GET /bench/queries) so
 * the bench can show the hot path makes none. Prints one JSON line `{ api, standIns }` when ready.
 */
import Fastify from 'fastify';
import { LocalRealtimeBus, registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, type Queryable } from '@meydan/api/db';
import { parseQuakeSources } from '@meydan/quakes/ingest';
import { createQuakeStandIns } from '@meydan/quakes/stand-ins';
import { quakesRoutes } from '../quakes.routes';

async function main(): Promise<void> {
  const port = Number(process.env['BENCH_QUAKES_PORT'] ?? 0);
  const testDb = await createTestDatabase();
  let queries = 0;
  const counted = <T extends Queryable>(db: T): T =>
    new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property === 'query') return (...args: unknown[]) => ((queries += 1), (value as (...a: unknown[]) => unknown).apply(target, args));
        if (property === 'transaction') return (fn: (tx: Queryable) => Promise<unknown>) => (target as unknown as { transaction: (f: typeof fn) => Promise<unknown> }).transaction((tx) => fn(counted(tx)));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const standIns = createQuakeStandIns();
  const feeds = await standIns.listen(0);
  const { sources, errors } = parseQuakeSources(standIns.sourcesEnv(feeds.url));
  if (errors.length > 0) throw new Error(errors.join('; '));
  const realtime = new LocalRealtimeBus();
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/bench/queries', async () => ({ queries }));
  await app.register(quakesRoutes, {
    prefix: '/api/quakes',
    db: counted(testDb.db),
    sources,
    realtime,
    verifyAccessToken: async () => null,
    trustedOrigins: ['http://localhost'],
  });
  const address = await app.listen({ port, host: '127.0.0.1' });
  console.log(JSON.stringify({ api: address, standIns: feeds.url }));
  const stop = async () => {
    await app.close();
    await feeds.close();
    await testDb.cleanup();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
