import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { registerErrorHandling } from '@meydan/api/core';
import { createTestDatabase, JobWorker, type TestDatabase } from '@meydan/api/db';
import type { ProfileImageUpload } from '@meydan/shared/contracts';
import { memberMediaFileRoutes, memberMediaRoutes, memberMediaSettings, type MemberMediaSettings } from './media.routes';
import { MemberMediaService, PROFILE_IMAGE_JOB } from './media.service';

// A fresh database runs every migration (several seconds); sharp renders real images.
jest.setTimeout(90_000);

const API = '/api/v3.5';
const SECRET = 'media-spec-auth-token-secret-0123456789abcdef';
const ORIGIN = 'http://localhost:3000';
const MB = 1024 * 1024;

/** One file in `file`, as a browser's FormData sends it. */
function multipart(data: Buffer, filename = 'photo.png', contentType = 'image/png') {
  const boundary = `----meydan${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width: number, height: number, alpha = 0.5) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha } } }).png().toBuffer();

/** A camera JPEG: stored landscape with EXIF orientation 6 (shown rotated to portrait) and a GPS position. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'MeydanCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '29/1 0/1 0/1' } })
    .jpeg({ quality: 90 })
    .toBuffer();

describe.each(['postgres', 'pglite'] as const)('member avatars and covers on %s', (engine) => {
  let testDb: TestDatabase;
  let mediaDir: string;
  let settings: MemberMediaSettings;
  let app: FastifyInstance;
  let worker: JobWorker;
  // The worker's clock runs ahead of the database's now() (rows are due at once) and jumps over backoffs.
  const clock = { ahead: 1000 };
  const members: Record<string, string> = {};

  async function member(username: string, emailVerified = true): Promise<string> {
    const { rows } = await testDb.db.query<{ id: string }>(`INSERT INTO users (username, email, email_verified) VALUES ($1, $2, $3) RETURNING id`, [
      username,
      `${username}@example.com`,
      emailVerified,
    ]);
    const id = (rows[0] as { id: string }).id;
    members[`token-${username}`] = id;
    return id;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine: engine === 'pglite' ? 'pglite' : undefined });
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'meydan-member-media-'));
    settings = memberMediaSettings({ dir: mediaDir, authTokenSecret: SECRET, nodeEnv: 'test' });
    app = Fastify();
    registerErrorHandling(app);
    const verifyAccessToken = async (token: string) => (members[token] ? { userId: members[token] as string, sessionId: randomUUID(), role: 'member' as const } : null);
    await app.register(memberMediaRoutes, { prefix: API, db: testDb.db, verifyAccessToken, trustedOrigins: [ORIGIN], media: settings, worker: false });
    await app.register(memberMediaFileRoutes, { media: settings });
    await app.ready();
    // The worker of another replica: the same storage and key, driven step by step.
    const service = new MemberMediaService({ db: testDb.db, storage: settings.storage, signingKey: settings.signingKey, development: true, mediaBaseUrl: '/media', nudge: () => undefined });
    worker = new JobWorker({ db: testDb.db, handlers: { [PROFILE_IMAGE_JOB]: service.jobHandler() }, now: () => Date.now() + clock.ahead, retryJitter: 0, retryDelaysMs: [1000, 1000] });
    await member('ayse');
    await member('mehmet');
    await member('newbie', false);
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    clock.ahead = 1000;
    await testDb.db.query('UPDATE users SET avatar_image_id = NULL, cover_image_id = NULL');
    await testDb.db.query('DELETE FROM images WHERE owner_user_id IS NOT NULL');
    await testDb.db.query('DELETE FROM jobs');
  });

  const auth = (username: string) => ({ authorization: `Bearer token-${username}`, 'x-edition': 'en' });

  async function upload(username: string, kind: 'avatar' | 'cover', data: Buffer, filename?: string, contentType?: string) {
    const body = multipart(data, filename, contentType);
    return app.inject({ method: 'PUT', url: `${API}/users/me/${kind}`, headers: { ...auth(username), ...body.headers }, payload: body.payload });
  }

  const status = (username: string, id: string) => app.inject({ url: `${API}/users/me/uploads/${id}`, headers: auth(username) });

  async function profileImageId(username: string, kind: 'avatar' | 'cover'): Promise<string | null> {
    const column = kind === 'avatar' ? 'avatar_image_id' : 'cover_image_id';
    const { rows } = await testDb.db.query<{ id: string | null }>(`SELECT ${column} AS id FROM users WHERE username = $1`, [username]);
    return rows[0]?.id ?? null;
  }

  /** GETs a rendition URL from the API (`/media/u/…`) and reads it back with sharp. */
  async function fetchImage(url: string) {
    const response = await app.inject({ url });
    expect([url, response.statusCode]).toEqual([url, 200]);
    return { response, metadata: await sharp(response.rawPayload).metadata() };
  }

  const countFiles = async () => {
    const walk = async (dir: string): Promise<number> => {
      if (!existsSync(dir)) return 0;
      let n = 0;
      for (const entry of await readdir(dir, { withFileTypes: true })) n += entry.isDirectory() ? await walk(path.join(dir, entry.name)) : 1;
      return n;
    };
    return walk(mediaDir);
  };

  it('accepts a PNG avatar at once (202, pending), then the worker writes every resolution at its real size, PNG and WebP', async () => {
    const response = await upload('ayse', 'avatar', await png(1200, 800));
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pending = response.json<ProfileImageUpload>();
    expect(pending).toEqual({ _id: expect.any(String), kind: 'avatar', state: 'pending', image: null });
    expect((await status('ayse', pending._id)).json()).toMatchObject({ state: 'pending', image: null });
    expect(await profileImageId('ayse', 'avatar')).toBeNull();

    expect(await worker.runOnce()).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });

    expect(await profileImageId('ayse', 'avatar')).toBe(pending._id);
    const ready = (await status('ayse', pending._id)).json<ProfileImageUpload>();
    expect(ready.state).toBe('ready');
    const image = ready.image as NonNullable<ProfileImageUpload['image']>;
    // Square crops of the shorter side (800 px), never enlarged.
    const expected = { standard: 96, high: 192, extraHigh: 400, raw: 800 } as const;
    for (const [name, side] of Object.entries(expected)) {
      const resolution = image.resolutions[name as keyof typeof expected];
      expect([name, resolution.width, resolution.height, resolution.format]).toEqual([name, side, side, 'png']);
      expect(resolution.url).toMatch(new RegExp(`^/media/u/[\\w-]{22}/${pending._id}/1/${side}x${side}-d\\.png$`));
      const { response: file, metadata } = await fetchImage(resolution.url);
      expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(['png', side, side, true]);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const webp = await fetchImage(resolution.webpUrl as string);
      expect([webp.metadata.format, webp.metadata.width, webp.metadata.height]).toEqual(['webp', side, side]);
    }
    // The upload itself is gone once processed.
    expect(existsSync(path.join(mediaDir, 'originals', pending._id))).toBe(false);
  });

  it('orients a camera JPEG cover, strips its EXIF and GPS, and keeps its aspect ratio at each width', async () => {
    const camera = await cameraJpeg(3000, 2000);
    const input = await sharp(camera).metadata();
    expect([input.orientation, input.exif?.toString('latin1').includes('MeydanCam')]).toEqual([6, true]);
    const response = await upload('ayse', 'cover', camera, 'IMG_0001.JPG', 'image/jpeg');
    expect(response.statusCode).toBe(202);
    expect(await worker.runOnce()).toMatchObject({ done: 1 });
    const ready = (await status('ayse', response.json<ProfileImageUpload>()._id)).json<ProfileImageUpload>();
    const image = ready.image as NonNullable<ProfileImageUpload['image']>;
    // Portrait 2000×3000 once oriented; the raw copy fits 2560×2560.
    const expected = { standard: [640, 960], high: [1280, 1920], extraHigh: [1707, 2560], raw: [1707, 2560] } as const;
    for (const [name, [width, height]] of Object.entries(expected)) {
      const resolution = image.resolutions[name as keyof typeof expected];
      expect([name, resolution.width, resolution.height, resolution.format]).toEqual([name, width, height, 'jpg']);
      const { metadata } = await fetchImage(resolution.url);
      expect([name, metadata.format, metadata.width, metadata.height]).toEqual([name, 'jpeg', width, height]);
      expect([name, metadata.exif, metadata.orientation, metadata.xmp, metadata.icc]).toEqual([name, undefined, undefined, undefined, undefined]);
      const webp = await fetchImage(resolution.webpUrl as string);
      expect([name, webp.metadata.format, webp.metadata.width, webp.metadata.height, webp.metadata.exif]).toEqual([name, 'webp', width, height, undefined]);
    }
    expect(await profileImageId('ayse', 'cover')).toBe(ready._id);
  });

  it('replaces the previous avatar and removes its files; a pending upload replaced by a newer one is never shown', async () => {
    const first = (await upload('ayse', 'avatar', await png(300, 300))).json<ProfileImageUpload>();
    await worker.runOnce();
    expect(existsSync(path.join(mediaDir, 'images', first._id))).toBe(true);

    const second = (await upload('ayse', 'avatar', await png(500, 400))).json<ProfileImageUpload>();
    const third = (await upload('ayse', 'avatar', await png(256, 256, 1))).json<ProfileImageUpload>();
    // The second never got processed: the third superseded it.
    expect((await status('ayse', second._id)).statusCode).toBe(404);
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, done: 2 });

    expect(await profileImageId('ayse', 'avatar')).toBe(third._id);
    expect(existsSync(path.join(mediaDir, 'images', first._id))).toBe(false);
    expect(existsSync(path.join(mediaDir, 'images', second._id))).toBe(false);
    expect((await status('ayse', first._id)).statusCode).toBe(404);
    // An opaque upload is stored as JPEG.
    const ready = (await status('ayse', third._id)).json<ProfileImageUpload>();
    expect(ready.image?.resolutions.raw).toMatchObject({ width: 256, height: 256, format: 'jpg' });
  });

  it('refuses a text file named .png with a clear message, and stores nothing', async () => {
    const files = await countFiles();
    const response = await upload('ayse', 'avatar', Buffer.from('not an image at all, just text\n'.repeat(20)), 'avatar.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This file is not an image. Upload a JPEG, PNG, WebP or GIF.', statusCode: 400 });
    const pdf = multipart(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'a.gif', 'image/gif');
    const turkish = await app.inject({ method: 'PUT', url: `${API}/users/me/avatar`, headers: { authorization: 'Bearer token-ayse', 'x-edition': 'tr', ...pdf.headers }, payload: pdf.payload });
    expect(turkish.json()).toEqual({ message: 'Bu dosya bir resim değil. JPEG, PNG, WebP veya GIF yükle.', statusCode: 400 });
    expect(await countFiles()).toBe(files);
    expect((await testDb.db.query('SELECT id FROM jobs')).rows).toEqual([]);
  });

  it('answers 413 with the limit for an oversized file, and 400 for an empty form', async () => {
    const tooBig = Buffer.concat([await png(64, 64), Buffer.alloc(8 * MB)]);
    const response = await upload('ayse', 'avatar', tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The profile picture can be at most 8 MB.', statusCode: 413 });
    // The same file fits the cover's 12 MB (and its trailing bytes do not hide the PNG).
    expect((await upload('ayse', 'cover', tooBig)).statusCode).toBe(202);
    const cover = await upload('ayse', 'cover', Buffer.concat([tooBig, Buffer.alloc(4 * MB)]));
    expect(cover.json()).toEqual({ message: 'The cover image can be at most 12 MB.', statusCode: 413 });

    const boundary = '----empty';
    const empty = await app.inject({
      method: 'PUT',
      url: `${API}/users/me/avatar`,
      headers: { ...auth('ayse'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Choose an image to upload.']);
    const json = await app.inject({ method: 'PUT', url: `${API}/users/me/avatar`, headers: auth('ayse'), payload: { file: 'x' } });
    expect([json.statusCode, json.json().message]).toEqual([415, 'Send the image as a form file (multipart/form-data).']);
  });

  it('needs a signed-in member (401) with a confirmed e-mail (403)', async () => {
    const body = multipart(await png(64, 64));
    const anonymous = await app.inject({ method: 'PUT', url: `${API}/users/me/avatar`, headers: { ...body.headers, 'x-edition': 'en' }, payload: body.payload });
    expect(anonymous.json()).toEqual({ message: 'You need to sign in to do this.', statusCode: 401 });
    expect((await app.inject({ method: 'DELETE', url: `${API}/users/me/cover` })).statusCode).toBe(401);

    const unverified = await upload('newbie', 'avatar', await png(64, 64));
    expect(unverified.json()).toEqual({ message: 'Confirm your e-mail address before editing your profile.', statusCode: 403 });
    const russian = await app.inject({ method: 'DELETE', url: `${API}/users/me/avatar`, headers: { authorization: 'Bearer token-newbie', 'x-edition': 'ru' } });
    expect(russian.json()).toEqual({ message: 'Подтвердите адрес электронной почты, чтобы редактировать профиль.', statusCode: 403 });
    expect((await testDb.db.query('SELECT id FROM images WHERE owner_user_id IS NOT NULL')).rows).toEqual([]);
  });

  it('DELETE clears the avatar and its files, and a pending upload with it', async () => {
    const done = (await upload('ayse', 'avatar', await png(200, 200))).json<ProfileImageUpload>();
    await worker.runOnce();
    const pending = (await upload('ayse', 'avatar', await png(220, 220))).json<ProfileImageUpload>();
    const cover = (await upload('ayse', 'cover', await png(900, 300))).json<ProfileImageUpload>();

    const removed = await app.inject({ method: 'DELETE', url: `${API}/users/me/avatar`, headers: auth('ayse') });
    expect(removed.statusCode).toBe(204);
    expect(await profileImageId('ayse', 'avatar')).toBeNull();
    expect((await status('ayse', done._id)).statusCode).toBe(404);
    expect((await status('ayse', pending._id)).statusCode).toBe(404);
    expect(existsSync(path.join(mediaDir, 'images', done._id))).toBe(false);
    expect(existsSync(path.join(mediaDir, 'originals', pending._id))).toBe(false);

    // The pending avatar's job finds nothing to do; the cover is untouched by the avatar's removal.
    await worker.runOnce();
    expect(await profileImageId('ayse', 'avatar')).toBeNull();
    expect(await profileImageId('ayse', 'cover')).toBe(cover._id);
    expect((await app.inject({ method: 'DELETE', url: `${API}/users/me/avatar`, headers: auth('ayse') })).statusCode).toBe(204);
  });

  it('retries a processing failure, and gives up on an upload that cannot be decoded', async () => {
    const accepted = (await upload('ayse', 'avatar', await png(150, 150))).json<ProfileImageUpload>();
    // A folder where the first rendition's file must go: the write fails (as on a full or broken disk).
    await mkdir(path.join(mediaDir, 'images', accepted._id, '1', '96x96.png'), { recursive: true });
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    expect((await status('ayse', accepted._id)).json()).toMatchObject({ state: 'pending' });
    clock.ahead += 1000;
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, done: 1 });
    const ready = (await status('ayse', accepted._id)).json<ProfileImageUpload>();
    expect(ready.image?.resolutions.standard.url).toMatch(new RegExp(`/${accepted._id}/2/96x96-d\\.png$`));
    await fetchImage(ready.image?.resolutions.standard.url as string);

    // A PNG cut short: its header passes the request's check, the decoder refuses it.
    const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    const broken = (await upload('ayse', 'cover', whole.subarray(0, Math.floor(whole.length / 3)))).json<ProfileImageUpload>();
    expect(broken.state).toBe('pending');
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    const failed = await status('ayse', broken._id);
    expect(failed.json()).toEqual({ _id: broken._id, kind: 'cover', state: 'failed', image: null, message: 'The image could not be processed. Please try another one.' });
    expect(existsSync(path.join(mediaDir, 'originals', broken._id))).toBe(false);
    expect(await profileImageId('ayse', 'cover')).toBeNull();
  });

  it('serves only the paths it signed: a tampered path is a 404', async () => {
    const accepted = (await upload('ayse', 'avatar', await png(400, 400))).json<ProfileImageUpload>();
    await worker.runOnce();
    const url = ((await status('ayse', accepted._id)).json<ProfileImageUpload>().image as NonNullable<ProfileImageUpload['image']>).resolutions.standard.url;
    await fetchImage(url);
    const [, , , signature] = url.split('/') as string[];
    const flipped = `${signature?.slice(0, -1)}${signature?.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      url.replace(signature as string, flipped),
      url.replace('96x96', '192x192'),
      url.replace('96x96', '4000x4000'),
      url.replace('-d.png', '.png'),
      url.replace('.png', '.jpg'),
      url.replace(accepted._id, randomUUID()),
      url.replace('/1/', '/2/'),
      url.replace(`/${accepted._id}/`, '/../../../etc/'),
    ];
    for (const candidate of tampered) {
      const response = await app.inject({ url: candidate, headers: { 'x-edition': 'en' } });
      expect([candidate, response.statusCode]).toEqual([candidate, 404]);
    }
    // A production instance with the same key refuses paths signed by a development one.
    const production = Fastify();
    registerErrorHandling(production);
    await production.register(memberMediaFileRoutes, { media: { ...settings, development: false } });
    expect((await production.inject({ url })).statusCode).toBe(404);
    await production.close();
  });

  it('keeps every member to their own images', async () => {
    const mine = (await upload('ayse', 'avatar', await png(120, 120))).json<ProfileImageUpload>();
    await worker.runOnce();
    const theirs = await status('mehmet', mine._id);
    expect(theirs.json()).toEqual({ message: 'You are not allowed to do this.', statusCode: 403 });
    expect((await app.inject({ method: 'DELETE', url: `${API}/users/me/avatar`, headers: auth('mehmet') })).statusCode).toBe(204);
    expect((await upload('mehmet', 'avatar', await png(90, 90))).statusCode).toBe(202);
    await worker.runOnce();
    expect(await profileImageId('ayse', 'avatar')).toBe(mine._id);
    expect(existsSync(path.join(mediaDir, 'images', mine._id))).toBe(true);
    // Cookie-authenticated writes only from the editions' pages.
    const body = multipart(await png(64, 64));
    const foreign = await app.inject({
      method: 'PUT',
      url: `${API}/users/me/avatar`,
      headers: { cookie: 'o-auth-token=token-mehmet', origin: 'https://evil.example', ...body.headers },
      payload: body.payload,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('limits uploads per member and hour (429 with Retry-After)', async () => {
    await testDb.db.query(`INSERT INTO jobs (type, payload, subject, state, finished_at) SELECT $1, '{}'::jsonb, $2, 'done', now() FROM generate_series(1, 30)`, [
      PROFILE_IMAGE_JOB,
      members['token-ayse'],
    ]);
    const response = await upload('ayse', 'avatar', await png(64, 64));
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('3600');
    expect(response.json().message).toBe('You uploaded too many images in a short time. Please try again later.');
    expect((await upload('mehmet', 'avatar', await png(64, 64))).statusCode).toBe(202);
  });
});
