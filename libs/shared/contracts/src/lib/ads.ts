/**
 * The ad server protocol Meydan's pages speak (issue 19): the local stand-in
 * (@meydan/shared/ads-stand-in) implements it for development and tests; production points
 * AD_SERVER_URL at an ad server (or an adapter in front of one) that answers the same way.
 *
 * GET  {server}/serve?slot&sizes=WxH,WxH&edition&device&section&tags&npa=1|0[&aid]
 *      200 AdServeResponse, or 204 when no ad fills the slot. `npa=1` asks for a
 *      non-personalised (contextual) ad: the page sends no advertising id with it.
 * GET  {server}/creative/{id}?w&h   the creative, an HTML page shown in a sandboxed frame.
 * POST {server}/events              AdEventReport (sendBeacon, text/plain JSON).
 */
export interface AdServeResponse {
  id: string;
  /** The creative's address (absolute), framed as it is. */
  url: string;
  width: number;
  height: number;
  advertiser: string;
}

/** SPEC §4: the interstitial reports how it was closed; every filled slot reports an impression. */
export const AD_EVENT_TYPES = ['impression', 'outside_click', 'close_click'] as const;
export type AdEventType = (typeof AD_EVENT_TYPES)[number];

export interface AdEventReport {
  type: AdEventType;
  slot: string;
  creativeId: string;
  edition: string;
}
