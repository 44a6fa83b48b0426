/** @meydan/shared/ads-stand-in — a local ad server for `npm start`, e2e and specs (node only). */
export { type AdStandIn, createAdStandIn, type RecordedAdRequest } from './lib/ad-server';
export { ADVERTISERS } from './lib/creatives';
