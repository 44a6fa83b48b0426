import { announceConsent, parseConsent } from '@meydan/shared/util/cookies';

/** Helpers of this lib's specs (jsdom). */

/** jsdom's Blob has no text(). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Stores a consent choice (`a` analytics, `p`, `d`, or `-` for none) and announces it, as the banner does. */
export function setConsent(letters: string): void {
  const value = `1.${letters}.rec-1`;
  document.cookie = `m-consent=${value}; path=/`;
  const state = parseConsent(value);
  if (state) announceConsent(state);
}

/** Undoes what a spec changed in the browser: mocks, fake timers, sendBeacon, the user agent, the consent and no-tracking cookies, the address. */
export function restoreBrowser(userAgent: string): void {
  jest.restoreAllMocks();
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
  document.cookie = 'm-consent=; Max-Age=0; path=/';
  document.cookie = 'notp=; Max-Age=0; path=/';
  window.history.replaceState(null, '', '/');
}
