import { FACEBOOK_STATE_COOKIE, GOOGLE_STATE_COOKIE, STARTUP_KEPT_COOKIES, TWITTER_SECRET_COOKIE } from './constants';
import { getAllCookies, getCookie, parseCookies, setCookie } from './cookies';
import { clearOAuthRoundTrip, randomOAuthValue, readOAuthRoundTrip, safeReturnPath, saveOAuthRoundTrip } from './oauth-round-trip';

function clearAll(): void {
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

beforeEach(clearAll);

describe('safeReturnPath', () => {
  it.each(['/', '/gundem', '/haber/baslik-12345?x=1#yorumlar', '/ara?q=%C3%A7ay', '/authors'])('keeps the same-site path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    'http://evil.com/path',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'evil.com',
    '',
    ' /gundem',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('refuses the /auth pages (no callback loop, no second spend of an e-mailed token)', () => {
    expect(safeReturnPath('/auth/google/callback')).toBe('/');
    expect(safeReturnPath('/auth/verify-email/tok')).toBe('/');
    expect(safeReturnPath('/auth')).toBe('/');
    expect(safeReturnPath('/%61uth/twitter/callback')).toBe('/');
    expect(safeReturnPath('/AUTH/google/callback')).toBe('/');
    expect(safeReturnPath('/%E0%A4%A')).toBe('/');
  });

  it('refuses non-strings and overlong paths, with the given fallback', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(42, '/home')).toBe('/home');
    expect(safeReturnPath(`/${'a'.repeat(1100)}`)).toBe('/');
  });
});

describe('randomOAuthValue', () => {
  it('is URL-safe, 43 characters for 32 bytes, and different each time', () => {
    const values = new Set(Array.from({ length: 20 }, () => randomOAuthValue()));
    expect(values.size).toBe(20);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('OAuth round trip cookies', () => {
  it('stores the values and a safe return path in the provider cookie, and reads them back', () => {
    const spy = jest.spyOn(document, 'cookie', 'set');
    saveOAuthRoundTrip('google', { state: 's1', nonce: 'n1', returnTo: '/gundem?x=1' });
    expect(spy).toHaveBeenCalledWith(expect.stringMatching(/^o-google-state=.+; Max-Age=600; Path=\/; SameSite=Lax$/));
    spy.mockRestore();
    expect(readOAuthRoundTrip('google')).toEqual({ state: 's1', nonce: 'n1', returnTo: '/gundem?x=1' });
    expect(readOAuthRoundTrip('facebook')).toBeNull();
  });

  it('uses the Facebook state cookie and the 30-day Twitter secret cookie', () => {
    const spy = jest.spyOn(document, 'cookie', 'set');
    saveOAuthRoundTrip('facebook', { state: 'f1', returnTo: '/' });
    saveOAuthRoundTrip('twitter', { oauthToken: 't', oauthTokenSecret: 'sec', returnTo: '/' });
    expect(spy.mock.calls.map(([value]) => String(value).split('=')[0])).toEqual([FACEBOOK_STATE_COOKIE, TWITTER_SECRET_COOKIE]);
    expect(String(spy.mock.calls[1]?.[0])).toContain('Max-Age=2592000');
    spy.mockRestore();
    expect(readOAuthRoundTrip('twitter')).toEqual({ oauthToken: 't', oauthTokenSecret: 'sec', returnTo: '/' });
  });

  it('never stores or hands back an external return address', () => {
    saveOAuthRoundTrip('google', { state: 's', returnTo: 'https://evil.com' });
    expect(JSON.parse(getCookie(GOOGLE_STATE_COOKIE) as string).returnTo).toBe('/');
    setCookie(GOOGLE_STATE_COOKIE, JSON.stringify({ state: 's', returnTo: '//evil.com' }));
    expect(readOAuthRoundTrip('google')?.returnTo).toBe('/');
  });

  it('reads a cookie it did not write as no round trip', () => {
    for (const value of ['not json', '[1,2]', '{"state":5}', 'null']) {
      setCookie(GOOGLE_STATE_COOKIE, value);
      expect(readOAuthRoundTrip('google')).toBeNull();
    }
  });

  it('forgets the round trip, and the cookies survive the start-up clean-up', () => {
    saveOAuthRoundTrip('google', { state: 's', returnTo: '/' });
    clearOAuthRoundTrip('google');
    expect(getAllCookies()[GOOGLE_STATE_COOKIE]).toBeUndefined();
    expect(STARTUP_KEPT_COOKIES).toEqual(expect.arrayContaining([GOOGLE_STATE_COOKIE, FACEBOOK_STATE_COOKIE, TWITTER_SECRET_COOKIE]));
  });
});
