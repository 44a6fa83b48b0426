/** ARCHITECTURE §1 URL plan: the event collector, on the page's own origin in every deployment. */
export const COLLECTOR_EVENTS_URL = '/api/collector/events';
/** SPEC §7 collector `GET /status`: `{ collectorStatus }`. */
export const COLLECTOR_STATUS_URL = '/api/collector/status';

/**
 * What the tracker keeps in local storage (only with analytics consent, through the storage
 * wrapper: `{ version, data, expiry }`), all removed the moment that consent is withdrawn (the
 * cookie policy lists them: libs/shared/contracts/src/documents):
 * - the tracker id (`a_…`, SPEC §9), the anonymous reader's `userId`; other features read it
 *   with `readTrackerId()`;
 * - the session id, which lapses after SESSION_TTL_MS without an event;
 * - the collector's last status, kept COLLECTOR_STATUS_MAX_AGE_SECONDS so the next pages of a
 *   visit do not ask again.
 */
export const TRACKER_ID_KEY = 'meydan:tracker-id';
export const SESSION_ID_KEY = 'meydan:tracker-session';
export const COLLECTOR_STATUS_KEY = 'meydan:collector-status';
export const TRACKER_STORAGE_KEYS = [TRACKER_ID_KEY, SESSION_ID_KEY, COLLECTOR_STATUS_KEY] as const;

/** SPEC §9: a session lasts 3600 s, counted from the reader's last event. */
export const SESSION_TTL_MS = 3600 * 1000;
/**
 * A tracker id lives a year from its creation and is never extended (the CNIL's 13-month ceiling
 * for audience measurement identifiers); the next event after that gets a new one.
 */
export const TRACKER_ID_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** SPEC §9: a failed send is retried (the same event) after 10 s. */
export const TRACKER_RETRY_MS = 10_000;
/** SPEC §9: scroll depth is measured at most every 200 ms while scrolling, and 150 ms after it stops. */
export const SCROLL_THROTTLE_MS = 200;
export const SCROLL_DEBOUNCE_MS = 150;

/** SPEC §9: the default organization and product. */
export const TRACKING_ORGANIZATION = 'meydan';
export const TRACKING_PRODUCT = 'meydan';

/**
 * When an article counts as read to its end (`item_read_complete`): the end of its body has been
 * on screen and the reader has spent enough engaged time (page visible and focused) on it: 30 %
 * of the time its words take at 250 words a minute, at least 10 s and at most 60 s. A reader who
 * flings to the bottom of a long story has not read it; one who reads a short item has.
 */
export const READ_COMPLETE = { wordsPerMinute: 250, share: 0.3, minEngagedMs: 10_000, maxEngagedMs: 60_000 } as const;
