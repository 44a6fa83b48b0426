import type { Page, Request } from '@playwright/test';
import type { TrackingEvent } from '@meydan/shared/contracts';
import { articlePaths, expect, test } from '../support/fixtures';

/**
 * Issue 19, reading analytics (SPEC §3/§4): the reading tracker on an article, with the page's
 * clock under the test's control (Playwright's clock: Date, timers and idle callbacks). A short
 * viewport keeps the end of the story's body below the fold until the reader scrolls to it. The
 * e2e platform runs with NODE_ENV=production, so the tracker sends only once the collector's
 * `GET /api/collector/status` has said `collectorStatus: true`.
 */
test.use({ viewport: { width: 390, height: 320 } });

const MINUTE = 60_000;
const START = Date.parse('2026-03-10T09:00:00Z');
const COLLECTOR = '/api/collector/events';
const TRACKER_KEYS = ['meydan:tracker-id', 'meydan:tracker-session'];

/** Every event the page posts to the collector (fetch: its JSON body), in order. */
function collectorPosts(page: Page): TrackingEvent[] {
  const events: TrackingEvent[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith(COLLECTOR)) return;
    const body = request.postDataJSON() as TrackingEvent | TrackingEvent[] | null;
    if (body) events.push(...(Array.isArray(body) ? body : [body]));
  });
  return events;
}

const described = (events: readonly TrackingEvent[]) =>
  events.map((event) => `${event.event.type}${event.event.metadata?.depth ? ` ${event.event.metadata.depth}` : ''}`);

/** Scrolls the story's body until its end is on screen, as a reader would. */
async function readToTheEnd(page: Page): Promise<void> {
  await page.locator('[data-read-body]').evaluate((body) => body.scrollIntoView({ block: 'end' }));
}

test.describe('with analytics allowed', () => {
  test.use({ consent: '1.a.' });
  test.beforeEach(async ({ page }) => {
    // The page's clock stands still unless the test moves it (network answers still come in real time).
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1_000);
  });

  test('an article read to its end sends item_read, its scroll depth, then item_read_complete with the read time', async ({ page, request }) => {
    const [path] = await articlePaths(request, 'tr');
    const events = collectorPosts(page);
    // The platform runs as in production: the tracker asks the collector's status first (SPEC §5).
    const statusAsked = page.waitForRequest((sent) => sent.method() === 'GET' && sent.url().endsWith('/api/collector/status'));
    await page.goto(path as string);
    await page.clock.runFor(3_000); // the tracker's script is added at idle
    await statusAsked;
    await expect.poll(() => described(events)).toContain('item_read');
    const read = events[0] as TrackingEvent;
    expect(read).toMatchObject({
      userId: expect.stringMatching(/^a_[0-9a-f]{32}$/),
      sessionId: expect.stringMatching(/^s_[0-9a-f]{32}$/),
      organization: 'meydan',
      product: 'meydan',
      deviceType: 'desktop',
      event: { type: 'item_read', itemType: 'article', itemId: expect.stringMatching(/^\d+$/), wordCount: expect.any(Number), timePeriod: expect.stringMatching(/^[nmae]$/) },
    });
    expect(described(events)).not.toContain('item_read_scroll 100');
    // The ids live in local storage (analytics consent), through the storage wrapper.
    const stored = await page.evaluate((keys) => keys.map((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.data), TRACKER_KEYS);
    expect(stored).toEqual([read.userId, read.sessionId]);

    // Three and a half minutes on the story (visible and focused), then its end comes into view.
    await page.clock.runFor(3 * MINUTE + 30_000);
    await readToTheEnd(page);
    await page.clock.runFor(1_000);
    await expect.poll(() => described(events)).toContain('item_read_complete');
    expect(described(events)).toEqual(['item_read', 'item_read_scroll 25', 'item_read_scroll 50', 'item_read_scroll 90', 'item_read_scroll 100', 'item_read_complete']);
    const complete = events.at(-1) as TrackingEvent;
    expect(complete).toMatchObject({ userId: read.userId, sessionId: read.sessionId, event: { type: 'item_read_complete', itemId: read.event.itemId, readTime: 4 } });

    // The data layer has the page view and the scroll rate (analytics consent only).
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event: string; percent?: number }> }).dataLayer ?? []);
    expect(dataLayer.map((entry) => `${entry.event}${entry.percent ? ` ${entry.percent}` : ''}`)).toEqual(['page_view', 'scroll_rate 25', 'scroll_rate 50', 'scroll_rate 90', 'scroll_rate 100']);
  });

  test('a failed collector send is retried, the same event, after 10 s', async ({ page, request }) => {
    const [path] = await articlePaths(request, 'tr');
    let failures = 1;
    await page.route(`**${COLLECTOR}`, async (route) => {
      if (failures-- > 0) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down","statusCode":500}' });
      return route.continue();
    });
    const events = collectorPosts(page);
    await page.goto(path as string);
    await page.clock.runFor(3_000);
    await expect.poll(() => events.length).toBe(1);
    await page.clock.runFor(9_000);
    expect(events).toHaveLength(1); // not before 10 s
    await page.clock.runFor(1_500);
    await expect.poll(() => events.length).toBe(2);
    expect(events[1]).toEqual(events[0]);
    expect(events[0]?.event.type).toBe('item_read');
  });
});

test.describe('with analytics refused', () => {
  test.use({ consent: '1.-.' });

  test('only the anonymous view goes out: no session or tracker id, nothing stored, no tracker, no data layer', async ({ page, request }) => {
    // The loader's beacon carries a Blob, which Playwright does not expose: read it in the page.
    await page.addInitScript(() => {
      const bodies: Array<Promise<string>> = [];
      Object.assign(window, { __collectorBeacons: bodies });
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/collector/events') && data instanceof Blob) bodies.push(data.text());
        return send(url, data);
      };
    });
    const [path] = await articlePaths(request, 'tr');
    const posts = collectorPosts(page);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await page.goto(path as string, { waitUntil: 'networkidle' });
    await readToTheEnd(page);
    await page.waitForTimeout(1_000);
    const beacons = await page.evaluate(() => Promise.all((window as unknown as { __collectorBeacons: Array<Promise<string>> }).__collectorBeacons));
    const events = beacons.map((body) => JSON.parse(body) as TrackingEvent);
    expect(events.map((event) => Object.keys(event))).toEqual([['event']]);
    expect(events[0]?.event).toMatchObject({ type: 'item_read', itemType: 'article' });
    expect(posts).toEqual([]);
    expect(scripts.filter((url) => url.includes('/_shell/tracker.'))).toEqual([]);
    expect(await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), TRACKER_KEYS)).toEqual([null, null]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  });
});
