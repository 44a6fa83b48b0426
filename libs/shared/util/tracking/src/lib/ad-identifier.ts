import { type ConsentState, hasConsent, onConsentChange, readConsent } from '@meydan/shared/util/cookies';

/**
 * SPEC §3/§4 ad identifier: the id the ad server may use to personalise ads, kept in the browser.
 *
 *   localStorage["meydan:ad-id"] = {"value":"<64 hex digits>","type":"anonymous"|"user"}
 *
 * - none: a SHA-256 of 32 random bytes, type `anonymous`;
 * - a signed-in member with an e-mail replaces an anonymous id with the SHA-256 of the e-mail
 *   (trimmed, lower-cased), type `user`, so the same reader is one id on every device;
 * - a `user` id is kept (signing out does not turn it back into an anonymous one).
 * It exists only while the reader allows both advertising and personalised content, and is
 * removed at once when either is withdrawn. The ad slots read the key as it is.
 */
export const AD_ID_STORAGE_KEY = 'meydan:ad-id';

export const AD_ID_TYPES = ['user', 'anonymous'] as const;
export type AdIdentifierType = (typeof AD_ID_TYPES)[number];

export interface AdIdentifier {
  value: string;
  type: AdIdentifierType;
}

/** Who is reading: the signed-in member's e-mail, or nobody. */
export interface AdIdentifierReader {
  email?: string | null;
}

/** The browser's pieces this module needs; tests hand in their own. */
export interface AdIdentifierEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  crypto: Pick<Crypto, 'getRandomValues'> & { subtle: Pick<SubtleCrypto, 'digest'> };
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Both purposes the id serves: ads, personalised. */
export function adIdentifierAllowed(consent: ConsentState | null = readConsent()): boolean {
  return hasConsent('advertising', consent) && hasConsent('personalization', consent);
}

/** The e-mail as it is hashed: trimmed and lower-cased; null when there is none. */
export function normalizeAdEmail(email: string | null | undefined): string | null {
  const normalized = (email ?? '').trim().toLowerCase();
  return normalized.includes('@') ? normalized : null;
}

/** What the SPEC §4 rules do with the stored id for this reader. */
export type AdIdentifierStep = { kind: 'keep' } | { kind: 'user'; email: string } | { kind: 'anonymous' };

export function nextAdIdentifierStep(current: AdIdentifier | null, reader: AdIdentifierReader | null): AdIdentifierStep {
  if (current?.type === 'user') return { kind: 'keep' };
  const email = normalizeAdEmail(reader?.email);
  if (email) return { kind: 'user', email };
  return current ? { kind: 'keep' } : { kind: 'anonymous' };
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(data: string | Uint8Array<ArrayBuffer>, crypto: AdIdentifierEnvironment['crypto']): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

/** The stored id, or null when absent or not one this module wrote (then it is replaced). */
export function parseAdIdentifier(raw: string | null): AdIdentifier | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AdIdentifier> | null;
    if (!parsed || typeof parsed.value !== 'string' || !HEX_SHA256.test(parsed.value)) return null;
    return (AD_ID_TYPES as readonly unknown[]).includes(parsed.type) ? { value: parsed.value, type: parsed.type as AdIdentifierType } : null;
  } catch {
    return null;
  }
}

function browserEnvironment(): AdIdentifierEnvironment | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage || !globalThis.crypto?.subtle) return null;
    return { storage: window.localStorage, crypto: globalThis.crypto };
  } catch {
    // Storage refused (privacy settings, sandboxed frame): no id, nothing breaks.
    return null;
  }
}

function readStored(env: AdIdentifierEnvironment): AdIdentifier | null {
  try {
    return parseAdIdentifier(env.storage.getItem(AD_ID_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The id the ad slots may send, or null (none yet, or no consent). */
export function readAdIdentifier(env: AdIdentifierEnvironment | null = browserEnvironment()): AdIdentifier | null {
  return env && adIdentifierAllowed() ? readStored(env) : null;
}

function clearStored(env: AdIdentifierEnvironment | null): void {
  try {
    env?.storage.removeItem(AD_ID_STORAGE_KEY);
  } catch {
    // Nothing stored can be read either.
  }
}

// Bumped by every withdrawal: a sync asked for before it (queued, or hashing) must not write.
let withdrawals = 0;

/** Consent withdrawn: the id goes at once, and no sync asked for earlier brings it back. */
export function removeAdIdentifier(env: AdIdentifierEnvironment | null = browserEnvironment()): void {
  withdrawals += 1;
  clearStored(env);
}

// One sync at a time: a member loading while a consent choice lands must not interleave two
// read-hash-write rounds (the later one would overwrite the member's id with an anonymous one).
let queue: Promise<unknown> = Promise.resolve();

/**
 * Applies the SPEC §4 rules for this reader (the signed-in member, or null) and stores the
 * result; removes the id when the consent is missing. `consent` is the choice just made, when a
 * consent change calls (the cookie may not be read back yet). Resolves to the stored id or null.
 */
export function syncAdIdentifier(
  reader: AdIdentifierReader | null,
  options: { consent?: ConsentState | null; env?: AdIdentifierEnvironment | null } = {},
): Promise<AdIdentifier | null> {
  const env = options.env === undefined ? browserEnvironment() : options.env;
  const allowed = () => adIdentifierAllowed(options.consent === undefined ? readConsent() : options.consent);
  const asked = withdrawals;
  const run = async (): Promise<AdIdentifier | null> => {
    if (!env || withdrawals !== asked) return null;
    if (!allowed()) {
      clearStored(env);
      return null;
    }
    const current = readStored(env);
    const step = nextAdIdentifierStep(current, reader);
    if (step.kind === 'keep') return current;
    const value = step.kind === 'user' ? await sha256Hex(step.email, env.crypto) : await sha256Hex(env.crypto.getRandomValues(new Uint8Array(32)), env.crypto);
    if (withdrawals !== asked) return null;
    const next: AdIdentifier = { value, type: step.kind };
    try {
      env.storage.setItem(AD_ID_STORAGE_KEY, JSON.stringify(next));
      return next;
    } catch {
      return null;
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result.catch(() => null);
}

/**
 * Follows the reader's consent choices from now on: a choice allowing both purposes creates the
 * id (for `reader()`, the member signed in at that moment), a choice withdrawing either removes
 * it at once. Returns the unsubscribe.
 */
export function watchAdIdentifier(reader: () => AdIdentifierReader | null, env?: AdIdentifierEnvironment | null): () => void {
  return onConsentChange((consent) => {
    if (adIdentifierAllowed(consent)) void syncAdIdentifier(reader(), { consent, env });
    else removeAdIdentifier(env === undefined ? browserEnvironment() : env);
  });
}
