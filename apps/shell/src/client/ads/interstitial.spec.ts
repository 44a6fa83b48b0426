import { getCookie, removeCookie } from '@meydan/shared/util/cookies';
import { SCROLL_LOCK_CLASS, showInterstitial } from './interstitial';

const CONTEXT = { server: 'https://ads.example', edition: 'en', idleTimeoutMs: 2000 };
const SETTINGS = { delayMs: 5000, countdownMs: 5000, frequencyCapMs: 2_000_000 };

function anchor(): HTMLElement {
  document.body.innerHTML = '<button id="before">Read</button><div hidden data-ad-interstitial data-sizes="320x480,300x250" data-label="Advertisement" data-close="Close the ad" data-countdown="You can close this in {s} s"></div>';
  return document.querySelector('[data-ad-interstitial]') as HTMLElement;
}

describe('the interstitial sequence', () => {
  let beacons: Array<{ url: string; body: unknown }>;

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    removeCookie('o-interstitial', { path: '/' });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    beacons = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }) > 0,
    });
    global.fetch = jest.fn(async () => ({ status: 200, json: async () => ({ id: 'c1', url: 'https://ads.example/creative/c1', width: 320, height: 480, advertiser: 'X' }) })) as unknown as typeof fetch;
  });

  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  });

  const overlay = () => document.querySelector<HTMLElement>('.ad-interstitial');
  const closeButton = () => overlay()?.querySelector<HTMLButtonElement>('.ad-interstitial__close') as HTMLButtonElement;

  it('locks the page, counts down 5 s, then lets the reader close it, reporting close_click', async () => {
    const texts = anchor();
    document.getElementById('before')?.focus();
    await showInterstitial(CONTEXT, texts, SETTINGS);
    expect(overlay()?.getAttribute('role')).toBe('dialog');
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    expect(getCookie('o-interstitial')).toBe('1000000');
    expect(overlay()?.querySelector('iframe')?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(overlay()?.textContent).toContain('You can close this in 5 s');
    expect(closeButton().hidden).toBe(true);

    // Clicking outside during the countdown does nothing; a navigation clearing the lock gets it back within 200 ms.
    overlay()?.click();
    document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
    jest.advanceTimersByTime(200);
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    jest.advanceTimersByTime(2800);
    expect(overlay()?.textContent).toContain('You can close this in 2 s');
    jest.advanceTimersByTime(2100);
    expect(closeButton().hidden).toBe(false);
    expect(document.activeElement).toBe(closeButton());

    closeButton().click();
    expect(overlay()).toBeNull();
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
    expect(document.activeElement?.id).toBe('before');
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      { type: 'impression', slot: 'interstitial', creativeId: 'c1', edition: 'en' },
      { type: 'close_click', slot: 'interstitial', creativeId: 'c1', edition: 'en' },
    ]);
    expect(beacons[0]?.url).toBe('https://ads.example/events');
  });

  it('reports outside_click when the reader clicks beside the ad once it can be closed', async () => {
    await showInterstitial(CONTEXT, anchor(), SETTINGS);
    jest.advanceTimersByTime(5000);
    overlay()?.querySelector<HTMLElement>('.ad-interstitial__box')?.click(); // on the ad's box: stays
    expect(overlay()).not.toBeNull();
    overlay()?.click();
    expect(overlay()).toBeNull();
    expect(beacons.at(-1)?.body).toEqual(expect.objectContaining({ type: 'outside_click' }));
  });

  it('shows nothing when no ad fills it', async () => {
    global.fetch = jest.fn(async () => ({ status: 204 })) as unknown as typeof fetch;
    await showInterstitial(CONTEXT, anchor(), SETTINGS);
    expect(overlay()).toBeNull();
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
    expect(getCookie('o-interstitial')).toBeUndefined();
  });
});
