import { TRACKER_ID_PREFIX } from '@meydan/shared/contracts/constants';
import { storageGet, storageSet } from '@meydan/shared/util/storage';
import { SESSION_ID_KEY, SESSION_TTL_MS, TRACKER_ID_KEY, TRACKER_ID_TTL_MS } from '../constants';

const ID = /^[A-Za-z0-9_-]{8,64}$/;

/** 32 random hex digits (a v4 UUID's worth of randomness, without its dashes). */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index++) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The tracker id stored for this browser (analytics consent given earlier), or null. */
export function readTrackerId(): string | null {
  const stored = storageGet<string>(TRACKER_ID_KEY);
  return typeof stored === 'string' && stored.startsWith(TRACKER_ID_PREFIX) && ID.test(stored) ? stored : null;
}

/**
 * The reader's ids in local storage (analytics consent only): the tracker id (`a_` + 32 hex,
 * a year from its creation) and the session id (`s_` + 32 hex, lapsing SESSION_TTL_MS after the
 * last event: every event extends it). Where storage is blocked the ids live as long as the page.
 */
export class TrackerIdentity {
  private trackerIdInPage: string | undefined;
  private session: { id: string; expiry: number } | undefined;

  trackerId(): string {
    const stored = readTrackerId();
    if (stored) return (this.trackerIdInPage = stored);
    const id = (this.trackerIdInPage ??= `${TRACKER_ID_PREFIX}${randomId()}`);
    storageSet(TRACKER_ID_KEY, id, { expiresInMs: TRACKER_ID_TTL_MS });
    return id;
  }

  /** The current session id, extended for another SESSION_TTL_MS (call it once per event). */
  sessionId(): string {
    const now = Date.now();
    const stored = storageGet<string>(SESSION_ID_KEY);
    // The page's copy lapses with the stored one (same expiry), so it stands in only where storage is blocked.
    const id = typeof stored === 'string' && ID.test(stored) ? stored : this.session && this.session.expiry > now ? this.session.id : `s_${randomId()}`;
    this.session = { id, expiry: now + SESSION_TTL_MS };
    storageSet(SESSION_ID_KEY, id, { expiresInMs: SESSION_TTL_MS });
    return id;
  }
}
