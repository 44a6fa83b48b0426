import { fittingSizes, parseSizes } from './slot-controller';
import { interstitialAllowed, pageAdMode, type PageFacts } from './interstitial';

const SETTINGS = { delayMs: 5000, countdownMs: 5000, frequencyCapMs: 2_000_000 };
const facts = (overrides: Partial<PageFacts> = {}): PageFacts => ({
  url: new URL('https://www.meydan.example/haber/bir-haber-1'),
  referrer: 'https://www.meydan.example/',
  navigatedInSite: false,
  mode: undefined,
  lastShownAt: null,
  now: 10_000_000,
  ...overrides,
});

describe('ad slot sizes', () => {
  it('reads WxH lists and ignores anything else', () => {
    expect(parseSizes('970x90, 728x90,huge,1x1,320x100')).toEqual([[970, 90], [728, 90], [320, 100]]);
    expect(parseSizes(undefined)).toEqual([]);
  });

  it('asks only for sizes that fit the box, and on a phone no taller than 30 % of the screen', () => {
    const sizes: Array<[number, number]> = [[336, 280], [300, 250], [320, 100]];
    expect(fittingSizes(sizes, 358, { width: 390, height: 844 })).toEqual([[300, 250], [320, 100]]); // 280 > 253
    expect(fittingSizes(sizes, 358, { width: 375, height: 667 })).toEqual([[320, 100]]);
    expect(fittingSizes(sizes, 320, { width: 1280, height: 900 })).toEqual([[300, 250], [320, 100]]);
    expect(fittingSizes([[728, 90]], 358, { width: 390, height: 844 })).toEqual([]);
  });
});

describe('the interstitial rules (SPEC §4, §6)', () => {
  it('shows for a reader who came from the site itself', () => {
    expect(interstitialAllowed(facts(), SETTINGS)).toBe(true);
    expect(interstitialAllowed(facts({ referrer: '', navigatedInSite: true }), SETTINGS)).toBe(true);
  });

  it('never on a first page from search, a shared link or another site, unless a debug flag is in the address', () => {
    for (const referrer of ['', 'https://www.google.com/', 'https://t.co/abc', 'https://evil.meydan.example.com/', 'not a url']) {
      expect(interstitialAllowed(facts({ referrer }), SETTINGS)).toBe(false);
    }
    expect(interstitialAllowed(facts({ referrer: 'https://www.google.com/', url: new URL('https://www.meydan.example/haber/x-1?adsdebug=1') }), SETTINGS)).toBe(true);
    expect(interstitialAllowed(facts({ referrer: '', url: new URL('https://www.meydan.example/haber/x-1?interstitialdebug') }), SETTINGS)).toBe(true);
  });

  it('at most once about every 2,000,000 ms', () => {
    expect(interstitialAllowed(facts({ lastShownAt: 10_000_000 - 1_999_999 }), SETTINGS)).toBe(false);
    expect(interstitialAllowed(facts({ lastShownAt: 10_000_000 - 2_000_000 }), SETTINGS)).toBe(true);
    // The cap holds with a debug flag too.
    expect(interstitialAllowed(facts({ lastShownAt: 10_000_000 - 60_000, url: new URL('https://www.meydan.example/?adsdebug') }), SETTINGS)).toBe(false);
  });

  it.each(['sponsored', 'PremiumUser', 'noAds'])('never in the %s mode', (mode) => {
    expect(interstitialAllowed(facts({ mode }), SETTINGS)).toBe(false);
    expect(interstitialAllowed(facts({ mode, url: new URL('https://www.meydan.example/?adsdebug') }), SETTINGS)).toBe(false);
  });
});

describe('the page ad mode', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset['adsMode'];
  });

  it('is read from a sponsored article in the page, from <html>, or from ?adsMode=', () => {
    expect(pageAdMode()).toBeUndefined();
    document.body.innerHTML = '<main><article class="article" data-ads-mode="sponsored"><h1>Paid</h1></article></main>';
    expect(pageAdMode()).toBe('sponsored');
    document.body.innerHTML = '<main><article class="article"><h1>Editorial</h1></article></main>';
    expect(pageAdMode()).toBeUndefined();
    document.documentElement.dataset['adsMode'] = 'noAds';
    expect(pageAdMode()).toBe('noAds');
  });
});

