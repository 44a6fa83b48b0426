import type { TrackingEvent } from '@meydan/shared/contracts';
import { COLLECTOR_EVENTS_URL, COLLECTOR_STATUS_KEY, COLLECTOR_STATUS_URL, SESSION_ID_KEY, TRACKER_ID_KEY } from '../constants';
import { identifyReader, notePageChange, PAGE_TRACKING_KEY, pageTracking, trackArticleRead, trackArticleShare, trackEvent } from '../page-tracking';
import { installTracker } from './tracker';
import { blobText, restoreBrowser, setConsent } from '../spec-kit';

const MINUTE = 60_000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BODY_HEIGHT = 4000;


describe('the reading tracker (SPEC §3/§4, with analytics consent)', () => {
  const realAgent = navigator.userAgent;
  let posted: TrackingEvent[];
  let statusAsked: number;
  let collectorStatus: boolean;
  let failNext: number;
  let beacon: jest.Mock;
  let fetchMock: jest.Mock;
  let top: number;
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2026, 2, 10, 14, 0, 0) });
    Reflect.deleteProperty(window, PAGE_TRACKING_KEY);
    Reflect.deleteProperty(window, 'dataLayer');
    localStorage.clear();
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: IPHONE });
    posted = [];
    statusAsked = 0;
    collectorStatus = true;
    failNext = 0;
    fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
      if (url === COLLECTOR_STATUS_URL) {
        statusAsked++;
        return { ok: true, status: 200, json: async () => ({ collectorStatus }) };
      }
      if (url !== COLLECTOR_EVENTS_URL) throw new Error(`unexpected ${url}`);
      posted.push(JSON.parse(init?.body as string));
      if (failNext > 0) {
        failNext--;
        return { ok: false, status: 500 };
      }
      return { ok: true, status: 202 };
    });
    beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    document.title = 'Harbour reopens | Meydan';
    document.body.innerHTML = `<article><h1>Harbour reopens</h1><div class="article__body" data-read-body="10050">${'word '.repeat(500)}</div></article>`;
    top = 800;
    (document.querySelector('[data-read-body]') as HTMLElement).getBoundingClientRect = () => ({ top, height: BODY_HEIGHT }) as DOMRect;
    setConsent('a');
  });

  afterEach(() => {
    restoreBrowser(realAgent);
  });

  const scrollTo = (percent: number) => {
    top = window.innerHeight - (percent / 100) * BODY_HEIGHT;
    window.dispatchEvent(new Event('scroll'));
  };
  const settle = () => jest.advanceTimersByTimeAsync(0);
  const types = () => posted.map((event) => `${event.event.type}${event.event.metadata?.depth ? `:${event.event.metadata.depth}` : ''}`);

  it('sends the read with the reader, session, device and clock, then scroll depth and the read to its end', async () => {
    trackArticleRead(10050); // before the tracker script ran: it waits
    const tracker = installTracker({ checkStatus: false, fetch: fetchMock });
    expect(tracker).toBeDefined();
    await settle();
    const trackerId = JSON.parse(localStorage.getItem(TRACKER_ID_KEY) as string).data as string;
    const sessionId = JSON.parse(localStorage.getItem(SESSION_ID_KEY) as string).data as string;
    expect(trackerId).toMatch(/^a_[0-9a-f]{32}$/);
    expect(sessionId).toMatch(/^s_[0-9a-f]{32}$/);
    expect(posted).toEqual([
      {
        userId: trackerId,
        sessionId,
        organization: 'meydan',
        product: 'meydan',
        deviceType: 'ios_web',
        event: { type: 'item_read', itemId: '10050', itemType: 'article', wordCount: 500, clientTimestamp: Date.now(), timePeriod: 'a' },
      },
    ]);

    await jest.advanceTimersByTimeAsync(3 * MINUTE + 5_000);
    scrollTo(50);
    await jest.advanceTimersByTimeAsync(300);
    scrollTo(100);
    await jest.advanceTimersByTimeAsync(300);
    expect(types()).toEqual(['item_read', 'item_read_scroll:25', 'item_read_scroll:50', 'item_read_scroll:90', 'item_read_scroll:100', 'item_read_complete']);
    const complete = posted.at(-1) as TrackingEvent;
    expect(complete).toMatchObject({
      userId: trackerId,
      sessionId,
      event: { type: 'item_read_complete', itemId: '10050', itemType: 'article', readTime: 4, wordCount: 500, metadata: { engagedSeconds: 185 } },
    });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: 'page_view', page_path: '/', page_title: 'Harbour reopens | Meydan', page_location: 'http://localhost/', page_referrer: '' },
      { event: 'scroll_rate', percent: 25, content_id: '10050', content_name: 'Harbour reopens' },
      { event: 'scroll_rate', percent: 50, content_id: '10050', content_name: 'Harbour reopens' },
      { event: 'scroll_rate', percent: 90, content_id: '10050', content_name: 'Harbour reopens' },
      { event: 'scroll_rate', percent: 100, content_id: '10050', content_name: 'Harbour reopens' },
    ]);
  });

  it('caps the read time at 10 minutes and completes only the article last read', async () => {
    installTracker({ checkStatus: false, fetch: fetchMock });
    trackArticleRead(10050);
    await settle();
    await jest.advanceTimersByTimeAsync(25 * MINUTE);
    scrollTo(100);
    await jest.advanceTimersByTimeAsync(300);
    expect(posted.at(-1)?.event).toMatchObject({ type: 'item_read_complete', itemId: '10050', readTime: 10 });

    // Client navigation to another story: the first one's end no longer completes anything.
    document.body.innerHTML = '';
    document.body.insertAdjacentHTML('beforeend', `<article><h1>Bridge</h1><div data-read-body="10051">${'word '.repeat(50)}</div></article>`);
    const second = document.querySelector('[data-read-body="10051"]') as HTMLElement;
    second.getBoundingClientRect = () => ({ top: 2000, height: 3000 }) as DOMRect;
    trackArticleRead(10051);
    await settle();
    scrollTo(100); // only the story that left reaches its end
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(posted.filter((event) => event.event.type === 'item_read_complete').map((event) => event.event.itemId)).toEqual(['10050']);
  });

  it('retries a failed send, the same event, after 10 s, and the events behind it wait', async () => {
    installTracker({ checkStatus: false, fetch: fetchMock });
    failNext = 1;
    trackArticleShare(10050, 'whatsapp');
    trackEvent({ event: { type: 'item_like', itemId: 'c-1', itemType: 'comment', metadata: { action: 'add' } }, base: { baseItemId: '10050', baseItemType: 'article' } });
    await settle();
    expect(types()).toEqual(['item_share']);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(types()).toEqual(['item_share']);
    await jest.advanceTimersByTimeAsync(1);
    expect(types()).toEqual(['item_share', 'item_share', 'item_like']);
    expect(posted[1]).toEqual(posted[0]);
    expect(posted[2]?.base).toEqual({ baseItemId: '10050', baseItemType: 'article' });
  });

  it('hands what waits to sendBeacon when the tab hides', async () => {
    installTracker({ checkStatus: false, fetch: fetchMock });
    failNext = 1;
    trackArticleShare(10050, 'x');
    await settle(); // sent, failed: waiting for its retry
    trackArticleShare(10050, 'copy');
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(COLLECTOR_EVENTS_URL);
    const batch = JSON.parse(await blobText(body)) as TrackingEvent[];
    expect(batch.map((event) => event.event.metadata?.network)).toEqual(['x', 'copy']);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(posted).toHaveLength(1); // nothing sent twice
  });

  it('says where the reader came from, without the address’s query', async () => {
    pageTracking().referrer = 'https://www.google.com/search?q=deprem&client=safari';
    installTracker({ checkStatus: false, fetch: fetchMock });
    trackArticleRead(10050);
    await settle();
    expect(posted[0]?.event.referrer).toBe('https://www.google.com/search');
    expect((window as unknown as { dataLayer: Array<Record<string, string>> }).dataLayer[0]).toMatchObject({ event: 'page_view', page_referrer: 'https://www.google.com/search' });
  });

  it('after client navigation, names the page before as the referrer and pushes one page_view per page', async () => {
    window.history.replaceState(null, '', '/haber/ilk-10049?utm_source=x');
    pageTracking();
    installTracker({ checkStatus: false, fetch: fetchMock });
    // The next story's page: its own effect reads before the shell notes the page change.
    window.history.pushState(null, '', '/haber/harbour-10050');
    trackArticleRead(10050);
    notePageChange();
    notePageChange(); // strict mode runs effects twice: still one view
    await settle();
    expect(posted[0]?.event.referrer).toBe('http://localhost/haber/ilk-10049');
    const views = (window as unknown as { dataLayer: Array<Record<string, string>> }).dataLayer.filter((entry) => entry.event === 'page_view');
    expect(views.map((view) => `${view.page_location} < ${view.page_referrer}`)).toEqual(['http://localhost/haber/ilk-10049 < ', 'http://localhost/haber/harbour-10050 < http://localhost/haber/ilk-10049']);
  });

  it('names a signed-in member instead of the tracker id', async () => {
    installTracker({ checkStatus: false, fetch: fetchMock });
    identifyReader('member-7');
    trackArticleShare(10050, 'x');
    await settle();
    expect(posted[0]?.userId).toBe('member-7');
    expect(localStorage.getItem(TRACKER_ID_KEY)).toBeNull();
  });

  it('keeps one session id for an hour after the last event, then starts another', async () => {
    installTracker({ checkStatus: false, fetch: fetchMock });
    trackArticleShare(10050, 'x');
    await jest.advanceTimersByTimeAsync(59 * MINUTE);
    trackArticleShare(10050, 'copy');
    await jest.advanceTimersByTimeAsync(59 * MINUTE);
    trackArticleShare(10050, 'telegram');
    await jest.advanceTimersByTimeAsync(61 * MINUTE);
    trackArticleShare(10050, 'facebook');
    await settle();
    const sessions = posted.map((event) => event.sessionId);
    expect(sessions[0]).toBe(sessions[1]);
    expect(sessions[1]).toBe(sessions[2]);
    expect(sessions[3]).not.toBe(sessions[2]);
    expect(new Set(posted.map((event) => event.userId)).size).toBe(1);
  });

  it('in production sends only while the collector status is true, asked at most every 300 s', async () => {
    collectorStatus = false;
    installTracker({ checkStatus: true, fetch: fetchMock });
    trackArticleShare(10050, 'x');
    await settle();
    trackArticleShare(10050, 'copy');
    await settle();
    expect(posted).toEqual([]);
    expect(statusAsked).toBe(1);

    collectorStatus = true;
    await jest.advanceTimersByTimeAsync(299_000);
    trackArticleShare(10050, 'x');
    await settle();
    expect(posted).toEqual([]); // still the cached "false"
    await jest.advanceTimersByTimeAsync(2_000);
    trackArticleShare(10050, 'telegram');
    await settle();
    expect(statusAsked).toBe(2);
    expect(posted.map((event) => event.event.metadata?.network)).toEqual(['telegram']);
    // Kept for the next pages of the visit (analytics consent only), for the same 300 s.
    expect(JSON.parse(localStorage.getItem(COLLECTOR_STATUS_KEY) as string)).toMatchObject({ data: true, expiry: Date.now() + 300_000 });
  });

  it('stops at once when analytics consent is withdrawn: nothing more sent, the stored ids deleted', async () => {
    installTracker({ checkStatus: false, fetch: fetchMock });
    trackArticleRead(10050);
    await settle();
    expect(localStorage.getItem(TRACKER_ID_KEY)).not.toBeNull();
    failNext = 1;
    trackArticleShare(10050, 'x');
    await settle();
    setConsent('-');
    expect(localStorage.getItem(TRACKER_ID_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    const before = posted.length;
    await jest.advanceTimersByTimeAsync(5 * MINUTE);
    scrollTo(100);
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(posted).toHaveLength(before); // no retry, no scroll depth, no complete

    // Without consent, only the anonymous share count goes out: by beacon, no ids, nothing stored.
    expect(trackArticleShare(10050, 'copy')).toBe(true);
    expect(trackEvent({ event: { type: 'item_like', itemId: 'c-1', itemType: 'comment' } })).toBe(false);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await blobText(beacon.mock.calls[0]?.[1] as Blob))).toEqual({ event: expect.objectContaining({ type: 'item_share', itemId: '10050' }) });
    expect(localStorage.length).toBe(0);
  });

  it('does not start without analytics consent, for a bot, or with the no-tracking flag', () => {
    setConsent('pd');
    expect(installTracker({ checkStatus: false, fetch: fetchMock })).toBeUndefined();
    setConsent('a');
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: BOT });
    expect(installTracker({ checkStatus: false, fetch: fetchMock })).toBeUndefined();
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: IPHONE });
    window.history.replaceState(null, '', '/haber/x-10050?notp');
    expect(installTracker({ checkStatus: false, fetch: fetchMock })).toBeUndefined();
    expect(trackArticleRead(10050)).toEqual(expect.any(Function));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('adopts the article whose read went out anonymously before consent, without a second read', async () => {
    setConsent('-');
    trackArticleRead(10050);
    expect(beacon).toHaveBeenCalledTimes(1); // the anonymous view
    setConsent('a');
    installTracker({ checkStatus: false, fetch: fetchMock });
    await jest.advanceTimersByTimeAsync(MINUTE);
    scrollTo(100);
    await jest.advanceTimersByTimeAsync(300);
    expect(types()).toEqual(['item_read_scroll:25', 'item_read_scroll:50', 'item_read_scroll:90', 'item_read_scroll:100', 'item_read_complete']);
    expect(posted.at(-1)?.event.readTime).toBe(1);
  });
});
