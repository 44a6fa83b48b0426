/** @jest-environment node */
import { escapeHtml } from '@meydan/shared/util/sanitizer';
import { loadFakeWorker, siteResponse } from '../testing/fake-worker-scope';
import { OFFLINE_PAGE_POLICY, SAVED_LIST_END, SAVED_LIST_START } from './offline-page';
import { cacheNames, KEPT_PAGES, OFFLINE_ARTICLE_HEADER, serviceWorkerSource } from './service-worker';

const SOURCE = serviceWorkerSource({ offlineVersion: 'v42' });
const NAMES = cacheNames('v42');
const OFFLINE_TEMPLATE = `<!DOCTYPE html><html lang="en"><title>You are offline</title><h1>You are offline</h1>${SAVED_LIST_START}<p class="empty">No saved stories yet.</p>${SAVED_LIST_END}</html>`;

/** A page's head as the server writes it (document.ts): its texts escaped. */
function articleHtml(raw: string): string {
  const title = escapeHtml(raw);
  return (
    `<!DOCTYPE html><html><head><title>${title} | Meydan</title><meta property="og:title" content="${title}">` +
    '<link rel="stylesheet" href="/_shell/deferred.1.css"><link rel="stylesheet" href="/_mf/content/browser/content.2.css">' +
    `<link rel="stylesheet" href="https://cdn.example/elsewhere.css"></head><body><h1>${title}</h1></body></html>`
  );
}

const article = (title: string, headers: Record<string, string> = {}) => () =>
  siteResponse(articleHtml(title), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', [OFFLINE_ARTICLE_HEADER]: 'article', ...headers } });
const page = (text: string, headers: Record<string, string> = {}) => () => siteResponse(text, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...headers } });
const css = (text: string) => () => siteResponse(text, { headers: { 'content-type': 'text/css', 'cache-control': 'public, max-age=31536000, immutable' } });

/** A worker on a site with an offline page, stylesheets and a few pages; installed and activated. */
async function installedWorker(windows: Array<{ id: string; url: string }> = []) {
  const worker = loadFakeWorker({ source: SOURCE, windows });
  worker.route('/offline.html', () => siteResponse(OFFLINE_TEMPLATE, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } }));
  worker.route('/_shell/deferred.1.css', css('.a{}'));
  worker.route('/_mf/content/browser/content.2.css', css('.b{}'));
  worker.route('/haber/first-1', article('First & "best" story'));
  worker.route('/haber/second-2', article('Second story'));
  worker.route('/', page('<h1>Home</h1>'));
  await worker.fire('install', {});
  await worker.fire('activate', {});
  return worker;
}

async function text(response: Response | undefined): Promise<string> {
  if (!response) throw new Error('the worker did not answer');
  return response.text();
}

