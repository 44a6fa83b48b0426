import Fastify from 'fastify';
import { editionFromAcceptLanguage, requestEdition, setHostMap } from './edition';

describe('editionFromAcceptLanguage', () => {
  it('honours q-values and skips unsupported languages', () => {
    expect(editionFromAcceptLanguage('de;q=1, ru;q=0.4, en-GB;q=0.7')).toBe('en');
    expect(editionFromAcceptLanguage('ru-RU,ru;q=0.9')).toBe('ru');
    expect(editionFromAcceptLanguage('fr, de')).toBeNull();
    expect(editionFromAcceptLanguage('en;q=0')).toBeNull();
    expect(editionFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('requestEdition', () => {
  it('prefers X-Edition, then the Host through the map; unknown hosts read tr', async () => {
    const app = Fastify();
    setHostMap(app, { 'haber.example': 'tr', 'news.example': 'en' });
    app.get('/e', async (request) => ({ edition: requestEdition(request) }));
    const at = async (headers: Record<string, string>) => (await app.inject({ url: '/e', headers })).json().edition;
    expect(await at({ host: 'news.example:8080' })).toBe('en');
    expect(await at({ host: 'news.example', 'x-edition': 'RU' })).toBe('ru');
    expect(await at({ host: 'news.example', 'x-edition': 'de' })).toBe('en');
    expect(await at({ host: 'unknown.example', 'accept-language': 'ru' })).toBe('tr');
    await app.close();
  });

  it('uses the local-development host map when none was set', async () => {
    const app = Fastify();
    app.get('/e', async (request) => ({ edition: requestEdition(request) }));
    const res = await app.inject({ url: '/e', headers: { host: 'en.localhost:3000' } });
    expect(res.json().edition).toBe('en');
    await app.close();
  });
});
