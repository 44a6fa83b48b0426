import {
  ANONYMOUS_MARKER_COOKIE,
  AUTH_TOKEN_COOKIE,
  GOOGLE_STATE_COOKIE,
  INTERSTITIAL_COOKIE,
  NO_TRACKING_COOKIE,
  TWITTER_SECRET_COOKIE,
} from './constants';
import { clearDocumentCookies as clearAll, testJwt as jwt } from '@meydan/shared/testing';
import { getAllCookies, setCookie } from './cookies';
import {
  clearSessionCookies,
  decodeJwtPayload,
  isTokenValid,
  readAuthToken,
  removeAuthToken,
  sessionSetCookies,
  tokenExpiresAt,
} from './session';

const b64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

describe('decodeJwtPayload', () => {
  it('reads the payload without verifying the signature, UTF-8 included', () => {
    expect(decodeJwtPayload(jwt({ sub: 'u1', exp: 1_900_000_000, name: 'Çağrı Ölmez' }))).toEqual({
      sub: 'u1',
      exp: 1_900_000_000,
      name: 'Çağrı Ölmez',
    });
  });

  it('accepts padded segments', () => {
    const [head, body, sig] = jwt({ exp: 1 }).split('.');
    const padded = body + '='.repeat((4 - (body.length % 4)) % 4);
    expect(decodeJwtPayload(`${head}.${padded}.${sig}`)).toEqual({ exp: 1 });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['not a jwt', 'opaque-token'],
    ['two parts', `${b64url('{}')}.${b64url('{"exp":1}')}`],
    ['four parts', `${jwt({ exp: 1 })}.x`],
    ['payload not base64url', `${b64url('{}')}.%%%.sig`],
    ['payload not JSON', `${b64url('{}')}.${b64url('not json')}.sig`],
    ['payload an array', jwt([1, 2])],
    ['payload a number', jwt(42)],
    ['payload null', jwt(null)],
    ['payload invalid UTF-8', `${b64url('{}')}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`],
  ])('gives null for a malformed token (%s)', (_label, token) => {
    expect(decodeJwtPayload(token as string)).toBeNull();
  });
});

describe('tokenExpiresAt', () => {
  it('turns exp seconds into milliseconds', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it('is null without a numeric exp', () => {
    expect(tokenExpiresAt(jwt({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiresAt(jwt({ exp: '1700000000' }))).toBeNull();
    expect(tokenExpiresAt('garbage')).toBeNull();
  });
});

describe('isTokenValid (SPEC §9: expired 30 s early)', () => {
  const exp = 1_700_000_000;
  const token = jwt({ exp });

  it('is valid until 30 s before exp', () => {
    expect(isTokenValid(token, exp * 1000 - 60_000)).toBe(true);
    expect(isTokenValid(token, exp * 1000 - 30_001)).toBe(true);
  });

  it('is expired from 30 s before exp on', () => {
    expect(isTokenValid(token, exp * 1000 - 30_000)).toBe(false);
    expect(isTokenValid(token, exp * 1000 - 1)).toBe(false);
    expect(isTokenValid(token, exp * 1000 + 1)).toBe(false);
  });

  it('rejects tokens it cannot decode or that carry no exp', () => {
    expect(isTokenValid('a.b.c', 0)).toBe(false);
    expect(isTokenValid(jwt({ sub: 'u1' }), 0)).toBe(false);
    expect(isTokenValid(undefined, 0)).toBe(false);
  });

  it('uses the clock by default', () => {
    const now = Date.now();
    expect(isTokenValid(jwt({ exp: Math.floor(now / 1000) + 3600 }))).toBe(true);
    expect(isTokenValid(jwt({ exp: Math.floor(now / 1000) + 10 }))).toBe(false);
  });
});

describe('browser session cookies', () => {
  beforeEach(clearAll);

  it('reads and removes the auth token cookie', () => {
    expect(readAuthToken()).toBeUndefined();
    setCookie(AUTH_TOKEN_COOKIE, 'abc.def.ghi');
    expect(readAuthToken()).toBe('abc.def.ghi');
    removeAuthToken();
    expect(readAuthToken()).toBeUndefined();
  });

  it('treats an empty auth cookie as absent', () => {
    setCookie(AUTH_TOKEN_COOKIE, '');
    expect(readAuthToken()).toBeUndefined();
  });

  it('clears session cookies but keeps the SPEC §4 list and the preferences', () => {
    for (const name of [AUTH_TOKEN_COOKIE, 'tracker', TWITTER_SECRET_COOKIE, GOOGLE_STATE_COOKIE, INTERSTITIAL_COOKIE, NO_TRACKING_COOKIE]) {
      setCookie(name, 'v');
    }
    clearSessionCookies();
    expect(Object.keys(getAllCookies()).sort()).toEqual(
      [TWITTER_SECRET_COOKIE, GOOGLE_STATE_COOKIE, INTERSTITIAL_COOKIE, NO_TRACKING_COOKIE].sort(),
    );
  });

  it('keeps the anonymous identity marker, so a signed-out visitor is not signed in anonymously again on every page', () => {
    setCookie(AUTH_TOKEN_COOKIE, 'v');
    setCookie(ANONYMOUS_MARKER_COOKIE, '1900000000');
    clearSessionCookies();
    expect(getAllCookies()).toEqual({ [ANONYMOUS_MARKER_COOKIE]: '1900000000' });
  });
});

describe('sessionSetCookies', () => {
  it('writes both cookies with the API attributes', () => {
    expect(sessionSetCookies({ authToken: 'a.b.c', refreshToken: 'r1' }, true)).toEqual([
      'o-auth-token=a.b.c; Max-Age=2592000; Path=/; Secure; SameSite=Lax',
      'o-refresh-token=r1; Max-Age=5184000; Path=/; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('leaves Secure off outside production', () => {
    const [auth, refresh] = sessionSetCookies({ authToken: 'a', refreshToken: 'r' }, false);
    expect(auth).not.toContain('Secure');
    expect(refresh).not.toContain('Secure');
    expect(refresh).toContain('HttpOnly');
  });
});
