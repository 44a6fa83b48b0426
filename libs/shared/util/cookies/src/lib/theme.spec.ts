import { recordCookieWrites } from '@meydan/shared/testing';
import { PREFERENCE_COOKIES, SIGNED_OUT_KEPT_COOKIES } from './constants';
import { clearCookiesExcept, getCookie, parseCookies } from './cookies';
import { applyTheme, currentTheme, nextTheme, parseTheme, THEME_CHANGE_EVENT, THEME_COOKIE, THEME_MAX_AGE, themeFromCookies } from './theme';

function clearAll(): void {
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
  delete document.documentElement.dataset['theme'];
}

describe('the theme cookie (issue 20)', () => {
  afterEach(clearAll);

  it('accepts only light and dark; anything else follows the system', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    for (const value of [undefined, null, '', 'Dark', 'DARK', 'system', 'auto', ' dark', 'dark ', 'light;dark', 1, true, {}]) expect(parseTheme(value)).toBeNull();
  });

  it('is read from a request’s cookies', () => {
    expect(themeFromCookies(parseCookies('locale=tr; theme=dark; m-consent=1.-.x'))).toBe('dark');
    expect(themeFromCookies(parseCookies('theme=light'))).toBe('light');
    expect(themeFromCookies(parseCookies('theme=purple'))).toBeNull();
    expect(themeFromCookies(parseCookies('other=1'))).toBeNull();
    expect(themeFromCookies({})).toBeNull();
    expect(THEME_COOKIE).toBe('theme');
  });

  it('cycles so the first press always changes what the reader sees', () => {
    // System light: dark, then light pinned, then the system again.
    expect(nextTheme(null, false)).toBe('dark');
    expect(nextTheme('dark', false)).toBe('light');
    expect(nextTheme('light', false)).toBeNull();
    // System dark: light, then dark pinned, then the system again.
    expect(nextTheme(null, true)).toBe('light');
    expect(nextTheme('light', true)).toBe('dark');
    expect(nextTheme('dark', true)).toBeNull();
  });

  it('is shown at once, remembered for a year and announced; null removes it', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(THEME_CHANGE_EVENT, listener);
    let writes: string[] = [];
    try {
      writes = recordCookieWrites(() => applyTheme('dark'));
      expect(document.documentElement.dataset['theme']).toBe('dark');
      expect(currentTheme()).toBe('dark');
      expect(getCookie(THEME_COOKIE)).toBe('dark');
      writes.push(...recordCookieWrites(() => applyTheme(null)));
      expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
      expect(currentTheme()).toBeNull();
      expect(getCookie(THEME_COOKIE)).toBeUndefined();
    } finally {
      window.removeEventListener(THEME_CHANGE_EVENT, listener);
    }
    expect(writes).toEqual([`theme=dark; Max-Age=${THEME_MAX_AGE}; Path=/; SameSite=Lax`, 'theme=; Max-Age=0; Path=/; SameSite=Lax']);
    expect(THEME_MAX_AGE).toBe(365 * 24 * 3600);
    expect(heard).toEqual(['dark', null]);
  });

  it('is a reader preference: it survives logout and the signed-out clean-up', () => {
    expect(PREFERENCE_COOKIES).toContain(THEME_COOKIE);
    expect(SIGNED_OUT_KEPT_COOKIES).toContain(THEME_COOKIE);
    applyTheme('light');
    clearCookiesExcept(SIGNED_OUT_KEPT_COOKIES);
    expect(getCookie(THEME_COOKIE)).toBe('light');
  });
});
