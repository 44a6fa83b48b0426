import {
  AUTH_TOKEN_COOKIE,
  AUTH_TOKEN_MAX_AGE,
  FACEBOOK_STATE_COOKIE,
  GOOGLE_STATE_COOKIE,
  INTERSTITIAL_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_MAX_AGE,
  STARTUP_KEPT_COOKIES,
  TWITTER_SECRET_COOKIE,
  TWITTER_SECRET_MAX_AGE,
} from './constants';
import {
  clearCookiesExcept,
  getAllCookies,
  getCookie,
  parseCookies,
  removeCookie,
  serializeCookie,
  setCookie,
} from './cookies';

function clearAll(): void {
  for (const name of Object.keys(parseCookies(document.cookie))) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('constants', () => {
  it('follow SPEC §9', () => {
    expect(AUTH_TOKEN_COOKIE).toBe('o-auth-token');
    expect(AUTH_TOKEN_MAX_AGE).toBe(2592000);
    expect(REFRESH_TOKEN_COOKIE).toBe('o-refresh-token');
    expect(REFRESH_TOKEN_MAX_AGE).toBe(5184000);
    expect(TWITTER_SECRET_MAX_AGE).toBe(2592000);
    expect(STARTUP_KEPT_COOKIES).toEqual([TWITTER_SECRET_COOKIE, GOOGLE_STATE_COOKIE, FACEBOOK_STATE_COOKIE, INTERSTITIAL_COOKIE]);
  });
});

describe('parseCookies', () => {
  it('parses a header and decodes values', () => {
    expect(parseCookies('a=1; o-auth-token=abc.def; locale=tr; name=%C3%A7ay')).toEqual({
      a: '1',
      'o-auth-token': 'abc.def',
      locale: 'tr',
      name: 'çay',
    });
  });

  it('handles empty and odd input', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('')).toEqual({});
    expect(parseCookies('novalue; x=1')).toEqual({ x: '1' });
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });
});

describe('serializeCookie', () => {
  it('defaults to path / and SameSite=Lax', () => {
    expect(serializeCookie('locale', 'en')).toBe('locale=en; Path=/; SameSite=Lax');
  });

  it('writes the given attributes and encodes the value', () => {
    expect(
      serializeCookie(AUTH_TOKEN_COOKIE, 'a b', { maxAge: AUTH_TOKEN_MAX_AGE, httpOnly: true, secure: true, sameSite: 'strict' }),
    ).toBe('o-auth-token=a%20b; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Strict');
  });

  it('rejects invalid names', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow();
  });
});

describe('browser helpers', () => {
  beforeEach(clearAll);

  it('set, read and remove cookies through document.cookie', () => {
    setCookie('locale', 'ru', { maxAge: 365 * 24 * 60 * 60 });
    setCookie('name', 'çay');
    expect(getCookie('locale')).toBe('ru');
    expect(getCookie('name')).toBe('çay');
    expect(getAllCookies()).toEqual({ locale: 'ru', name: 'çay' });
    removeCookie('locale');
    expect(getCookie('locale')).toBeUndefined();
    expect(getCookie('missing')).toBeUndefined();
  });

  it('never tries to set HttpOnly from a script', () => {
    const spy = jest.spyOn(document, 'cookie', 'set');
    setCookie('x', '1', { httpOnly: true } as never);
    expect(spy).toHaveBeenCalledWith('x=1; Path=/; SameSite=Lax');
    spy.mockRestore();
    expect(getCookie('x')).toBe('1');
  });

  it('clears every cookie except the kept ones (SPEC §4)', () => {
    for (const name of ['a', 'b', TWITTER_SECRET_COOKIE, GOOGLE_STATE_COOKIE, FACEBOOK_STATE_COOKIE, INTERSTITIAL_COOKIE, 'theme']) {
      setCookie(name, 'v');
    }
    clearCookiesExcept(STARTUP_KEPT_COOKIES);
    expect(Object.keys(getAllCookies()).sort()).toEqual([...STARTUP_KEPT_COOKIES].sort());
  });
});
