import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, JobWorker, type TestDatabase } from '@meydan/api/db';
import type { MemberImageUploadResponse } from '@meydan/shared/contracts';
import { memberMediaSettings, type MemberMediaSettings } from '../media/media.routes';
import { API, JSON_HEADERS, ORIGIN, SocialFixtures, type TestMember } from '../testing/social-test-app';
import { ARTICLE_IMAGE_JOB, articleImageRoutes, ArticleImageService } from './article-images';
import { memberContentRoutes } from './member-content.routes';

jest.setTimeout(120_000);

function multipart(data: Buffer, field = 'file') {
  const boundary = `----meydan${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).jpeg().toBuffer();

describe('post pictures', () => {
  let testDb: TestDatabase;
  let mediaDir: string;
  let media: MemberMediaSettings;
  let app: FastifyInstance;
  let worker: JobWorker;
  let fx: SocialFixtures;
  let author: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'meydan-post-images-'));
    media = memberMediaSettings({ dir: mediaDir, authTokenSecret: 'post-images-spec-secret-0123456789abcdef', nodeEnv: 'test' });
    fx = new SocialFixtures(testDb.db);
    app = Fastify();
    registerErrorHandling(app);
    const options = { prefix: API, db: testDb.db, verifyAccessToken: fx.verify, trustedOrigins: [ORIGIN], mediaBaseUrl: '/media' };
    await app.register(articleImageRoutes, { ...options, media, worker: false });
    await app.register(memberContentRoutes, options);
    await app.ready();
    // Another replica's worker, driven step by step; its clock runs ahead so rows are due at once.
    const service = new ArticleImageService({ db: testDb.db, media, mediaBaseUrl: '/media', nudge: () => undefined });
    worker = new JobWorker({ db: testDb.db, handlers: { [ARTICLE_IMAGE_JOB]: service.jobHandler() }, now: () => Date.now() + 1000, retryJitter: 0, retryDelaysMs: [1000] });
    author = await fx.member();
    other = await fx.member();
  });

  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const upload = (who: TestMember | null, data: Buffer, field?: string) => {
    const form = multipart(data, field);
    return app.inject({ method: 'POST', url: `${API}/articles/me/images`, headers: { ...form.headers, ...(who?.headers ?? {}) }, payload: form.payload });
  };
  const status = (who: TestMember, id: string) => app.inject({ url: `${API}/articles/me/images/${id}`, headers: who.headers });

  it('accepts a picture at once, renders it outside the request, and lets its owner use it in a post', async () => {
    const accepted = await upload(author, await jpeg(2000, 1000));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.headers['cache-control']).toBe('private, no-store');
    const pending = accepted.json<MemberImageUploadResponse>();
    expect(pending).toMatchObject({ state: 'pending', image: null });
    // A pending picture may already be named in a draft.
    const draft = await app.inject({
      method: 'POST',
      url: `${API}/articles/me`,
      headers: { ...JSON_HEADERS, ...author.headers },
      payload: { title: 'Ferry', summary: '', categoryId: null, coverImageId: pending._id, entries: [] },
    });
    expect(draft.statusCode).toBe(201);

    expect(await worker.runOnce()).toMatchObject({ claimed: 1, done: 1 });
    const ready = (await status(author, pending._id)).json<MemberImageUploadResponse>();
    expect(ready.state).toBe('ready');
    expect(ready.image?.resolutions.standard).toMatchObject({ width: 640, height: 320, format: 'jpg' });
    expect(ready.image?.resolutions.raw.url).toMatch(/^\/media\/u\/[^/]+\/[0-9a-f-]{36}\/1\/2000x1000-d\.jpg$/);
    expect((await status(other, pending._id)).statusCode).toBe(404);
    // Another member cannot put it in their post.
    const stolen = await app.inject({
      method: 'POST',
      url: `${API}/articles/me`,
      headers: { ...JSON_HEADERS, ...other.headers, 'x-edition': 'en' },
      payload: { title: 'Mine', summary: '', categoryId: null, coverImageId: pending._id, entries: [] },
    });
    expect([stolen.statusCode, stolen.json().message]).toEqual([400, 'This image cannot be used. Please upload it again.']);
  });

  it('refuses what is not an image, an empty request and a visitor, and stores nothing', async () => {
    const before = await testDb.db.query('SELECT count(*)::int AS n FROM images');
    const notImage = await upload(author, Buffer.from('%PDF-1.7 not a picture'));
    expect(notImage.statusCode).toBe(400);
    expect((await upload(null, await jpeg(10, 10))).statusCode).toBe(401);
    const json = await app.inject({ method: 'POST', url: `${API}/articles/me/images`, headers: { ...JSON_HEADERS, ...author.headers }, payload: {} });
    expect(json.statusCode).toBe(415);
    expect((await testDb.db.query('SELECT count(*)::int AS n FROM images')).rows).toEqual(before.rows);
  });
});
