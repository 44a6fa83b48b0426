import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { setAutoFreeze } from 'immer';
import { readWebConfig } from './config';
import { createWebServer, type WebServerOptions } from './web-server';

// Every server render has a store of its own, dropped once the page is sent, and nothing mutates
// it: immer's deep freeze of every API answer (Redux Toolkit's default) is only cost here (issue
// 14, uncached render). Browsers keep freezing, which catches accidental mutations.
setAutoFreeze(false);

interface ApiModule {
  registerApiRoutes(app: FastifyInstance, options: Record<string, unknown>): Promise<void>;
  apiOptionsFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown>;
  createDb(options: { databaseUrl?: string; dataDir?: string }): Promise<{ close(): Promise<void> }>;
}

/**
 * Starts the web tier. In all-in-one mode (default) the API bundle built by apps/api is loaded
 * from disk at runtime and registered on the same Fastify instance, so one process serves
 * pages, remotes, API and media; the shell build never includes API code.
 */
async function start() {
  const config = readWebConfig();
  let registerApi: WebServerOptions['registerApi'];
  let closeDb: (() => Promise<void>) | undefined;
  if (config.allInOne) {
    const apiPath = resolve(process.env['API_BUNDLE'] ?? 'dist/apps/api/app.js');
    const api = createRequire(__filename)(apiPath) as ApiModule;
    const db = await api.createDb({ databaseUrl: process.env['DATABASE_URL'], dataDir: process.env['DATA_DIR'] });
    closeDb = () => db.close();
    // The same API settings as the standalone server; the host map is the web tier's.
    // Content changes readers see also empty this process's page micro-cache (and Redis's, which the API bumps itself).
    registerApi = (app, web) =>
      api.registerApiRoutes(app, { ...api.apiOptionsFromEnv(process.env), db, hostMap: config.hostMap, origins: config.origins, onReaderContentChange: web.purgePages });
  }
  const app = await createWebServer({ config, registerApi });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Meydan web listening on http://localhost:${config.port} (tr), http://en.localhost:${config.port}, http://ru.localhost:${config.port}`);
  const shutdown = async () => {
    await app.close();
    await closeDb?.();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

start().catch((error) => {
  console.error('[web] failed to start', error);
  process.exit(1);
});