describe('offline reading: install and activate', () => {
  it('precaches the offline page, bypassing the HTTP cache, in a cache named by its version', async () => {
    const worker = await installedWorker();
    expect(worker.caches.urls(NAMES.offline)).toEqual(['/offline.html']);
    expect(worker.fetched.find((request) => request.url.endsWith('/offline.html'))?.cache).toBe('reload');
  });

  it('keeps the article the reader has open when the worker installs, from the HTTP cache only, with its stylesheets', async () => {
    const worker = loadFakeWorker({ source: SOURCE, windows: [{ id: 'w1', url: 'https://www.example.com/haber/first-1#comments' }, { id: 'w2', url: 'https://www.example.com/' }, { id: 'w3', url: 'https://other.example/haber/x-1' }] });
    worker.route('/offline.html', page(OFFLINE_TEMPLATE));
    worker.route('/_shell/deferred.1.css', css('.a{}'));
    worker.route('/_mf/content/browser/content.2.css', css('.b{}'));
    worker.inHttpCache('/haber/first-1', article('First'));
    await worker.fire('install', {});
    expect(worker.caches.urls(NAMES.pages)).toEqual(['/haber/first-1']);
    expect(worker.caches.urls(NAMES.assets)).toEqual(['/_shell/deferred.1.css', '/_mf/content/browser/content.2.css']);
    // The home page was not in the HTTP cache: nothing went to the network for it.
    expect(worker.fetched.filter((request) => request.url === 'https://www.example.com/')).toEqual([{ url: 'https://www.example.com/', method: 'GET', mode: 'same-origin', destination: '', cache: 'only-if-cached' }]);
  });

  it('still installs (push keeps working) when the offline page cannot be fetched, and fetches it after the next page', async () => {
    const worker = loadFakeWorker({ source: SOURCE });
    worker.network.online = false;
    await worker.fire('install', {});
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    expect(worker.caches.urls(NAMES.offline)).toEqual([]);
    // Still offline: the browser's own error page (there is no offline page to show).
    expect((await worker.navigate('/haber/first-1')).response?.type).toBe('error');
    worker.network.online = true;
    worker.route('/offline.html', page(OFFLINE_TEMPLATE));
    worker.route('/', page('<h1>Home</h1>'));
    await worker.navigate('/');
    expect(worker.caches.urls(NAMES.offline)).toEqual(['/offline.html']);
  });

  it('on activate deletes the caches of earlier versions (its own only) and turns navigation preload on', async () => {
    const worker = loadFakeWorker({ source: SOURCE });
    for (const name of ['meydan-offline-v41', 'meydan-pages-v0', 'other-app-cache', NAMES.pages]) await worker.caches.open(name);
    await worker.fire('activate', {});
    expect(await worker.caches.keys()).toEqual(['other-app-cache', NAMES.pages]);
    expect(worker.navigationPreload.enable).toHaveBeenCalled();
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });
});

describe('offline reading: pages', () => {
  it('takes pages from the network while online, even one it keeps (a deploy never shows a stale page)', async () => {
    const worker = await installedWorker();
    await worker.navigate('/haber/first-1');
    worker.route('/haber/first-1', article('First, corrected'));
    expect(await text((await worker.navigate('/haber/first-1')).response)).toContain('<h1>First, corrected</h1>');
  });

  it('uses the navigation preload answer when the browser started one', async () => {
    const worker = await installedWorker();
    const { response } = await worker.navigate('/haber/first-1', { preloadResponse: Promise.resolve(article('Preloaded')()) });
    expect(await text(response)).toContain('Preloaded');
    expect(worker.fetched.some((request) => request.url.endsWith('/haber/first-1'))).toBe(false);
    expect(worker.caches.urls(NAMES.pages)).toEqual(['/haber/first-1']);
  });

  it('keeps article pages with their stylesheets (same origin only), and opens them offline', async () => {
    const worker = await installedWorker();
    await worker.navigate('/haber/first-1');
    expect(worker.caches.urls(NAMES.pages)).toEqual(['/haber/first-1']);
    expect(worker.caches.urls(NAMES.assets)).toEqual(['/_shell/deferred.1.css', '/_mf/content/browser/content.2.css']);
    worker.network.online = false;
    expect(await text((await worker.navigate('/haber/first-1')).response)).toContain('<h1>First &amp; &quot;best&quot; story</h1>');
    const style = await worker.fire('fetch', { request: worker.request('/_shell/deferred.1.css', { destination: 'style' }), clientId: 'x' });
    expect(await text(style.response)).toBe('.a{}');
  });

  it('keeps only what anyone may read: no listing, no private or no-store page, no error, no other origin', async () => {
    const worker = await installedWorker();
    worker.route('/mesaj', article('Messages', { 'cache-control': 'private, no-store' }));
    worker.route('/haber/gone-3', () => siteResponse(articleHtml('Gone'), { status: 404, headers: { [OFFLINE_ARTICLE_HEADER]: 'article' } }));
    for (const path of ['/', '/mesaj', '/haber/gone-3']) await worker.navigate(path);
    expect(worker.caches.urls(NAMES.pages)).toEqual([]);
  });

  it(`keeps the last ${KEPT_PAGES} articles read, a page read again counting as the newest`, async () => {
    const worker = await installedWorker();
    for (let index = 0; index < KEPT_PAGES + 4; index++) {
      worker.route(`/haber/story-${index}`, article(`Story ${index}`));
      await worker.navigate(`/haber/story-${index}`);
      if (index === 5) await worker.navigate('/haber/story-3');
    }
    const kept = worker.caches.urls(NAMES.pages);
    expect(kept).toHaveLength(KEPT_PAGES);
    expect(kept.at(-1)).toBe(`/haber/story-${KEPT_PAGES + 3}`);
    expect(kept).toContain('/haber/story-3');
    expect(kept).not.toContain('/haber/story-4');
    expect(kept).not.toContain('/haber/story-0');
  });

  it('answers an unknown page offline with the offline page, listing the kept stories newest first', async () => {
    const worker = await installedWorker();
    await worker.navigate('/haber/first-1');
    await worker.navigate('/haber/second-2');
    worker.network.online = false;
    const { response } = await worker.navigate('/spor?page=2');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-security-policy')).toBe(OFFLINE_PAGE_POLICY);
    expect(response?.headers.get('cache-control')).toBe('no-store');
    const html = await text(response);
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<ul class="saved"><li><a href="/haber/second-2">Second story</a></li><li><a href="/haber/first-1">First &amp; &quot;best&quot; story</a></li></ul>');
    expect(html).not.toContain('No saved stories yet.');
  });

  it('shows the offline page as it is when no story is kept', async () => {
    const worker = await installedWorker();
    worker.network.online = false;
    expect(await text((await worker.navigate('/haber/first-1')).response)).toBe(OFFLINE_TEMPLATE);
  });

  it('escapes what it writes into the offline page', async () => {
    const worker = await installedWorker();
    worker.route('/haber/odd-5?x=%22%3E%3Cb%3E', () => siteResponse('<title>a<b>c</title>', { headers: { [OFFLINE_ARTICLE_HEADER]: 'article' } }));
    await worker.navigate('/haber/odd-5?x="><b>');
    worker.network.online = false;
    const html = await text((await worker.navigate('/elsewhere')).response);
    expect(html).toContain('<li><a href="/haber/odd-5?x=%22%3E%3Cb%3E">/haber/odd-5</a></li>');
  });
});

