import { parseHostMap } from '@meydan/shared/util/routing';
import { buildApp } from './app';

// A stuck connection must not keep a replica alive forever after SIGTERM.
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = process.env;
  const cacheTtl = Number(env['API_CACHE_TTL_MS']);
  const app = await buildApp({
    logger: true,
    logRequests: env['LOG_REQUESTS'] === 'true',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: env['DATA_DIR'] || undefined,
    mediaDir: env['MEDIA_DIR'] || undefined,
    mediaBaseUrl: env['MEDIA_BASE_URL'] || undefined,
    hostMap: parseHostMap(env['HOST_MAP']),
    redisUrl: env['REDIS_URL'] || undefined,
    trustProxy: env['TRUST_PROXY'] === 'true',
    cache: env['API_CACHE'] === 'off' ? false : { ttlMs: Number.isFinite(cacheTtl) && cacheTtl > 0 ? cacheTtl : undefined },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: Number(env['PORT'] || 3333), host: env['HOST'] || '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
