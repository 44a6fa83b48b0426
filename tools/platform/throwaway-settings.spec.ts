import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@meydan/api/db';
import { throwawayServerEnv, workspaceRoot } from './temp-platform';
import { THROWAWAY_PRODUCTION_ENV } from './throwaway-settings';

jest.setTimeout(120_000);

interface ApiModule {
  buildApp(options: Record<string, unknown>): Promise<FastifyInstance>;
  apiOptionsFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown>;
}

/** What production refuses to start without, as a developer's shell or a CI runner may have it. */
const REQUIRED = ['AUTH_TOKEN_SECRET', 'QUIZ_RESULT_SECRET', 'SMTP_URL', 'SMTP_HOST', 'MAIL_TRANSPORT', 'DEV_OUTBOX'];

describe('the throwaway platforms’ production settings (every e2e run and bench mode)', () => {
  let testDb: TestDatabase;
  const saved = Object.fromEntries(['NODE_ENV', ...REQUIRED].map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await testDb.cleanup();
  });

  it('start the production API in-process from a fresh clone’s environment (no .env, no secrets)', async () => {
    for (const name of REQUIRED) delete process.env[name];
    process.env['NODE_ENV'] = 'production';
    // The source the API bundle is built from (tools load apps at run time, never by import).
    const api = require(join(workspaceRoot, 'apps/api/src/app.ts')) as ApiModule;
    await expect(api.buildApp({ db: testDb.db, cache: false, mailWorker: false, mediaWorker: false, pushWorker: false, rankingWorker: false })).rejects.toThrow(/must be set/);
    const app = await api.buildApp({
      ...api.apiOptionsFromEnv(THROWAWAY_PRODUCTION_ENV),
      db: testDb.db,
      cache: false,
      mailWorker: false,
      mediaWorker: false,
      pushWorker: false,
      rankingWorker: false,
    });
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('start server processes in production whatever the shell has, a blank copied .env line included', () => {
    const env = throwawayServerEnv({ PATH: '/usr/bin', AUTH_TOKEN_SECRET: '', PORT: '3400' });
    expect(env).toMatchObject({ ...THROWAWAY_PRODUCTION_ENV, PATH: '/usr/bin', PORT: '3400' });
    expect(throwawayServerEnv({ AUTH_TOKEN_SECRET: 'a-developer-secret-of-32-characters!' })['AUTH_TOKEN_SECRET']).toBe('a-developer-secret-of-32-characters!');
  });
});
