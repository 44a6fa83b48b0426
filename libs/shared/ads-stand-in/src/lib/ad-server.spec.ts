import { createAdStandIn } from './ad-server';

describe('ad server stand-in', () => {
  const standIn = createAdStandIn({ clock: () => 1000 });
  let server: Awaited<ReturnType<typeof standIn.listen>>;
  beforeAll(async () => {
    server = await standIn.listen(0);
  });
  afterAll(() => server.close());
  beforeEach(() => standIn.reset());

  it('fills a slot with a creative of its first size, from another origin, and records the request', async () => {
    const response = await fetch(`${server.url}/serve?slot=masthead&sizes=728x90,970x90&edition=tr&device=desktop&section=news&tags=a,b&npa=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const ad = await response.json();
    expect(ad).toEqual({ id: expect.any(String), url: expect.stringContaining(`${server.url}/creative/`), width: 728, height: 90, advertiser: expect.any(String) });
    const creative = await fetch(ad.url);
    expect(creative.headers.get('content-type')).toContain('text/html');
    expect(await creative.text()).toContain('<svg');
    expect(standIn.requests).toEqual([expect.objectContaining({ slot: 'masthead', npa: '1', aid: '', section: 'news', edition: 'tr' })]);
  });

  it('leaves a slot empty when told, and refuses a request without sizes', async () => {
    await fetch(`${server.url}/control/fill?slot=footer&fill=0`, { method: 'POST' });
    expect((await fetch(`${server.url}/serve?slot=footer&sizes=320x50`)).status).toBe(204);
    expect((await fetch(`${server.url}/serve?slot=masthead&sizes=728x90`)).status).toBe(200);
    expect((await fetch(`${server.url}/serve?slot=masthead&sizes=huge`)).status).toBe(400);
  });

  it('records the interstitial events and refuses unknown ones', async () => {
    const post = (body: unknown) => fetch(`${server.url}/events`, { method: 'POST', body: JSON.stringify(body) });
    expect((await post({ type: 'close_click', slot: 'interstitial', creativeId: '3-1', edition: 'en' })).status).toBe(204);
    expect((await post({ type: 'hover', slot: 'interstitial' })).status).toBe(400);
    expect(await (await fetch(`${server.url}/control/events`)).json()).toEqual([{ type: 'close_click', slot: 'interstitial', creativeId: '3-1', edition: 'en', at: 1000 }]);
  });
});
