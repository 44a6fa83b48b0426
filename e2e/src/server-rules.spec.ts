import { E2E_REMOTE_PORT, SERVER, e2eOrigin, hostHeader } from '../support/ports';
import { articlePaths, expect, test, waitForHydration } from '../support/fixtures';

const noFollow = { maxRedirects: 0 };

test.describe('server rules (SPEC §2.9, §2.10)', () => {
  test('an unknown path is a cacheable 404 page in the edition language that goes home after 5 s', async ({ page, request }) => {
    const response = await request.get(`${SERVER}/bu/yol/yok`, { headers: hostHeader('en') });
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('public, max-age=30');
    expect(await response.text()).toContain('This page could not be found');

    await page.goto('/bu/yol/yok');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu sayfa bulunamadı');
    // The 5 s count starts once the page is live; the home page then only has to be on its way
    // (a busy CI machine loads it slowly, which is not what this checks).
    await waitForHydration(page);
    await page.waitForURL(/\/$/, { waitUntil: 'commit', timeout: 15_000 });
  });

  test('robots.txt hides the §2.9 paths per edition', async ({ request }) => {
    const tr = await (await request.get(`${SERVER}/robots.txt`)).text();
    const en = await (await request.get(`${SERVER}/robots.txt`, { headers: hostHeader('en') })).text();
    for (const path of ['/admin/', '/api/', '/mobile/', '/h/']) {
      expect(tr).toContain(`Disallow: ${path}`);
      expect(en).toContain(`Disallow: ${path}`);
    }
    expect(tr).toContain('Disallow: /akis/');
    expect(en).not.toContain('Disallow: /akis/');
  });

  test('article paths redirect to the canonical route', async ({ request }) => {
    const [canonical] = await articlePaths(request, 'tr');
    const slug = (canonical as string).replace('/haber/', '');

    const legacy = await request.get(`${SERVER}/content/${slug}`, noFollow);
    expect(legacy.status()).toBe(301);
    expect(new URL(legacy.headers()['location'] as string, SERVER).pathname).toBe(canonical);

    const stripped = await request.get(`${SERVER}/icerikler${canonical}`, noFollow);
    expect(stripped.status()).toBe(301);
    expect(new URL(stripped.headers()['location'] as string, SERVER).pathname).toBe(canonical);

    const unknown = await request.get(`${SERVER}/haber/boyle-bir-haber-yok-999999`, noFollow);
    expect(unknown.status()).toBe(302);
    expect(new URL(unknown.headers()['location'] as string, SERVER).pathname).toBe('/content');
  });

  test('the generic content path lists the newest articles', async ({ page }) => {
    const response = await page.goto('/content');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Tüm içerikler');
    await expect(page.locator('main article.article-card')).toHaveCount(20);
  });

  test("the page opens sockets to its own edition's origin only (CSP connect-src)", async ({ page }) => {
    const own = e2eOrigin('en').replace(/^http/, 'ws');
    const response = await page.goto(`${e2eOrigin('en')}/`);
    const connect = (response?.headers()['content-security-policy'] ?? '').split('; ').find((directive) => directive.startsWith('connect-src '));
    expect(connect?.split(' ')).toEqual(expect.arrayContaining(["'self'", own]));
    expect(connect?.split(' ')).not.toEqual(expect.arrayContaining(['ws:']));
    expect(connect?.split(' ')).not.toEqual(expect.arrayContaining(['wss:']));
    // In the browser: the realtime socket on this origin opens; one to another host is refused before it leaves the page,
    // even to the quakes remote's origin, whose http: scripts connect-src allows.
    const outcome = await page.evaluate(
      async ([ownSocket, otherSocket]) => {
        const refused: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => refused.push(event.blockedURI));
        const attempt = (url: string) =>
          new Promise<string>((resolve) => {
            try {
              const socket = new WebSocket(url);
              socket.onopen = () => (socket.close(), resolve('open'));
              socket.onerror = () => resolve('error');
            } catch (error) {
              resolve(`thrown ${(error as Error).name}`);
            }
          });
        const results = { own: await attempt(ownSocket), other: await attempt(otherSocket) };
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { ...results, refused };
      },
      [`${own}/ws`, `ws://127.0.0.1:${E2E_REMOTE_PORT}/ws`],
    );
    expect(outcome.own).toBe('open');
    expect(outcome.other).not.toBe('open');
    expect(outcome.refused).toEqual([expect.stringContaining(`127.0.0.1:${E2E_REMOTE_PORT}`)]);
  });

  test('a route of a remote deployed on its own origin renders in its owner remote’s area with status 200', async ({ request }) => {
    const response = await request.get(`${SERVER}/son-depremler`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('data-remote="quakes"');
  });
});
