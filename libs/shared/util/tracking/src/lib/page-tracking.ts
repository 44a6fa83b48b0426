import type { ShareChannel, TrackingEvent } from '@meydan/shared/contracts';
import { type ConsentState, hasConsent, onConsentChange, readConsent } from '@meydan/shared/util/cookies';
import { TRACKER_STORAGE_KEYS } from './constants';
import { pushDataLayer, type UserAction } from './data-layer';
import { articleEvent, isTrackingAllowed, itemEvent, sendTrackingEvent, whenVisible } from './tracking';

/**
 * The page's one entry to reading analytics, for the boot loader, the shell and every remote.
 * The tracker itself (queue, ids, scroll depth, engaged time; tracker/) is a separate small
 * script the boot loader adds at idle, only with analytics consent, because most readers never
 * load the app. Everything here is light and decides per call:
 * - not allowed (a bot, the no-tracking flag): nothing;
 * - analytics consent: the command goes to the tracker, or waits on the page for it (its script
 *   is added at idle); one tracker per page, found through `window.__meydanTracking`;
 * - no consent (refused or not chosen yet): only the anonymous counts run: an article's
 *   `item_read` and `item_share` go out by beacon with no session id, no tracker id and nothing
 *   stored in the browser (the collector counts them with a daily-salted hash).
 */

export type TrackerCommand =
  /** One event, sent as it is (the tracker adds the reader, session, device and clock). */
  | { kind: 'event'; event: TrackingEvent }
  /**
   * An article shown (and visible): `item_read`, then scroll depth, engaged time and
   * read-complete until its body leaves the page or another article is read.
   */
  | { kind: 'read'; legacyId: number }
  /** Another page was shown by client navigation: the tracker looks for its impressions. */
  | { kind: 'page' };

/** What the tracker script registers on the page. */
export interface TrackerHandle {
  run(command: TrackerCommand): void;
}

export interface PageTracking {
  /** Commands given with consent before the tracker script ran, in order. */
  commands: TrackerCommand[];
  tracker?: TrackerHandle;
  /** Starts the tracker again without reloading its script (consent given back on the same page). */
  install?: () => void;
  /** The tracker script was asked for. */
  requested?: boolean;
  /** The article on screen and whether its `item_read` went out; a tracker that starts later adopts it. */
  reading?: { legacyId: number; sent: boolean };
  /** The signed-in member (the shell keeps it current); events carry it instead of the tracker id. */
  userId?: string;
  /** This page and the one before it, as the browser gave them (the tracker keeps only `pageAddress` of them). */
  url: string;
  referrer: string;
}

export const PAGE_TRACKING_KEY = '__meydanTracking';
type TrackingWindow = Window & { [PAGE_TRACKING_KEY]?: PageTracking };

/** An address without its query and fragment: what a referrer may say about the reader. */
export function pageAddress(href: string): string {
  try {
    const url = new URL(href);
    return /^https?:$/.test(url.protocol) ? `${url.origin}${url.pathname}`.slice(0, 2048) : '';
  } catch {
    return '';
  }
}

export function pageTracking(): PageTracking {
  const target = window as TrackingWindow;
  return (target[PAGE_TRACKING_KEY] ??= { commands: [], url: location.href, referrer: document.referrer });
}

const analytics = () => hasConsent('analytics');
/** Events the collector counts for everyone (views and shares of articles). */
const counted = (event: TrackingEvent) => event.event.itemType === 'article' && (event.event.type === 'item_read' || event.event.type === 'item_share');
/** The anonymous form of an event: the event part only. */
const anonymous = (event: TrackingEvent): TrackingEvent => ({ event: event.event });

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 1);
}

/**
 * Adds the tracker script once, at idle (the server names it on the boot loader: `data-tracker`),
 * or starts the already loaded tracker again. Only with analytics consent.
 */
export function loadTracker(): void {
  const state = pageTracking();
  if (state.tracker || !isTrackingAllowed() || !analytics()) return;
  if (state.install) return state.install();
  const src = document.querySelector<HTMLScriptElement>('script[data-tracker]')?.dataset['tracker'];
  if (state.requested || !src) return;
  state.requested = true;
  whenIdle(() => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  });
}

/**
 * The tab is hidden (the reader may be leaving) before the tracker script ran: the views and
 * shares waiting for it are counted anonymously at once, so a count never depends on it. The
 * rest keeps waiting.
 */
function countWaitingOnHide(): void {
  const state = pageTracking();
  if (state.tracker || document.visibilityState !== 'hidden') return;
  state.commands = state.commands.filter((command) => {
    if (command.kind === 'read') {
      sendTrackingEvent(articleEvent('item_read', command.legacyId));
      if (state.reading?.legacyId === command.legacyId) state.reading.sent = true;
      return false;
    }
    if (command.kind === 'event' && counted(command.event)) return !sendTrackingEvent(anonymous(command.event));
    return true;
  });
}

