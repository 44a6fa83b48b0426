import { CONSENT_COOKIE } from './consent';
import { THEME_COOKIE } from './theme';
const DAY = 24 * 60 * 60;

/** SPEC §9 cookie names and lifetimes (seconds). */
export const AUTH_TOKEN_COOKIE = 'o-auth-token';
export const AUTH_TOKEN_MAX_AGE = 30 * DAY;
export const REFRESH_TOKEN_COOKIE = 'o-refresh-token';
export const REFRESH_TOKEN_MAX_AGE = 60 * DAY;
export const TWITTER_SECRET_COOKIE = 'o-twitter-secret';
export const TWITTER_SECRET_MAX_AGE = 30 * DAY;
/** OAuth `state` of the Google sign-in round trip; only needs to outlive it. */
export const GOOGLE_STATE_COOKIE = 'o-google-state';
export const GOOGLE_STATE_MAX_AGE = 10 * 60;
/** OAuth `state` of the Facebook sign-in round trip; like Google's, it only needs to outlive it. */
export const FACEBOOK_STATE_COOKIE = 'o-facebook-state';
export const FACEBOOK_STATE_MAX_AGE = 10 * 60;
/** Session cookie: the interstitial shows at most once about every 2,000,000 ms (§4). */
export const INTERSTITIAL_COOKIE = 'o-interstitial';
export const INTERSTITIAL_INTERVAL_MS = 2_000_000;
/*
 * SPEC §9's `locale` cookie (365 days) is not used: it remembers the interface language of a site
 * that serves several languages at one address, and each Meydan edition has its own host, whose
 * language is the edition's (SPEC §1). A cookie would have nothing to choose, so the cookie policy
 * does not list one either.
 */

/**
 * §4: with neither token present, start-up clears every cookie except these. The Facebook state
 * joins the SPEC's list for the reason Google's is on it: the visitor comes back from the
 * provider signed out, and start-up must not wipe the state before the callback page reads it.
 */
export const STARTUP_KEPT_COOKIES: readonly string[] = [TWITTER_SECRET_COOKIE, GOOGLE_STATE_COOKIE, FACEBOOK_STATE_COOKIE, INTERSTITIAL_COOKIE];

/**
 * SPEC §4 no-tracking dev flag: `?notp` in a page address turns tracking off and is remembered
 * in this cookie for 30 days (`?notp=0` turns it back on). Readable by scripts and the API.
 */
export const NO_TRACKING_FLAG = 'notp';
export const NO_TRACKING_COOKIE = 'notp';
export const NO_TRACKING_MAX_AGE = 30 * DAY;

/**
 * Premium members (SPEC §6): `1` while the signed-in member is premium, absent otherwise.
 * Script-readable and only a hint, so the server can leave out the space it would reserve for
 * ads that will never come; whether ads show is decided from the current user. Set and removed
 * by the store as the member loads or leaves, and gone with the signed-out clean-up and logout
 * (it is not one of the kept cookies). It lives as long as a session can; the server believes it
 * only beside a session cookie (hasNoAdsHint), since pages without one may be shared.
 */
export const NO_ADS_COOKIE = 'm-noads';
export const NO_ADS_MAX_AGE = REFRESH_TOKEN_MAX_AGE;

/** SPEC §9: the auth token counts as expired this long before its `exp`, so no call leaves with a token about to lapse. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

/**
 * SPEC §4 push permission: a refused push alert sets this cookie for 1, then 7, then 15 days; the
 * alert stays away while it exists. Its value is the snooze in days (informational only).
 */
export const PUSH_SNOOZE_COOKIE = 'o-push-snooze';

/**
 * Reader preferences, not session state: the no-tracking flag, the push alert's snooze, the
 * cookie consent and the colour theme survive logout and the start-up clean-up, or logging out
 * would start tracking a reader who asked not to be tracked, ask again for push, ask for consent
 * again, or turn the lights back on.
 */
export const PREFERENCE_COOKIES: readonly string[] = [NO_TRACKING_COOKIE, PUSH_SNOOZE_COOKIE, CONSENT_COOKIE, THEME_COOKIE];

/**
 * SPEC §1 anonymous sign-in (English entertainment sections): the API's signed anonymous
 * identity, httpOnly so no page script can read or replace it, and a script-readable marker
 * (value: the identity's expiry in epoch seconds, same lifetime) that tells the shell the
 * sign-in is done, since it cannot see the httpOnly cookie. Both are set by POST /auth/anonymous.
 */
export const ANONYMOUS_TOKEN_COOKIE = 'o-anon-token';
export const ANONYMOUS_MARKER_COOKIE = 'o-anon';
export const ANONYMOUS_TOKEN_MAX_AGE = 365 * DAY;

/**
 * The anonymous identity outlives the signed-out clean-up and logout: it stands for the browser,
 * not for a member (it is never a member credential), and the clean-up runs on every signed-out
 * page load, so dropping the marker would make the shell ask for the identity again on each
 * visit. The token itself is httpOnly and out of a script's reach anyway.
 */
export const ANONYMOUS_IDENTITY_COOKIES: readonly string[] = [ANONYMOUS_TOKEN_COOKIE, ANONYMOUS_MARKER_COOKIE];

/** What start-up (no session) and logout leave in place: the SPEC §4 list, the preferences and the anonymous identity. */
export const SIGNED_OUT_KEPT_COOKIES: readonly string[] = [...STARTUP_KEPT_COOKIES, ...PREFERENCE_COOKIES, ...ANONYMOUS_IDENTITY_COOKIES];
