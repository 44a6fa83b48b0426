// The collector's anonymous path and the helpers every caller shares.
export * from './lib/tracking';
export * from './lib/constants';
// SPEC §3/§4 ad identifier (the ad slots read it).
export * from './lib/ad-identifier';
// The page's entry to reading analytics (boot loader, shell, remotes): light, decides per call.
export {
  forgetTrackerIds,
  identifyReader,
  loadTracker,
  notePageChange,
  PAGE_TRACKING_KEY,
  pageAddress,
  type PageTracking,
  pageTracking,
  startPageTracking,
  syncPageAddress,
  trackArticleRead,
  trackArticleShare,
  type TrackerCommand,
  type TrackerHandle,
  trackEvent,
  trackSearch,
  trackUserAction,
} from './lib/page-tracking';
export { type DataLayerEvent, pushDataLayer, type UserAction } from './lib/data-layer';
export { readTrackerId } from './lib/tracker/identity';
// The tracker itself: only the tracker script (apps/shell/src/client/tracker.ts) starts it.
export { installTracker, READ_BODY_ATTRIBUTE, Tracker, type TrackerOptions } from './lib/tracker/tracker';
