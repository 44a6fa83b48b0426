import { createHash, webcrypto } from 'node:crypto';
import { announceConsent, CONSENT_COOKIE, type ConsentPurpose, type ConsentState, CONSENT_VERSION, serializeConsent } from '@meydan/shared/util/cookies';
import {
  AD_ID_STORAGE_KEY,
  type AdIdentifier,
  type AdIdentifierEnvironment,
  adIdentifierAllowed,
  nextAdIdentifierStep,
  normalizeAdEmail,
  parseAdIdentifier,
  readAdIdentifier,
  removeAdIdentifier,
  syncAdIdentifier,
  watchAdIdentifier,
} from './ad-identifier';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HEX64 = /^[0-9a-f]{64}$/;

const consent = (...purposes: ConsentPurpose[]): ConsentState => ({ version: CONSENT_VERSION, purposes, recordId: 'r1' });
const BOTH = consent('advertising', 'personalization');

function setConsentCookie(state: ConsentState | null): void {
  document.cookie = state ? `${CONSENT_COOKIE}=${serializeConsent(state)}; Path=/` : `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

/** jsdom's localStorage with Node's Web Crypto (jsdom has no crypto.subtle). */
function environment(): AdIdentifierEnvironment & { stored: () => AdIdentifier | null } {
  const env = { storage: window.localStorage, crypto: webcrypto as unknown as AdIdentifierEnvironment['crypto'] };
  return { ...env, stored: () => JSON.parse(window.localStorage.getItem(AD_ID_STORAGE_KEY) ?? 'null') };
}

afterEach(() => {
  window.localStorage.clear();
  setConsentCookie(null);
});

describe('ad identifier rules (SPEC §4)', () => {
  const anonymous: AdIdentifier = { value: 'a'.repeat(64), type: 'anonymous' };
  const user: AdIdentifier = { value: 'b'.repeat(64), type: 'user' };

  it('none gives an anonymous id; a member with an e-mail gets the e-mail’s; an anonymous id gives way to it; a user id stays', () => {
    expect(nextAdIdentifierStep(null, null)).toEqual({ kind: 'anonymous' });
    expect(nextAdIdentifierStep(null, { email: null })).toEqual({ kind: 'anonymous' });
    expect(nextAdIdentifierStep(null, { email: ' Ayse@Example.COM ' })).toEqual({ kind: 'user', email: 'ayse@example.com' });
    expect(nextAdIdentifierStep(anonymous, null)).toEqual({ kind: 'keep' });
    expect(nextAdIdentifierStep(anonymous, { email: 'ayse@example.com' })).toEqual({ kind: 'user', email: 'ayse@example.com' });
    expect(nextAdIdentifierStep(user, { email: 'someone-else@example.com' })).toEqual({ kind: 'keep' });
    expect(nextAdIdentifierStep(user, null)).toEqual({ kind: 'keep' });
  });

  it('hashes the e-mail trimmed and lower-cased, and ignores a blank one', () => {
    expect(normalizeAdEmail('  Ali.Kaya@Meydan.Local\n')).toBe('ali.kaya@meydan.local');
    expect(normalizeAdEmail('   ')).toBeNull();
    expect(normalizeAdEmail(undefined)).toBeNull();
  });

  it('needs both advertising and personalised content allowed', () => {
    expect(adIdentifierAllowed(BOTH)).toBe(true);
    expect(adIdentifierAllowed(consent('advertising', 'personalization', 'analytics'))).toBe(true);
    expect(adIdentifierAllowed(consent('advertising'))).toBe(false);
    expect(adIdentifierAllowed(consent('personalization', 'analytics'))).toBe(false);
    expect(adIdentifierAllowed(null)).toBe(false);
  });

  it('reads back only what it writes: 64 hex digits of a known type', () => {
    expect(parseAdIdentifier(JSON.stringify(user))).toEqual(user);
    for (const raw of [null, '', 'nope', '{}', JSON.stringify({ value: 'xyz', type: 'user' }), JSON.stringify({ value: 'a'.repeat(64), type: 'cookie' }), 'null']) {
      expect(parseAdIdentifier(raw)).toBeNull();
    }
  });
});

describe('the stored ad identifier', () => {
  it('creates an anonymous hashed random id under meydan:ad-id, and keeps it across page loads', async () => {
    const env = environment();
    const first = await syncAdIdentifier(null, { consent: BOTH, env });
    expect(first).toEqual({ value: expect.stringMatching(HEX64), type: 'anonymous' });
    expect(env.stored()).toEqual(first);
    expect(await syncAdIdentifier(null, { consent: BOTH, env })).toEqual(first);
    // Another browser draws another id.
    window.localStorage.clear();
    expect((await syncAdIdentifier(null, { consent: BOTH, env }))?.value).not.toBe(first?.value);
  });

  it('replaces it with the hash of the e-mail when a member signs in, and keeps that one afterwards', async () => {
    const env = environment();
    await syncAdIdentifier(null, { consent: BOTH, env });
    const signedIn = await syncAdIdentifier({ email: ' Ayse@Example.com ' }, { consent: BOTH, env });
    expect(signedIn).toEqual({ value: sha256('ayse@example.com'), type: 'user' });
    expect(env.stored()).toEqual(signedIn);
    expect(await syncAdIdentifier(null, { consent: BOTH, env })).toEqual(signedIn);
    expect(await syncAdIdentifier({ email: 'veli@example.com' }, { consent: BOTH, env })).toEqual(signedIn);
  });

  it('creates nothing without both consents, and removes what exists', async () => {
    const env = environment();
    expect(await syncAdIdentifier({ email: 'ayse@example.com' }, { consent: consent('advertising'), env })).toBeNull();
    expect(env.stored()).toBeNull();
    await syncAdIdentifier(null, { consent: BOTH, env });
    expect(await syncAdIdentifier(null, { consent: consent('personalization'), env })).toBeNull();
    expect(env.stored()).toBeNull();
  });

  it('uses the consent cookie when no choice is handed in; readAdIdentifier answers null without it', async () => {
    const env = environment();
    expect(await syncAdIdentifier(null, { env })).toBeNull();
    setConsentCookie(BOTH);
    const created = await syncAdIdentifier(null, { env });
    expect(readAdIdentifier(env)).toEqual(created);
    setConsentCookie(consent('advertising'));
    expect(readAdIdentifier(env)).toBeNull();
  });

  it('runs one sync at a time: a member loading during a consent choice ends with the member’s id', async () => {
    const env = environment();
    const [anonymous, member] = await Promise.all([syncAdIdentifier(null, { consent: BOTH, env }), syncAdIdentifier({ email: 'ayse@example.com' }, { consent: BOTH, env })]);
    expect(anonymous?.type).toBe('anonymous');
    expect(member).toEqual({ value: sha256('ayse@example.com'), type: 'user' });
    expect(env.stored()).toEqual(member);
  });

  it('does not write an id asked for before consent was withdrawn, queued or hashing', async () => {
    const env = environment();
    const queued = syncAdIdentifier({ email: 'ayse@example.com' }, { consent: BOTH, env });
    removeAdIdentifier(env);
    expect(await queued).toBeNull();
    expect(env.stored()).toBeNull();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let hashing!: () => void;
    const started = new Promise<void>((resolve) => (hashing = resolve));
    const slow: AdIdentifierEnvironment = {
      ...env,
      crypto: {
        getRandomValues: env.crypto.getRandomValues.bind(env.crypto),
        subtle: {
          digest: async (algorithm, data) => {
            hashing();
            await gate;
            return env.crypto.subtle.digest(algorithm, data);
          },
        },
      },
    };
    const pending = syncAdIdentifier(null, { consent: BOTH, env: slow });
    await started;
    removeAdIdentifier(env);
    release();
    expect(await pending).toBeNull();
    expect(env.stored()).toBeNull();
    // A later choice allowing both creates one again.
    expect(await syncAdIdentifier(null, { consent: BOTH, env })).toEqual({ value: expect.stringMatching(HEX64), type: 'anonymous' });
  });

  it('answers null, and throws nothing, where storage or Web Crypto is missing or refuses', async () => {
    expect(await syncAdIdentifier(null, { consent: BOTH, env: null })).toBeNull();
    const refusing: AdIdentifierEnvironment = {
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      },
      crypto: webcrypto as unknown as AdIdentifierEnvironment['crypto'],
    };
    expect(await syncAdIdentifier(null, { consent: BOTH, env: refusing })).toBeNull();
  });
});

describe('watchAdIdentifier', () => {
  it('creates the id when the reader allows both purposes and removes it at once when either is withdrawn', async () => {
    const env = environment();
    let reader: { email: string } | null = null;
    const stop = watchAdIdentifier(() => reader, env);
    announceConsent(consent('analytics'));
    await syncAdIdentifier(null, { consent: consent(), env: null });
    expect(env.stored()).toBeNull();

    reader = { email: 'ali@example.com' };
    announceConsent(BOTH);
    // The watcher's sync is queued before this one, so awaiting this waits for it.
    await syncAdIdentifier(null, { consent: consent(), env: null });
    expect(env.stored()).toEqual({ value: sha256('ali@example.com'), type: 'user' });

    announceConsent(consent('advertising', 'analytics'));
    expect(env.stored()).toBeNull();

    stop();
    announceConsent(BOTH);
    await syncAdIdentifier(null, { consent: consent(), env: null });
    expect(env.stored()).toBeNull();
  });
});
