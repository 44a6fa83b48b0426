import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { memberMediaSettings } from './media/media.routes';
import { socialRoutes } from './social-plugin';

const PREFIX = '/api/v3.5';

describe('the social domain plugin', () => {
  let app: FastifyInstance;
  const routes: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') routes.push(`${String(route.method)} ${route.url}`);
    });
    // Nothing here may touch the database before a request does.
    const db = {} as Db;
    const media = memberMediaSettings({ dir: path.join(os.tmpdir(), 'meydan-social-plugin-unused'), authTokenSecret: 'x'.repeat(32), nodeEnv: 'test' });
    await app.register(socialRoutes, { prefix: PREFIX, db, verifyAccessToken: async () => null, trustedOrigins: [], media, worker: false });
    await app.ready();
  });

  afterAll(() => app.close());

  it('registers every area once, under its own prefix only', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        `GET ${PREFIX}/users/:id`,
        `POST ${PREFIX}/social/me/blocked`,
        `POST ${PREFIX}/favorites/article/:id`,
        `GET ${PREFIX}/comments`,
        `GET ${PREFIX}/notifications`,
        `GET ${PREFIX}/articles/user/:userId`,
        `GET ${PREFIX}/admin/review`,
        `PUT ${PREFIX}/users/me/avatar`,
        `POST ${PREFIX}/articles/me/images`,
      ]),
    );
    expect(routes.filter((route) => !route.split(' ')[1]?.startsWith(`${PREFIX}/`))).toEqual([]);
    expect(routes.filter((route) => route.includes(`${PREFIX}${PREFIX}`))).toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("keeps each area's own guards and hooks", async () => {
    expect((await app.inject({ url: `${PREFIX}/social/me/blocked` })).statusCode).toBe(401);
    // Graph refuses a foreign page's write before asking who it is; comments leave that to the cookie rule.
    expect((await app.inject({ method: 'POST', url: `${PREFIX}/social/me/blocked`, headers: { origin: 'https://evil.example' }, payload: { target: 'x' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `${PREFIX}/comments`, headers: { origin: 'https://evil.example' }, payload: {} })).statusCode).toBe(401);
  });
});
