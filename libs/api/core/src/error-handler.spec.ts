import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { setHostMap } from './edition';
import { registerErrorHandling } from './error-handler';
import { HttpError } from './http-error';

const QUERY = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  sort: Type.Optional(Type.Union([Type.Literal('recent'), Type.Literal('popular')])),
});

async function build(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  setHostMap(app, { 'en.example.test': 'en', 'ru.example.test': 'ru', 'example.test': 'tr' });
  registerErrorHandling(app);
  app.get('/items', { schema: { querystring: QUERY, params: Type.Object({}) } }, async () => ({ ok: true }));
  app.get('/items/:id', { schema: { params: Type.Object({ id: Type.String({ format: 'uuid' }) }) } }, async () => ({}));
  app.get('/moved', async () => {
    throw new HttpError(404, { tr: 'Taşındı', en: 'Moved', ru: 'Перемещено' }, { action: 'redirect', payload: { route: '/x' } });
  });
  app.get('/upstream', async (request) => {
    const text = { tr: 'Sağlayıcıya ulaşılamadı', en: 'Could not reach the provider', ru: 'Провайдер недоступен' };
    throw new HttpError(502, text, { expose: (request.query as { expose?: string }).expose === '1' });
  });
  app.get('/db-down', async () => {
    // What the database layer throws when PostgreSQL cannot be reached (DatabaseUnavailableError).
    throw Object.assign(new Error('the database is unavailable'), { statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
  });
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
  return app;
}

describe('error handling', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('answers a validation error with 400 and a message in the X-Edition language', async () => {
    const en = await app.inject({ url: '/items?limit=500', headers: { 'x-edition': 'en' } });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ message: 'Invalid request: query parameter "limit" must be at most 50.', statusCode: 400 });
    const tr = await app.inject({ url: '/items?limit=0', headers: { 'x-edition': 'tr' } });
    expect(tr.json()).toEqual({ message: 'Geçersiz istek: "limit" sorgu parametresi en az 1 olmalıdır.', statusCode: 400 });
    const ru = await app.inject({ url: '/items?limit=abc', headers: { 'x-edition': 'ru' } });
    expect(ru.json()).toEqual({ message: 'Некорректный запрос: параметр запроса «limit» должен быть целым числом.', statusCode: 400 });
  });

  it('lists the allowed values of a union', async () => {
    const res = await app.inject({ url: '/items?sort=oldest', headers: { 'x-edition': 'en' } });
    expect(res.json().message).toBe('Invalid request: query parameter "sort" must be one of: recent, popular.');
  });

  it('picks the language from a known Host, then Accept-Language, then Turkish', async () => {
    const byHost = await app.inject({ url: '/items/nope', headers: { host: 'ru.example.test:3000' } });
    expect(byHost.json().message).toBe('Некорректный запрос: параметр пути «id» имеет неверный формат.');
    const byAccept = await app.inject({ url: '/items/nope', headers: { host: '10.0.0.1', 'accept-language': 'de-DE, en;q=0.8, tr;q=0.5' } });
    expect(byAccept.json().message).toBe('Invalid request: path parameter "id" has an invalid format.');
    const fallback = await app.inject({ url: '/items/nope', headers: { host: '10.0.0.1' } });
    expect(fallback.json().message).toBe('Geçersiz istek: "id" yol parametresi biçimi geçersiz.');
  });

  it('answers unknown routes with a localized 404 body', async () => {
    const res = await app.inject({ url: '/nowhere', headers: { host: 'en.example.test' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This page could not be found', statusCode: 404 });
  });

  it('passes action and payload of an HttpError through', async () => {
    const res = await app.inject({ url: '/moved', headers: { 'x-edition': 'ru' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Перемещено', statusCode: 404, action: 'redirect', payload: { route: '/x' } });
  });

  it('never exposes internals of a 5xx', async () => {
    const res = await app.inject({ url: '/crash', headers: { 'x-edition': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'A mistake has occurred. Please try again.', statusCode: 500 });
    expect(res.body).not.toContain('secret');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows the text of a 5xx HttpError only when it is marked as written for the user', async () => {
    const exposed = await app.inject({ url: '/upstream?expose=1', headers: { 'x-edition': 'en' } });
    expect(exposed.json()).toEqual({ message: 'Could not reach the provider', statusCode: 502 });
    const hidden = await app.inject({ url: '/upstream', headers: { 'x-edition': 'en' } });
    expect(hidden.json()).toEqual({ message: 'A mistake has occurred. Please try again.', statusCode: 502 });
  });

  it('answers a dependency outage with 503, Retry-After and a localized message', async () => {
    for (const [edition, message] of [
      ['tr', 'Meydan şu an çok yoğun! Lütfen daha sonra tekrar dene.'],
      ['en', 'Meydan is busy! Please try again later'],
      ['ru', 'Meydan сейчас перегружен! Пожалуйста, попробуйте позже.'],
    ] as const) {
      const res = await app.inject({ url: '/db-down', headers: { 'x-edition': edition } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ message, statusCode: 503 });
    }
  });
});
