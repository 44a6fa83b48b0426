/**
 * The reading tracker's plain values (SPEC §3 tracking event, §9 tracker constants), without
 * TypeBox: the tracker that runs on a reader's page takes them from
 * `@meydan/shared/contracts/constants`; tracking.schema.ts re-exports them for the API.
 */

/** Most events one collector request may carry (a reader's queue flushed at once). */
export const MAX_TRACKING_BATCH = 20;
/** SPEC §9: read time is whole minutes, capped at 10. */
export const MAX_READ_TIME_MINUTES = 10;

/** SPEC §9 scroll-rate thresholds: how far down an article's body a reader has come, in percent (`item_read_scroll`'s `metadata.depth`). */
export const READ_SCROLL_DEPTHS = [25, 50, 90, 100] as const;
export type ReadScrollDepth = (typeof READ_SCROLL_DEPTHS)[number];

/** SPEC §9 status cache: browsers, proxies and the tracker keep `GET /api/collector/status` this long. */
export const COLLECTOR_STATUS_MAX_AGE_SECONDS = 300;

/** SPEC §9 device codes, sent as `deviceType` (bots are never tracked, so `bot` never reaches the collector). */
export const TRACKER_DEVICE_TYPES = ['bot', 'ios_web', 'android_web', 'desktop'] as const;
export type TrackerDeviceType = (typeof TRACKER_DEVICE_TYPES)[number];

/** Whether an event added or took back something (a reaction, a like, a favourite, a follow). */
export const TRACKING_ACTIONS = ['add', 'remove'] as const;
export type TrackingAction = (typeof TRACKING_ACTIONS)[number];

/** SPEC §9: a tracker id (the anonymous reader's `userId`) starts with this. */
export const TRACKER_ID_PREFIX = 'a_';
