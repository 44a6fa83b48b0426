/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { registerShareRedirect, shareTarget } from './share-redirect';

const rendition = (width: number) => ({ url: `/media/i/${width}.jpg`, width, height: width / 2, format: 'jpg' });

const article = {
  legacyId: 10042,
  title: 'Dolar "rekor" <kırdı>',
  originalTitle: null,
  route: '/haber/dolar-rekor-kirdi-10042',
  redirectUrl: null as string | null,
  description: 'Kur güne yükselişle başladı.',
  seoData: {},
  image: { _id: 'i', resolutions: { standard: rendition(640), high: rendition(1024), extraHigh: rendition(1280), raw: rendition(2048) } },
  facebookImage: null,
};

/** A stand-in for the API: 10042 is an article, 10043 moved, 10044 lives elsewhere, 10045 breaks the lookup. */
async function stubApi(): Promise<{ url: string; close(): Promise<void>; editions: string[] }> {
  const api = Fastify();
  const editions: string[] = [];
  api.get<{ Params: { id: string } }>('/api/v3.5/articles/:id', async (request, reply) => {
    editions.push(String(request.headers['x-edition']));
    switch (request.params.id) {
      case '10042':
        return article;
      case '10043':
        return reply.code(404).send({ statusCode: 404, message: 'Moved', action: 'redirect', payload: { route: '/haber/yeni-10050' } });
      case '10044':
        return { ...article, legacyId: 10044, route: 'https://example.com/story', redirectUrl: 'https://example.com/story' };
      case '10045':
        return reply.code(500).send({ statusCode: 500, message: 'Boom' });
      default:
        return reply.code(404).send({ statusCode: 404, message: 'Not found' });
    }
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/api/v3.5`, close: () => api.close(), editions };
}

describe('shared-article redirect page (/r/{slug})', () => {
  let api: Awaited<ReturnType<typeof stubApi>>;
  let app: FastifyInstance;
  let base = '';
  // Over a loopback socket: `app.inject` needs light-my-request, whose ESM-only `cookie` jest cannot load.
  const get = async (path: string, edition = 'tr') => {
    const response = await fetch(base + path, { redirect: 'manual', headers: { 'x-test-edition': edition } });
    return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };

  beforeAll(async () => {
    api = await stubApi();
    app = Fastify();
    registerShareRedirect(app, {
      apiUrl: api.url,
      editionOf: (request) => (request.headers['x-test-edition'] === 'en' ? 'en' : 'tr'),
      originOf: (edition) => (edition === 'en' ? 'https://en.meydan.test' : 'https://meydan.test'),
      translator: async () => ((key: string) => `«${key}»`) as unknown as TFunction,
      notFound: async (_request, reply) => reply.code(404).send('not found page'),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
    await api.close();
  });

  it('serves preview tags and sends the browser to the article (refresh, script, link), noindex', async () => {
    const response = await get('/r/dolar-rekor-kirdi-10042');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.body;
    const target = 'https://meydan.test/haber/dolar-rekor-kirdi-10042';
    expect(html).toContain('<meta property="og:title" content="Dolar &quot;rekor&quot; &lt;kırdı&gt;">');
    expect(html).toContain('<meta property="og:description" content="Kur güne yükselişle başladı.">');
    expect(html).toContain('<meta property="og:image" content="https://meydan.test/media/i/1280.jpg">');
    expect(html).toContain('<meta property="og:url" content="https://meydan.test/r/dolar-rekor-kirdi-10042">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://meydan.test/media/i/1280.jpg">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${target}">`);
    expect(html).toContain(`location.replace("${target}")`);
    expect(html).toContain(`<a href="${target}" rel="noopener">«sharePage.continue»</a>`);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(api.editions.at(-1)).toBe('tr');
  });

  it("sends the browser to the article's redirectUrl when it has one", async () => {
    const response = await get('/r/10044', 'en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta http-equiv="refresh" content="0;url=https://example.com/story">');
    expect(response.body).toContain('location.replace("https://example.com/story")');
    expect(api.editions.at(-1)).toBe('en');
  });

  it('ignores the query: the target never comes from the request', async () => {
    const response = await get('/r/x-10042?url=https://evil.test/&redirectUrl=https://evil.test/');
    expect(response.body).not.toContain('evil.test');
  });

  it('301s a moved article to its new route', async () => {
    const response = await get('/r/eski-10043');
    expect(response.statusCode).toBe(301);
    expect(response.headers['location']).toBe('/haber/yeni-10050');
  });

  it('answers an unknown article, a slug without an id and /r alone with the 404 page', async () => {
    for (const url of ['/r/yok-10999', '/r/baslik-olmadan', '/r']) {
      const response = await get(url);
      expect({ url, status: response.statusCode, body: response.body }).toEqual({ url, status: 404, body: 'not found page' });
    }
  });

  it('answers 503 when the article cannot be read', async () => {
    const response = await get('/r/x-10045');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
  });
});

describe('shareTarget', () => {
  it('only follows http(s) redirect URLs', () => {
    expect(shareTarget('tr', 'https://meydan.test', { ...article, redirectUrl: 'javascript:alert(1)', route: 'javascript:alert(1)' })).toBe(
      'https://meydan.test/haber/dolar-rekor-kirdi-10042',
    );
  });
});
