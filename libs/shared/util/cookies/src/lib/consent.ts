import { getCookie } from './cookies';

/**
 * Cookie consent (KVKK and GDPR; issue 19). The reader's choice lives in one script-readable
 * cookie that the browser, the SSR server (which renders the banner only while no current choice
 * exists) and the API (which counts readers with or without a cookie id) all read:
 *
 *   m-consent=<banner version>.<purpose letters or "-">.<record id>
 *
 * e.g. `1.apd.3f0c…` (everything accepted) or `1.-.3f0c…` (everything rejected). The record id
 * names the row of `consent_records` that proves the choice (time, banner version, purposes).
 * A cookie of an older banner version counts as no choice: the banner asks again.
 */
export const CONSENT_COOKIE = 'm-consent';

/**
 * The banner's version. Raise it when the purposes, the vendors or the policy's substance change:
 * every reader is asked again (their old choice stays recorded).
 */
export const CONSENT_VERSION = 1;

/** The cookie policy page's section where a reader changes or withdraws the choice (the footer links to it). */
export const COOKIE_PREFERENCES_ANCHOR = 'cookie-preferences';

/** A choice is asked again after six months (the CNIL's guidance for both answers). */
export const CONSENT_MAX_AGE = 182 * 24 * 60 * 60;

/**
 * The purposes a reader can allow. None is ticked in advance; what each one switches on:
 * - analytics: the reading tracker's session and tracker ids, scroll depth, read time, the data
 *   layer; without it only the anonymous view count (no cookie, no stored id) runs.
 * - personalization: "For you" and recommendations built from what this browser read and reacted to.
 * - advertising: ad slots and the interstitial; personalised (ad identifier) only with
 *   personalization too, contextual (section and tags of the page) otherwise.
 */
export const CONSENT_PURPOSES = ['analytics', 'personalization', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

const PURPOSE_LETTER: Readonly<Record<ConsentPurpose, string>> = { analytics: 'a', personalization: 'p', advertising: 'd' };

/** How the reader answered: the banner's two equal buttons, or a choice of purposes. */
export const CONSENT_METHODS = ['accept-all', 'reject-all', 'custom'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

export interface ConsentState {
  version: number;
  purposes: readonly ConsentPurpose[];
  /** The consent record's id (proof), empty when the browser could not record it yet. */
  recordId: string;
}

const RECORD_ID = /^[A-Za-z0-9-]{0,64}$/;

/** Parses a cookie value; null when absent, malformed or of another banner version. */
export function parseConsent(value: string | undefined | null, version: number = CONSENT_VERSION): ConsentState | null {
  if (!value) return null;
  const [versionPart, letters, recordId = '', ...rest] = value.split('.');
  if (rest.length > 0 || Number(versionPart) !== version || letters === undefined || !RECORD_ID.test(recordId)) return null;
  if (letters !== '-' && !/^[a-z]{1,3}$/.test(letters)) return null;
  const purposes = CONSENT_PURPOSES.filter((purpose) => letters.includes(PURPOSE_LETTER[purpose]));
  return { version, purposes, recordId };
}

/** The cookie value of a choice, purposes in a fixed order. */
export function serializeConsent(state: ConsentState): string {
  const letters = CONSENT_PURPOSES.filter((purpose) => state.purposes.includes(purpose))
    .map((purpose) => PURPOSE_LETTER[purpose])
    .join('');
  return `${state.version}.${letters || '-'}.${state.recordId}`;
}

/** The purposes a method grants (custom: those picked, in order, deduplicated). */
export function purposesOf(method: ConsentMethod, picked: readonly string[] = []): ConsentPurpose[] {
  if (method === 'accept-all') return [...CONSENT_PURPOSES];
  if (method === 'reject-all') return [];
  return CONSENT_PURPOSES.filter((purpose) => picked.includes(purpose));
}

/** The current choice of a cookie map (a request's cookies or the browser's). */
export function consentFromCookies(cookies: Readonly<Record<string, string | undefined>>): ConsentState | null {
  return parseConsent(cookies[CONSENT_COOKIE]);
}

/** The browser's current choice (null on the server, before a choice, or after a version change). */
export function readConsent(): ConsentState | null {
  if (typeof document === 'undefined') return null;
  return parseConsent(getCookie(CONSENT_COOKIE));
}

/** Whether the reader allowed a purpose. No choice yet means no: nothing optional runs before one. */
export function hasConsent(purpose: ConsentPurpose, state: ConsentState | null = readConsent()): boolean {
  return state !== null && state.purposes.includes(purpose);
}

/**
 * Fired on `window` (detail: the new ConsentState) when the reader makes or changes a choice,
 * before or after the app has loaded, so the tracker and the ad slots start or stop at once.
 */
export const CONSENT_CHANGE_EVENT = 'meydan:consent';

export function announceConsent(state: ConsentState): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ConsentState>(CONSENT_CHANGE_EVENT, { detail: state }));
}

/** Calls `listener` on every later choice; returns the unsubscribe. */
export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handler = (event: Event) => listener((event as CustomEvent<ConsentState>).detail);
  window.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}
