import { COLLECTOR_EVENTS_URL } from './constants';
import { articleEvent, sendTrackingEvent, timePeriodOf } from './tracking';
import { blobText } from './spec-kit';

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('tracker', () => {
  const realAgent = navigator.userAgent;
  let beacon: jest.Mock;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    beacon = jest.fn(() => true);
    fetchMock = jest.fn(() => Promise.resolve({ status: 202 }));
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
    Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(globalThis, 'fetch');
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: realAgent });
    document.cookie = 'notp=; Max-Age=0; Path=/';
    window.history.replaceState(null, '', '/');
  });

  it('sends an article event as JSON with sendBeacon', async () => {
    expect(sendTrackingEvent(articleEvent('item_share', 10050, { network: 'whatsapp' }))).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(COLLECTOR_EVENTS_URL);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await blobText(body))).toEqual({
      event: { type: 'item_share', itemId: '10050', itemType: 'article', metadata: { network: 'whatsapp' }, clientTimestamp: expect.any(Number), timePeriod: expect.stringMatching(/^[nmae]$/) },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without sendBeacon or when it refuses, and never throws', async () => {
    beacon.mockReturnValue(false);
    expect(sendTrackingEvent(articleEvent('item_read', 10050))).toBe(true);
    Reflect.deleteProperty(navigator, 'sendBeacon');
    fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
    expect(sendTrackingEvent(articleEvent('item_read', 10051))).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(COLLECTOR_EVENTS_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body as string).event).toMatchObject({ type: 'item_read', itemId: '10051' });
    await Promise.resolve();
    Reflect.deleteProperty(globalThis, 'fetch');
    expect(sendTrackingEvent(articleEvent('item_read', 10052))).toBe(false);
  });

  it('sends nothing for bots or with the no-tracking flag', () => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: BOT });
    expect(sendTrackingEvent(articleEvent('item_read', 10050))).toBe(false);
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1' });
    window.history.replaceState(null, '', '/haber/x-10050?notp');
    expect(sendTrackingEvent(articleEvent('item_read', 10050))).toBe(false);
    window.history.replaceState(null, '', '/haber/y-10051'); // remembered by the cookie
    expect(sendTrackingEvent(articleEvent('item_read', 10051))).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the reader’s time period (SPEC §9)', () => {
    expect([5, 6, 11, 12, 17, 18, 23].map((hour) => timePeriodOf(new Date(2026, 0, 1, hour)))).toEqual(['n', 'm', 'm', 'a', 'a', 'e', 'e']);
  });
});
