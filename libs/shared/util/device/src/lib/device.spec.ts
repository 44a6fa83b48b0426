import {
  BREAKPOINTS,
  deviceModeForWidth,
  deviceModeFromUserAgent,
  IMAGE_SCREENS,
  isBot,
  resolveDeviceMode,
  trackerDeviceType,
} from './device';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotMobile:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bing: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  yandex: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  whatsapp: 'WhatsApp/2.23.20.0',
  curl: 'curl/8.5.0',
  lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse',
};

describe('deviceModeForWidth', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [639, 'mobile'],
    [640, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%i px → %s', (width, mode) => {
    expect(deviceModeForWidth(width)).toBe(mode);
  });
});

describe('BREAKPOINTS', () => {
  it('follow SPEC §9', () => {
    expect(BREAKPOINTS.tablet).toBe(640);
    expect(BREAKPOINTS.desktop).toBe(1024);
    expect(IMAGE_SCREENS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(BREAKPOINTS.screens).toBe(IMAGE_SCREENS);
    expect(BREAKPOINTS.container).toEqual([345, 640, 768, 1024, 1280]);
    expect(BREAKPOINTS.style).toEqual([768, 1024, 1280]);
  });
});

describe('deviceModeFromUserAgent', () => {
  it.each([
    ['iphone', 'mobile'],
    ['androidPhone', 'mobile'],
    ['googlebotMobile', 'mobile'],
    ['ipad', 'tablet'],
    ['androidTablet', 'tablet'],
    ['desktop', 'desktop'],
    ['mac', 'desktop'],
    ['googlebot', 'desktop'],
  ] as const)('%s → %s', (name, mode) => {
    expect(deviceModeFromUserAgent(UA[name])).toBe(mode);
  });

  it('assumes desktop without a user agent', () => {
    expect(deviceModeFromUserAgent(undefined)).toBe('desktop');
    expect(deviceModeFromUserAgent('')).toBe('desktop');
  });
});

describe('isBot', () => {
  it.each(['googlebot', 'googlebotMobile', 'bing', 'yandex', 'facebook', 'whatsapp', 'curl', 'lighthouse'] as const)(
    '%s is a bot',
    (name) => {
      expect(isBot(UA[name])).toBe(true);
    },
  );

  it.each(['iphone', 'androidPhone', 'ipad', 'desktop', 'mac', 'headless'] as const)('%s is a person', (name) => {
    expect(isBot(UA[name])).toBe(false);
  });

  it('treats a missing user agent as a bot', () => {
    expect(isBot(undefined)).toBe(true);
    expect(isBot('  ')).toBe(true);
  });
});

describe('trackerDeviceType (SPEC §9 device codes)', () => {
  it.each([
    ['iphone', 'ios_web'],
    ['ipad', 'ios_web'],
    ['androidPhone', 'android_web'],
    ['androidTablet', 'android_web'],
    ['desktop', 'desktop'],
    ['mac', 'desktop'],
    ['googlebot', 'bot'],
    ['googlebotMobile', 'bot'],
  ] as const)('%s is %s', (name, code) => {
    expect(trackerDeviceType(UA[name])).toBe(code);
  });

  it('takes a Mac with a touch screen for an iPad (iPadOS 13+ says Macintosh)', () => {
    expect(trackerDeviceType(UA.mac, 5)).toBe('ios_web');
    expect(trackerDeviceType(UA.mac, 0)).toBe('desktop');
    expect(trackerDeviceType(undefined)).toBe('bot');
  });
});

describe('resolveDeviceMode', () => {
  it('follows the width outside the games area', () => {
    expect(resolveDeviceMode({ width: 1200, flaggedMobile: true })).toBe('desktop');
    expect(resolveDeviceMode({ width: 700 })).toBe('tablet');
  });

  it('keeps a mobile-flagged device mobile in the games area', () => {
    expect(resolveDeviceMode({ width: 900, flaggedMobile: true, area: 'games' })).toBe('mobile');
    expect(resolveDeviceMode({ width: 900, flaggedMobile: false, area: 'games' })).toBe('tablet');
    expect(resolveDeviceMode({ width: 1280, area: 'games' })).toBe('desktop');
  });

  it('falls back to the user agent without a width', () => {
    expect(resolveDeviceMode({ userAgent: UA.iphone })).toBe('mobile');
    expect(resolveDeviceMode({ width: Number.NaN, userAgent: UA.ipad })).toBe('tablet');
    expect(resolveDeviceMode({})).toBe('desktop');
  });
});
