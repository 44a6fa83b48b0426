import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sendWholeThenRead } from '@meydan/shared/testing/raw-http';
import { registerErrorHandling } from './error-handler';
import { findUnsafeText, registerInputGuards } from './input-guard';

async function guardedApp(): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  registerInputGuards(app);
  app.post('/items/:name', async (request) => ({ params: request.params, query: request.query, body: request.body }));
  app.get('/list', { schema: { querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 50 } } } } }, async (request) => request.query);
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, body: unknown, edition = 'en') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-edition': edition }, payload: JSON.stringify(body) });

describe('findUnsafeText', () => {
  it('finds NUL and half surrogate pairs in strings and keys, at any depth, and names where', () => {
    expect(findUnsafeText({ title: 'a\u0000b' })).toEqual(['title']);
    expect(findUnsafeText({ events: [{ metadata: { note: 'x' } }, { metadata: { note: '\ud800' } }] })).toEqual(['events', 1, 'metadata', 'note']);
    expect(findUnsafeText({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findUnsafeText('\udc00 alone')).toEqual([]);
  });

  it('passes whole surrogate pairs (emoji), other text and non-strings', () => {
    expect(findUnsafeText({ title: 'Kış lastiği 🚗 😀', n: 1, ok: true, none: null, list: ['İstanbul', 'Москва'] })).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(100_000);
  });
});

describe('input guards on every route', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await guardedApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses NUL in a JSON field with a localized 400 naming the field, in each edition', async () => {
    const expected = {
      tr: 'Geçersiz istek: "title" alanı izin verilmeyen bir karakter içeriyor.',
      en: 'Invalid request: field "title" contains a character that is not allowed.',
      ru: 'Некорректный запрос: поле «title» содержит недопустимый символ.',
    };
    for (const [edition, message] of Object.entries(expected)) {
      const response = await post(app, '/items/a', { title: 'Merhaba\u0000' }, edition);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, statusCode: 400 });
    }
  });

  it('refuses half a surrogate pair in a JSON string, nested too', async () => {
    const response = await post(app, '/items/a', { summary: { lines: ['ok', 'broken \ud800'] } });
    expect(response.json()).toEqual({ message: 'Invalid request: field "summary.lines.1" contains a character that is not allowed.', statusCode: 400 });
  });

  it('refuses NUL in a path parameter and in the query', async () => {
    expect((await post(app, '/items/%00', {})).json()).toEqual({ message: 'Invalid request: path parameter "name" contains a character that is not allowed.', statusCode: 400 });
    expect((await post(app, '/items/a?tag=x%00y', {})).json()).toEqual({ message: 'Invalid request: query parameter "tag" contains a character that is not allowed.', statusCode: 400 });
  });

  it('refuses a number that is not finite: a query the validator coerced to Infinity, a JSON body with 1e400', async () => {
    for (const limit of ['1e309', '-1e309', 'Infinity']) {
      const response = await app.inject({ url: `/list?limit=${limit}`, headers: { 'x-edition': 'en' } });
      expect(response.json()).toEqual({ message: 'Invalid request: query parameter "limit" must be a finite number.', statusCode: 400 });
    }
    expect((await app.inject({ url: '/list?limit=50' })).json()).toEqual({ limit: 50 });
    const body = await app.inject({ method: 'POST', url: '/items/a', headers: { 'content-type': 'application/json', 'x-edition': 'tr' }, payload: '{"page":{"size":1e400}}' });
    expect(body.json()).toEqual({ message: 'Geçersiz istek: "page.size" alanı sonlu bir sayı olmalıdır.', statusCode: 400 });
  });

  it('does not repeat a made-up key back', async () => {
    const response = await post(app, '/items/a', { '<script>alert(1)</script>\u0000': 1 });
    expect(response.json()).toEqual({ message: 'Invalid request: the request body contains a character that is not allowed.', statusCode: 400 });
  });

  it('lets ordinary text through, emoji included', async () => {
    const response = await post(app, '/items/İstanbul?tag=spor', { title: 'Kış lastiği 🚗' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ params: { name: 'İstanbul' }, query: { tag: 'spor' }, body: { title: 'Kış lastiği 🚗' } });
  });

  it('refuses a multipart body without a boundary before any parser reads it', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8']) {
      const response = await app.inject({ method: 'POST', url: '/items/a', headers: { 'content-type': type, 'x-edition': 'ru' }, payload: '--x\r\n' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Некорректный запрос: не удалось прочитать тело запроса.', statusCode: 400 });
    }
  });
});

describe('an answer that comes before the whole body (a real socket)', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    registerInputGuards(app);
    app.post('/small', { bodyLimit: 1024 }, async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 413 to a 10 MB body and lets the client finish sending and read it: no connection reset', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 'a');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { response, error } = await sendWholeThenRead(
        port,
        `POST /small HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Edition: en\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      );
      expect(error).toBeUndefined();
      expect(response).toMatch(/^HTTP\/1\.1 413 /);
      expect(response).toContain('{"message":"The request is too large.","statusCode":413}');
    }
  });

  it('keeps serving the connection once the refused body is read', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    const next = 'POST /small HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
    const { response, error } = await sendWholeThenRead(
      port,
      `POST /small HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      Buffer.concat([body, Buffer.from(next)]),
    );
    expect(error).toBeUndefined();
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toContain('HTTP/1.1 200 OK');
  });
});
