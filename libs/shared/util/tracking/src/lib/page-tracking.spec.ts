import type { TrackingEvent } from '@meydan/shared/contracts';
import { COLLECTOR_EVENTS_URL, TRACKER_ID_KEY, TRACKER_STORAGE_KEYS } from './constants';
import { pushDataLayer } from './data-layer';
import { loadTracker, notePageChange, PAGE_TRACKING_KEY, pageAddress, pageTracking, startPageTracking, trackArticleRead, trackArticleShare, trackEvent } from './page-tracking';
import { blobText, restoreBrowser, setConsent } from './spec-kit';

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const trackerScripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

describe('page tracking (the light entry the boot loader, the shell and the remotes call)', () => {
  const realAgent = navigator.userAgent;
  let beacon: jest.Mock;
  let visibility: DocumentVisibilityState;
  let stop = () => undefined as void;

  beforeEach(() => {
    jest.useFakeTimers();
    Reflect.deleteProperty(window, PAGE_TRACKING_KEY);
    Reflect.deleteProperty(window, 'dataLayer');
    localStorage.clear();
    document.head.innerHTML = '';
    document.body.innerHTML = '<script data-tracker="/_shell/tracker.abc.js"></script>';
    beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => {
    stop();
    stop = () => undefined;
    restoreBrowser(realAgent);
  });

  const beaconed = () => Promise.all(beacon.mock.calls.map(async ([, body]) => JSON.parse(await blobText(body as Blob)) as TrackingEvent));

  describe('without analytics consent (refused, or no choice yet)', () => {
    it('counts the article’s read and shares anonymously: by beacon, no ids, nothing stored', async () => {
      trackArticleRead(10050);
      expect(trackArticleShare(10050, 'whatsapp')).toBe(true);
      setConsent('-');
      expect(trackArticleShare(10050, 'copy')).toBe(true);
      const events = await beaconed();
      expect(events.map((event) => Object.keys(event))).toEqual([['event'], ['event'], ['event']]);
      expect(events.map((event) => `${event.event.type} ${event.event.itemId}`)).toEqual(['item_read 10050', 'item_share 10050', 'item_share 10050']);
      expect(localStorage.length).toBe(0);
      expect(trackerScripts()).toEqual([]);
    });

    it('sends nothing else and pushes nothing to the data layer', async () => {
      expect(trackEvent({ event: { type: 'item_like', itemId: 'c-1', itemType: 'comment' } })).toBe(false);
      expect(trackEvent({ event: { type: 'item_search', itemId: 'content', itemType: 'home', metadata: { query: 'deprem' } } })).toBe(false);
      expect(pushDataLayer({ event: 'search_interaction', action: 'search', search_term: 'deprem', search_tab: 'content' })).toBe(false);
      await jest.runAllTimersAsync();
      expect(beacon).not.toHaveBeenCalled();
      expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
    });

    it('waits until a background tab is shown before counting the read', () => {
      visibility = 'hidden';
      const leave = trackArticleRead(10050);
      expect(beacon).not.toHaveBeenCalled();
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(beacon).toHaveBeenCalledTimes(1);
      leave();
      // A read left before the tab was shown is not counted.
      visibility = 'hidden';
      trackArticleRead(10051)();
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(beacon).toHaveBeenCalledTimes(1);
    });

    it('deletes ids left from an earlier consent once analytics is refused (startPageTracking at idle)', () => {
      for (const key of TRACKER_STORAGE_KEYS) localStorage.setItem(key, JSON.stringify({ version: 'v0', data: 'x', expiry: Date.now() + 60_000 }));
      localStorage.setItem('meydan.google-prompt.snoozed', '1');
      // No choice yet (a first visit, or the banner's new version): storage is left unopened.
      stop = startPageTracking();
      jest.advanceTimersByTime(5);
      expect(Object.keys(localStorage)).toHaveLength(TRACKER_STORAGE_KEYS.length + 1);
      // A choice without analytics on this page…
      setConsent('-');
      expect(Object.keys(localStorage)).toEqual(['meydan.google-prompt.snoozed']);
      stop();
      // …or found on a later one.
      for (const key of TRACKER_STORAGE_KEYS) localStorage.setItem(key, 'x');
      stop = startPageTracking();
      jest.advanceTimersByTime(5);
      expect(Object.keys(localStorage)).toEqual(['meydan.google-prompt.snoozed']);
    });
  });

  describe('with analytics consent, before the tracker script has run', () => {
    beforeEach(() => setConsent('a'));

    it('keeps the commands for the tracker and adds its script once, at idle', () => {
      trackArticleRead(10050);
      trackArticleShare(10050, 'x');
      expect(trackerScripts()).toEqual([]);
      jest.advanceTimersByTime(5);
      loadTracker();
      jest.advanceTimersByTime(5);
      expect(trackerScripts()).toEqual(['/_shell/tracker.abc.js']);
      expect(pageTracking().commands).toEqual([{ kind: 'read', legacyId: 10050 }, { kind: 'event', event: expect.objectContaining({ event: expect.objectContaining({ type: 'item_share' }) }) }]);
      expect(beacon).not.toHaveBeenCalled();
    });

    it('counts the waiting read and shares anonymously if the tab hides before the tracker ran', async () => {
      trackArticleRead(10050);
      trackArticleShare(10050, 'x');
      trackEvent({ event: { type: 'item_like', itemId: 'c-1', itemType: 'comment' } });
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      const events = await beaconed();
      expect(events.map((event) => `${Object.keys(event).join()} ${event.event.type}`)).toEqual(['event item_read', 'event item_share']);
      expect(pageTracking().commands.map((command) => command.kind)).toEqual(['event']); // the like still waits
      expect(pageTracking().reading).toEqual({ legacyId: 10050, sent: true });
    });

    it('loads the tracker when consent is given later, or starts it again without reloading its script', () => {
      setConsent('-');
      stop = startPageTracking();
      jest.advanceTimersByTime(5);
      expect(trackerScripts()).toEqual([]);
      setConsent('a');
      jest.advanceTimersByTime(5);
      expect(trackerScripts()).toEqual(['/_shell/tracker.abc.js']);
      const install = jest.fn();
      pageTracking().install = install;
      setConsent('-');
      setConsent('a');
      expect(install).toHaveBeenCalledTimes(1);
      expect(trackerScripts()).toHaveLength(1);
    });
  });

  it('does nothing at all for a bot or with the no-tracking flag', () => {
    setConsent('a');
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: BOT });
    trackArticleRead(10050);
    expect(trackArticleShare(10050, 'x')).toBe(false);
    expect(pushDataLayer({ event: 'user_actions', action: 'share', label: 'x' })).toBe(false);
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: realAgent });
    window.history.replaceState(null, '', '/haber/x-10050?notp');
    trackArticleRead(10050);
    expect(trackArticleShare(10050, 'x')).toBe(false);
    setConsent('-');
    expect(trackArticleShare(10050, 'x')).toBe(false);
    jest.advanceTimersByTime(5);
    expect(beacon).not.toHaveBeenCalled();
    expect(trackerScripts()).toEqual([]);
    expect(pageTracking().commands).toEqual([]);
  });

  it('keeps the page before a client navigation as the referrer, without its query', () => {
    window.history.replaceState(null, '', '/haber/a-10050?utm_source=x#top');
    expect(pageAddress(location.href)).toBe('http://localhost/haber/a-10050');
    pageTracking();
    window.history.replaceState(null, '', '/haber/b-10051');
    notePageChange();
    expect(pageTracking()).toMatchObject({ url: 'http://localhost/haber/b-10051', referrer: 'http://localhost/haber/a-10050?utm_source=x#top' });
    window.history.replaceState(null, '', '/haber/b-10051?page=2');
    notePageChange(); // the same page: nothing changes
    expect(pageTracking().referrer).toBe('http://localhost/haber/a-10050?utm_source=x#top');
    expect(pageAddress('javascript:alert(1)')).toBe('');
    expect(localStorage.getItem(TRACKER_ID_KEY)).toBeNull();
    expect(COLLECTOR_EVENTS_URL).toBe('/api/collector/events');
  });
});
