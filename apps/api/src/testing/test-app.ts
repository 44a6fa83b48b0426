import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@meydan/api/db';
import { buildApp, type BuildAppOptions } from '../app';

export const TEST_ORIGINS = { tr: 'http://localhost:3000', en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' };

/**
 * The assembled API for specs (nothing else imports it): media in temporary folders, no HTTP
 * cache and no background workers, unless `options` says otherwise. `close` also removes the folders.
 */
export async function buildTestApp(db: Db, options: Partial<BuildAppOptions> = {}): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dirs = [await mkdtemp(path.join(os.tmpdir(), 'meydan-media-')), await mkdtemp(path.join(os.tmpdir(), 'meydan-member-media-'))];
  const app = await buildApp({
    db,
    mediaDir: dirs[0],
    memberMediaDir: dirs[1],
    cache: false,
    mailWorker: false,
    mediaWorker: false,
    pushWorker: false,
    rankingWorker: false,
    origins: TEST_ORIGINS,
    ...options,
  });
  return {
    app,
    async close() {
      await app.close();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    },
  };
}
