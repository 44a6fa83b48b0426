import type { TimePeriod, TrackingEvent, TrackingEventPart, TrackingEventType, TrackingItemType } from '@meydan/shared/contracts';
import { isTrackingDisabled } from '@meydan/shared/util/cookies';
import { isBot } from '@meydan/shared/util/device';
import { COLLECTOR_EVENTS_URL } from './constants';

/** SPEC §9 time periods on the reader's clock: n (before 6), m (6-12), a (12-18), e (18 on). */
export function timePeriodOf(date: Date): TimePeriod {
  const hour = date.getHours();
  if (hour < 6) return 'n';
  if (hour < 12) return 'm';
  return hour < 18 ? 'a' : 'e';
}

/** SPEC §5/§6: browser only, never for bots, never with the no-tracking flag (SPEC §4). */
export function isTrackingAllowed(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  return !isBot(navigator.userAgent) && !isTrackingDisabled();
}

/** An event about one item, stamped with the reader's clock; `base` names what the item belongs to (a comment's article). */
export function itemEvent(
  type: TrackingEventType,
  itemType: TrackingItemType,
  itemId: string,
  { metadata, base }: { metadata?: TrackingEventPart['metadata']; base?: TrackingEvent['base'] } = {},
): TrackingEvent {
  const now = new Date();
  return {
    event: { type, itemId, itemType, clientTimestamp: now.getTime(), timePeriod: timePeriodOf(now), ...(metadata ? { metadata } : {}) },
    ...(base ? { base } : {}),
  };
}

/** An event about one article (its legacy id), stamped with the reader's clock. */
export function articleEvent(type: TrackingEventType, legacyId: number, metadata?: TrackingEventPart['metadata']): TrackingEvent {
  return itemEvent(type, 'article', String(legacyId), { metadata });
}

/**
 * The anonymous counting path (no analytics consent): hands one event to the browser for the
 * collector and returns at once: sendBeacon survives the
 * reader leaving the page; where it is missing or refuses (queue full), a keepalive fetch does the
 * same. The answer is never read and a failure is swallowed, so tracking can never break a page.
 * Returns whether the event went out (false when tracking is not allowed or nothing could send).
 */
export function sendTrackingEvent(event: TrackingEvent): boolean {
  if (!isTrackingAllowed()) return false;
  try {
    const body = JSON.stringify(event);
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(COLLECTOR_EVENTS_URL, new Blob([body], { type: 'application/json' }))) return true;
    if (typeof fetch !== 'function') return false;
    fetch(COLLECTOR_EVENTS_URL, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls `callback` once the tab is visible: at once, or when a background (or prerendered) tab
 * is first shown. Returns a function that cancels the wait.
 */
export function whenVisible(callback: () => void): () => void {
  if (document.visibilityState !== 'hidden') {
    callback();
    return () => undefined;
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') return;
    document.removeEventListener('visibilitychange', onVisibility);
    callback();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}

/** Where the boot loader records the article whose first read it took over (see claimFirstRead). */
const FIRST_READ_KEY = '__meydanFirstRead';
type FirstReadWindow = Window & { [FIRST_READ_KEY]?: number };

/**
 * The boot loader (apps/shell/src/client/boot-loader.ts) sends the first article's `item_read`
 * itself, since the app may load much later or never (a reader who only reads). It claims the
 * read here, synchronously and before any app code runs, so the app's tracker skips it.
 */
export function claimFirstRead(legacyId: number): void {
  (window as FirstReadWindow)[FIRST_READ_KEY] = legacyId;
}

/** True once for the article the boot loader claimed: the app must not send that read again. */
export function takeFirstReadClaim(legacyId: number): boolean {
  const target = window as FirstReadWindow;
  if (target[FIRST_READ_KEY] !== legacyId) return false;
  delete target[FIRST_READ_KEY];
  return true;
}
