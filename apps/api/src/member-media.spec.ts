import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createTestDatabase, PASSWORD_HASH_OPTIONS, type TestDatabase } from '@meydan/api/db';
import { mailedPath } from '@meydan/api/mail/testing';
import type { CurrentUser, ProfileImageUpload } from '@meydan/shared/contracts';
import { buildApp } from './app';

jest.setTimeout(90_000);

const API = '/api/v3.5';
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'avatar-spec-password-1';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function multipart(data: Buffer, filename: string, contentType: string) {
  const boundary = `----meydan${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// The assembled API: a member signs in, uploads, the worker started with the app processes the
// upload, and the profile (libs/api/auth) shows the new avatar through a signed path this API serves.
describe('avatar and cover uploads in the API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let dirs: string[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dirs = [await mkdtemp(path.join(os.tmpdir(), 'meydan-media-')), await mkdtemp(path.join(os.tmpdir(), 'meydan-member-media-'))];
    app = await buildApp({
      db: testDb.db,
      mediaDir: dirs[0],
      memberMediaDir: dirs[1],
      cache: false,
      mailWorker: false,
      mediaWorker: { pollIntervalMs: 100 },
      origins: { tr: ORIGIN, en: 'http://en.localhost:3000', ru: 'http://ru.localhost:3000' },
    });
    await app.ready();
    await testDb.db.query(`INSERT INTO users (username, email, password_hash, email_verified) VALUES ('resimli', 'resimli@example.com', $1, true)`, [
      await hash(PASSWORD, PASSWORD_HASH_OPTIONS),
    ]);
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
    for (const dir of dirs ?? []) await rm(dir, { recursive: true, force: true });
  });

  it('shows the processed avatar and cover on GET /users/me/profile, served from signed paths, and clears them on DELETE', async () => {
    const login = await app.inject({
      method: 'POST',
      url: `${API}/auth/login?authVersion=v2`,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: { grant_type: 'password', id: 'resimli', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const member = { authorization: `Bearer ${login.json().authToken}`, 'x-edition': 'en' };
    const profile = async () => (await app.inject({ url: `${API}/users/me/profile`, headers: member })).json<CurrentUser>();
    expect((await profile()).avatar).toBeNull();

    const avatar = multipart(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c03050' } }).jpeg().toBuffer(), 'me.jpg', 'image/jpeg');
    const accepted = await app.inject({ method: 'PUT', url: `${API}/users/me/avatar`, headers: { ...member, ...avatar.headers }, payload: avatar.payload });
    expect(accepted.statusCode).toBe(202);
    const upload = accepted.json<ProfileImageUpload>();

    const shown = await eventually(profile, (user) => user.avatar?._id === upload._id);
    expect(shown.avatar?._id).toBe(upload._id);
    const standard = shown.avatar?.resolutions.standard;
    expect(standard).toMatchObject({ width: 96, height: 96, format: 'jpg', url: expect.stringMatching(/^\/media\/u\/[\w-]{22}\//) });
    const file = await app.inject({ url: standard?.url as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 96 });
    expect((await app.inject({ url: standard?.url.replace('/u/', '/u/x') as string })).statusCode).toBe(404);

    const cover = multipart(await sharp({ create: { width: 1600, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.4 } } }).png().toBuffer(), 'c.png', 'image/png');
    const coverUpload = await app.inject({ method: 'PUT', url: `${API}/users/me/cover`, headers: { ...member, ...cover.headers }, payload: cover.payload });
    expect(coverUpload.statusCode).toBe(202);
    const withCover = await eventually(profile, (user) => user.cover !== null);
    expect(withCover.cover?.resolutions.high).toMatchObject({ width: 1280, height: 400, format: 'png' });

    expect((await app.inject({ method: 'DELETE', url: `${API}/users/me/avatar`, headers: member })).statusCode).toBe(204);
    const after = await profile();
    expect(after.avatar).toBeNull();
    expect(after.cover?._id).toBe(withCover.cover?._id);
    expect((await app.inject({ url: standard?.url as string })).statusCode).toBe(404);
  });

  it('removes a deleted account\'s avatar and cover files: the signed URLs handed out earlier stop working', async () => {
    await testDb.db.query(`INSERT INTO users (username, email, password_hash, email_verified) VALUES ('gidecek', 'gidecek@example.com', $1, true)`, [
      await hash(PASSWORD, PASSWORD_HASH_OPTIONS),
    ]);
    const login = await app.inject({
      method: 'POST',
      url: `${API}/auth/login?authVersion=v2`,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: { grant_type: 'password', id: 'gidecek', password: PASSWORD },
    });
    const member = { authorization: `Bearer ${login.json().authToken}`, 'x-edition': 'en' };
    const profile = async () => (await app.inject({ url: `${API}/users/me/profile`, headers: member })).json<CurrentUser>();
    const avatar = multipart(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3050c0' } }).jpeg().toBuffer(), 'me.jpg', 'image/jpeg');
    expect((await app.inject({ method: 'PUT', url: `${API}/users/me/avatar`, headers: { ...member, ...avatar.headers }, payload: avatar.payload })).statusCode).toBe(202);
    const shown = await eventually(profile, (user) => user.avatar !== null);
    const url = shown.avatar?.resolutions.standard?.url as string;
    expect((await app.inject({ url })).statusCode).toBe(200);

    expect((await app.inject({ method: 'POST', url: `${API}/users/me/request-delete`, headers: { ...member, 'content-type': 'application/json' }, payload: {} })).statusCode).toBe(202);
    const token = ((await mailedPath(testDb.db, 'gidecek@example.com', 'account-deletion')) ?? '').replace('/auth/delete-account/', '');
    expect((await app.inject({ method: 'PUT', url: `${API}/users/me/delete`, headers: { 'content-type': 'application/json', origin: ORIGIN }, payload: { token } })).statusCode).toBe(204);

    // The worker started with the app runs the purge the deletion queued.
    const status = await eventually(async () => (await app.inject({ url })).statusCode, (code) => code === 404);
    expect(status).toBe(404);
    const { rows: left } = await testDb.db.query(`SELECT 1 FROM images i JOIN users u ON u.id = i.owner_user_id WHERE u.email LIKE 'deleted-%' AND i.kind IN ('avatar', 'cover')`);
    expect(left).toEqual([]);
    // The first member's images are untouched.
    const { rows: kept } = await testDb.db.query(`SELECT 1 FROM images i JOIN users u ON u.id = i.owner_user_id WHERE u.username = 'resimli' AND i.kind = 'cover'`);
    expect(kept).toHaveLength(1);
  });
});
