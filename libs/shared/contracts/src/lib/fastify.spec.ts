/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { HomeResponseSchema } from './browse.schema';
import { ErrorResponseSchema } from './common.schema';
import { ArticleSchema, ArticleSummarySchema } from './content.schema';
import { articleFixture } from './fixtures';
import { ArticlesQuerySchema } from './query.schema';
import { FeedbackSchema } from './feedback.schema';

// The API compiles these schemas with Fastify's strict Ajv and serializes with them; this proves
// the message-key annotations and formats do not break either. Requests go over a loopback
// socket: `app.inject` needs light-my-request, whose ESM-only `cookie` dependency jest cannot
// require on Node 20.
describe('contracts in Fastify', () => {
  const app = Fastify();
  let base = '';
  const get = (path: string) => fetch(`${base}${path}`);
  const post = (path: string, payload: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });

  beforeAll(async () => {
    app.get('/articles', { schema: { querystring: ArticlesQuerySchema } }, async (request) => request.query);
    app.get('/article', { schema: { response: { 200: ArticleSchema } } }, async () => ({
      ...articleFixture(),
      internalNote: 'secret',
    }));
    app.get('/summary', { schema: { response: { 200: ArticleSummarySchema } } }, async () => articleFixture());
    app.get('/home', { schema: { response: { 200: HomeResponseSchema } } }, async () => ({ widgets: [] }));
    app.post(
      '/feedback',
      { schema: { body: FeedbackSchema, response: { 400: ErrorResponseSchema } } },
      async (request) => request.body,
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => app.close());

  it('coerces and defaults article queries', async () => {
    const response = await get('/articles?page=2&useHasNextPage=true');
    expect(await response.json()).toEqual({ page: 2, limit: 20, sort: 'recent', useHasNextPage: true });
    expect((await get('/articles?limit=500')).status).toBe(400);
  });

  it('drops unlisted fields from responses', async () => {
    const body = await (await get('/article')).json();
    expect(body).not.toHaveProperty('internalNote');
    expect(body.title).toBe(articleFixture().title);
    expect(body.categories[1].parent).toBe('c1');
    expect(await (await get('/summary')).json()).not.toHaveProperty('entries');
  });

  it('validates bodies with the §5 rules', async () => {
    const ok = await post('/feedback', { name: 'Ayşe', email: 'ayse@example.com', message: 'Harika bir site', type: 'bug' });
    expect(ok.status).toBe(200);
    const bad = await post('/feedback', { name: 'Ayşe', email: 'x', message: 'uzun mesaj', type: 'bug' });
    expect(bad.status).toBe(400);
    const short = await post('/feedback', { name: 'Ayşe', email: 'ayse@example.com', message: 'kısa', type: 'bug' });
    expect(short.status).toBe(400);
  });
});