describe('offline reading: what the worker leaves alone', () => {
  it('never answers API requests, writes or other origins (the browser fetches them as usual)', async () => {
    const worker = await installedWorker();
    const cases = [
      worker.request('/api/v3.5/articles', { destination: '' }),
      worker.request('/api/v3.5/auth/login', { mode: 'navigate', destination: 'document' }),
      worker.request('/haber/first-1', { mode: 'navigate', destination: 'document', method: 'POST' }),
      worker.request('https://cdn.example/_shell/a.css', { destination: 'style' }),
      worker.request('/_shell/main.1.js', { destination: 'script' }),
      worker.request('/media/clip.mp4', { destination: 'video' }),
    ];
    for (const request of cases) expect((await worker.fire('fetch', { request, clientId: 'c' })).responded).toBe(false);
  });

  it('keeps the pictures an article page loads, not those of other pages; offline the kept copy answers', async () => {
    const worker = await installedWorker();
    worker.route('/media/a.webp', () => siteResponse('A', { headers: { 'content-type': 'image/webp' } }));
    worker.route('/media/b.webp', () => siteResponse('B', { headers: { 'content-type': 'image/webp' } }));
    await worker.navigate('/haber/first-1', { resultingClientId: 'reader-tab' });
    await worker.fire('fetch', { request: worker.request('/media/a.webp', { destination: 'image' }), clientId: 'reader-tab' });
    await worker.fire('fetch', { request: worker.request('/media/b.webp', { destination: 'image' }), clientId: 'home-tab' });
    expect(worker.caches.urls(NAMES.assets)).toContain('/media/a.webp');
    expect(worker.caches.urls(NAMES.assets)).not.toContain('/media/b.webp');
    worker.network.online = false;
    expect(await text((await worker.fire('fetch', { request: worker.request('/media/a.webp', { destination: 'image' }), clientId: 'x' })).response)).toBe('A');
    await expect(worker.fire('fetch', { request: worker.request('/media/b.webp', { destination: 'image' }), clientId: 'x' })).rejects.toThrow('Failed to fetch');
  });
});