let hideListener = false;

/** Runs a command on the tracker, keeps it for the tracker, or counts it anonymously; false when nothing will be sent. */
function dispatch(command: TrackerCommand): boolean {
  if (!isTrackingAllowed()) return false;
  const state = pageTracking();
  if (state.tracker) {
    state.tracker.run(command);
    return true;
  }
  if (analytics()) {
    state.commands.push(command);
    if (!hideListener) {
      hideListener = true;
      document.addEventListener('visibilitychange', countWaitingOnHide);
    }
    loadTracker();
    return true;
  }
  if (command.kind === 'read') {
    const sent = sendTrackingEvent(articleEvent('item_read', command.legacyId));
    if (sent && state.reading?.legacyId === command.legacyId) state.reading.sent = true;
    return sent;
  }
  return command.kind === 'event' && counted(command.event) && sendTrackingEvent(anonymous(command.event));
}

/**
 * An article is on screen: its `item_read` goes out once the tab is visible (a background or
 * prerendered tab is not a read yet); with consent the tracker then follows the reading until
 * the article's body leaves the page or another article is read. Returns the function that
 * cancels a read still waiting for the tab to be shown (the page shows something else first).
 */
export function trackArticleRead(legacyId: number): () => void {
  if (!isTrackingAllowed()) return () => undefined;
  const state = pageTracking();
  state.reading = { legacyId, sent: false };
  const cancel = whenVisible(() => dispatch({ kind: 'read', legacyId }));
  return () => {
    cancel();
    if (state.reading?.legacyId === legacyId && !state.reading.sent) state.reading = undefined;
  };
}

/** Sends one event (with consent through the tracker's queue); returns whether it will be sent. */
export function trackEvent(event: TrackingEvent): boolean {
  return dispatch({ kind: 'event', event });
}

/**
 * Something the reader did (react, like, comment, write, follow, search…): the collector's
 * event and the data layer's `user_actions`, both only with analytics consent.
 */
export function trackUserAction(event: TrackingEvent, action: UserAction, label: string): boolean {
  const sent = trackEvent(event);
  pushDataLayer({ event: 'user_actions', action, label });
  return sent;
}

/** A search shown (SPEC §3 `item_search`, data layer `search_interaction`): only with analytics consent. */
export function trackSearch(tab: 'content' | 'tag' | 'user', query: string): boolean {
  const sent = trackEvent(itemEvent('item_search', 'home', tab, { metadata: { query: query.slice(0, 256) } }));
  pushDataLayer({ event: 'search_interaction', action: 'search', search_term: query, search_tab: tab });
  return sent;
}

/** An article shared on a channel: counted with or without consent. */
export function trackArticleShare(legacyId: number, network: ShareChannel): boolean {
  return trackEvent(articleEvent('item_share', legacyId, { network }));
}

/** The signed-in member, or undefined after sign-out (the shell calls it). */
export function identifyReader(userId: string | undefined): void {
  if (typeof window !== 'undefined') pageTracking().userId = userId;
}

/**
 * Brings the page's address up to date after client navigation: the page before becomes the
 * referrer. Idempotent (the tracker calls it before a read too: a page's effects run before the
 * shell's).
 */
export function syncPageAddress(state: PageTracking = pageTracking()): void {
  if (pageAddress(location.href) === pageAddress(state.url)) return;
  state.referrer = state.url;
  state.url = location.href;
}

/** Client navigation showed another page (the shell calls it once the page is on screen). */
export function notePageChange(): void {
  syncPageAddress();
  dispatch({ kind: 'page' });
}

/** Deletes every id and status the tracker stored (analytics consent withdrawn or lapsed). */
export function forgetTrackerIds(): void {
  try {
    for (const key of TRACKER_STORAGE_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/**
 * The boot loader's part, on every page: the tracker loads (at idle) when analytics consent is
 * there or given later; without it, any id left from an earlier consent is deleted. Returns the
 * function that stops following consent changes.
 */
export function startPageTracking(): () => void {
  pageTracking(); // this page's address and referrer, before any client navigation
  const follow = (state: ConsentState | null) => {
    if (hasConsent('analytics', state)) loadTracker();
    // Only a choice can withdraw analytics: with none yet (a first visit, the banner's new
    // version) nothing was stored since, and nothing reads what an older consent left. So a
    // first visit never opens localStorage, whose first access is a synchronous open (~13 ms
    // on a fast machine). The next choice deletes the ids if it does not allow analytics.
    else if (state) forgetTrackerIds();
  };
  whenIdle(() => follow(readConsent()));
  return onConsentChange(follow);
}
