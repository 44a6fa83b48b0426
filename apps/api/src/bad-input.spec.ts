import type { AddressInfo } from 'node:net';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, PASSWORD_HASH_OPTIONS, type TestDatabase } from '@meydan/api/db';
import { sendWholeThenRead } from '@meydan/shared/testing/raw-http';
import { buildTestApp, TEST_ORIGINS } from './testing/test-app';

jest.setTimeout(120_000);

const API = '/api/v3.5';
const ORIGIN = TEST_ORIGINS.tr;
const PASSWORD = 'bad-input-spec-password-1';
const MB = 1024 * 1024;

/** The inputs that answered 500 (issue 15): NUL in JSON fields, paths and queries; half surrogate pairs in JSON strings. */
const REFUSED: ReadonlyArray<{ method: 'GET' | 'POST'; url: string; body?: Record<string, unknown>; field: string; place: string }> = [
  { method: 'POST', url: '/auth/login', body: { grant_type: 'password', id: 'uye\u0000', password: 'x' }, field: 'id', place: 'field' },
  { method: 'POST', url: '/auth/reset-password/new', body: { id: 'a\u0000b@example.com' }, field: 'id', place: 'field' },
  { method: 'POST', url: '/conversations/create', body: { recipient: 'uye\u0000', message: 'Merhaba' }, field: 'recipient', place: 'field' },
  { method: 'POST', url: '/articles/me', body: { title: 'Başlık\u0000', summary: 'Özet' }, field: 'title', place: 'field' },
  { method: 'POST', url: '/articles/me', body: { title: 'Başlık', summary: 'Özet \ud800' }, field: 'summary', place: 'field' },
  { method: 'POST', url: '/articles/me', body: { title: '\udfff', summary: 'Özet' }, field: 'title', place: 'field' },
  { method: 'POST', url: '/social/me/following', body: { target: 'uye\u0000' }, field: 'target', place: 'field' },
  { method: 'GET', url: '/articles?tagRouteName=%00', field: 'tagRouteName', place: 'query parameter' },
  { method: 'GET', url: '/tags/route/%00', field: 'route', place: 'path parameter' },
  { method: 'GET', url: '/users/%00', field: 'id', place: 'path parameter' },
];

/** Numbers the schema validator lets through as Infinity (found by the OpenAPI property walk). */
const NOT_FINITE: ReadonlyArray<{ url: string; field: string }> = [
  { url: '/search/tag?q=ab&limit=1e309', field: 'limit' },
  { url: '/search/user?q=ab&limit=-1e309', field: 'limit' },
];

describe.each(['postgres', 'pglite'] as const)('bad input on %s: a localized 400, never a 500', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let member: Record<string, string>;

  beforeAll(async () => {
    testDb = await createTestDatabase({ engine });
    ({ app, close } = await buildTestApp(testDb.db));
    await app.listen({ port: 0, host: '127.0.0.1' });
    await testDb.db.query(`INSERT INTO users (username, email, password_hash, email_verified) VALUES ('guclu', 'guclu@example.com', $1, true)`, [
      await hash(PASSWORD, PASSWORD_HASH_OPTIONS),
    ]);
    const login = await app.inject({
      method: 'POST',
      url: `${API}/auth/login?authVersion=v2`,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: { grant_type: 'password', id: 'guclu', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    member = { authorization: `Bearer ${login.json().authToken}`, origin: ORIGIN };
  });

  afterAll(async () => {
    await close?.();
    await testDb?.cleanup();
  });

  it.each(REFUSED.map((input) => [`${input.method} ${input.url} ${input.field}`, input] as const))('%s', async (_name, input) => {
    const response = await app.inject({
      method: input.method,
      url: `${API}${input.url}`,
      headers: { ...member, 'x-edition': 'en', ...(input.body ? { 'content-type': 'application/json' } : {}) },
      payload: input.body ? JSON.stringify(input.body) : undefined,
    });
    expect(response.json()).toEqual({ message: `Invalid request: ${input.place} "${input.field}" contains a character that is not allowed.`, statusCode: 400 });
  });

  it.each(NOT_FINITE.map((input) => [input.url, input] as const))('GET %s', async (_name, input) => {
    const response = await app.inject({ url: `${API}${input.url}`, headers: { 'x-edition': 'en' } });
    expect(response.json()).toEqual({ message: `Invalid request: query parameter "${input.field}" must be a finite number.`, statusCode: 400 });
  });

  it('answers in the edition of the request', async () => {
    const refuse = (edition: string) =>
      app.inject({ method: 'GET', url: `${API}/users/%00`, headers: { 'x-edition': edition } }).then((response) => response.json());
    expect(await refuse('tr')).toEqual({ message: 'Geçersiz istek: "id" yol parametresi izin verilmeyen bir karakter içeriyor.', statusCode: 400 });
    expect(await refuse('ru')).toEqual({ message: 'Некорректный запрос: параметр пути «id» содержит недопустимый символ.', statusCode: 400 });
  });

  it('refuses an avatar upload without a boundary, or cut short, as unreadable', async () => {
    const head = '--cut\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff';
    for (const [type, payload] of [
      ['multipart/form-data', head],
      ['multipart/form-data; boundary=cut', head],
      ['multipart/form-data; boundary=cut', '--cu'],
    ] as const) {
      const response = await app.inject({ method: 'PUT', url: `${API}/users/me/avatar`, headers: { ...member, 'content-type': type, 'x-edition': 'en' }, payload });
      expect(response.json()).toEqual({ message: 'Invalid request: the request body could not be read.', statusCode: 400 });
    }
  });

  it('answers a 10 MB avatar upload with its 413 over a real connection, never a reset', async () => {
    const port = (app.server.address() as AddressInfo).port;
    const boundary = 'meydan10mb';
    const file = Buffer.alloc(10 * MB, 0xab);
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const head = (type: string, length: number) =>
      `PUT ${API}/users/me/avatar HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${member['authorization']}\r\nOrigin: ${ORIGIN}\r\nX-Edition: en\r\n` +
      `Content-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
    // The form upload (the file is over the 8 MB avatar limit), and the same bytes sent as a plain body (over the 1 MB body limit).
    for (const [type, expected] of [
      [`multipart/form-data; boundary=${boundary}`, 'The profile picture can be at most 8 MB.'],
      ['application/json', 'The request is too large.'],
    ] as const) {
      const { response, error } = await sendWholeThenRead(port, head(type, multipart.length), multipart);
      expect(error).toBeUndefined();
      expect(response).toMatch(/^HTTP\/1\.1 413 /);
      expect(response).toContain(JSON.stringify({ message: expected, statusCode: 413 }));
    }
  });
});
