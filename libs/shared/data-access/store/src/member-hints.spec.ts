import { createHash, webcrypto } from 'node:crypto';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { announceConsent, CONSENT_COOKIE, CONSENT_VERSION, getCookie, NO_ADS_COOKIE } from '@meydan/shared/util/cookies';
import { clearDocumentCookies, fakeApi, memberFixture } from '@meydan/shared/testing';
import { AD_ID_STORAGE_KEY, syncAdIdentifier } from '@meydan/shared/util/tracking';
import { bootstrapAuth, selectIsPremium, signedOut, userLoaded } from './auth.slice';
import { makeStore } from './make-store';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const storedId = () => JSON.parse(window.localStorage.getItem(AD_ID_STORAGE_KEY) ?? 'null');
// The queue of ad-id syncs: one more, run after the store's, settles theirs.
const settled = () => syncAdIdentifier(null, { env: null });

const premium = { ...memberFixture, premium: true, premiumStatus: 'premium' as const };
const complimentary = { ...memberFixture, premium: true, premiumStatus: 'premium_user' as const };

function store() {
  const http = createHttpClient({ baseURL: '/api' });
  http.defaults.adapter = fakeApi(() => ({ status: 404, data: { statusCode: 404, message: 'Not found' } })).adapter;
  return makeStore({ http });
}

const realCrypto = globalThis.crypto;
beforeAll(() => {
  // jsdom has no Web Crypto digest; the browser does.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});
afterAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true });
});
beforeEach(() => {
  clearDocumentCookies();
  window.localStorage.clear();
});

describe('selectIsPremium', () => {
  it('is true for a signed-in member of either premium status only', () => {
    const s = store();
    expect(selectIsPremium(s.getState())).toBe(false);
    s.dispatch(userLoaded({ user: memberFixture }));
    expect(selectIsPremium(s.getState())).toBe(false);
    s.dispatch(userLoaded({ user: premium }));
    expect(selectIsPremium(s.getState())).toBe(true);
    s.dispatch(userLoaded({ user: complimentary }));
    expect(selectIsPremium(s.getState())).toBe(true);
    s.dispatch(signedOut());
    expect(selectIsPremium(s.getState())).toBe(false);
  });
});

describe('the member hints the store keeps', () => {
  it('sets m-noads=1 while a premium member is signed in and removes it otherwise', () => {
    const s = store();
    s.dispatch(userLoaded({ user: premium }));
    expect(getCookie(NO_ADS_COOKIE)).toBe('1');
    // An admin took premium away: the next load of the member drops the hint.
    s.dispatch(userLoaded({ user: memberFixture }));
    expect(getCookie(NO_ADS_COOKIE)).toBeUndefined();
    s.dispatch(userLoaded({ user: complimentary }));
    expect(getCookie(NO_ADS_COOKIE)).toBe('1');
    // A refused renewal or a deleted account ends the session.
    s.dispatch(signedOut());
    expect(getCookie(NO_ADS_COOKIE)).toBeUndefined();
  });

  it('removes a stale hint when start-up finds no session', async () => {
    document.cookie = `${NO_ADS_COOKIE}=1; Path=/`;
    const s = store();
    await s.dispatch(bootstrapAuth({ hasSession: false }));
    expect(getCookie(NO_ADS_COOKIE)).toBeUndefined();
  });

  it('leaves everything alone on the server render (no session known yet)', () => {
    document.cookie = `${NO_ADS_COOKIE}=1; Path=/`;
    const s = store();
    s.dispatch({ type: 'ui/anything' });
    expect(getCookie(NO_ADS_COOKIE)).toBe('1');
  });

  it('replaces the anonymous ad id with the member’s e-mail hash on sign-in, with consent only, and follows consent changes', async () => {
    const s = store();
    await s.dispatch(bootstrapAuth({ hasSession: false }));
    await settled();
    // No consent yet: no id.
    expect(storedId()).toBeNull();

    // The banner writes its cookie, then announces the choice.
    document.cookie = `${CONSENT_COOKIE}=${CONSENT_VERSION}.pd.r1; Path=/`;
    announceConsent({ version: CONSENT_VERSION, purposes: ['advertising', 'personalization'], recordId: 'r1' });
    await settled();
    expect(storedId()).toEqual({ value: expect.stringMatching(/^[0-9a-f]{64}$/), type: 'anonymous' });

    s.dispatch(userLoaded({ user: { ...memberFixture, email: 'Ayse@Example.com' } }));
    await settled();
    expect(storedId()).toEqual({ value: sha256('ayse@example.com'), type: 'user' });

    // Withdrawing personalised content removes it at once.
    document.cookie = `${CONSENT_COOKIE}=${CONSENT_VERSION}.d.r1; Path=/`;
    announceConsent({ version: CONSENT_VERSION, purposes: ['advertising'], recordId: 'r1' });
    expect(storedId()).toBeNull();
  });
});
