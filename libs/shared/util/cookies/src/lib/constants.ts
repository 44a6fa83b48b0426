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
/** Session cookie: the interstitial shows at most once about every 2,000,000 ms (§4). */
export const INTERSTITIAL_COOKIE = 'o-interstitial';
export const INTERSTITIAL_INTERVAL_MS = 2_000_000;
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * DAY;

/** §4: with neither token present, start-up clears every cookie except these. */
export const STARTUP_KEPT_COOKIES: readonly string[] = [TWITTER_SECRET_COOKIE, GOOGLE_STATE_COOKIE, INTERSTITIAL_COOKIE];

/**
 * SPEC §4 no-tracking dev flag: `?notp` in a page address turns tracking off and is remembered
 * in this cookie for 30 days (`?notp=0` turns it back on). Readable by scripts and the API.
 */
export const NO_TRACKING_FLAG = 'notp';
export const NO_TRACKING_COOKIE = 'notp';
export const NO_TRACKING_MAX_AGE = 30 * DAY;

/** SPEC §9: the auth token counts as expired this long before its `exp`, so no call leaves with a token about to lapse. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

/**
 * Reader preferences, not session state: the edition language and the no-tracking flag survive
 * logout and the start-up clean-up, or logging out would switch the language back and start
 * tracking a reader who asked not to be tracked.
 */
export const PREFERENCE_COOKIES: readonly string[] = [LOCALE_COOKIE, NO_TRACKING_COOKIE];

/** What start-up (no session) and logout leave in place: the SPEC §4 list plus the preferences. */
export const SIGNED_OUT_KEPT_COOKIES: readonly string[] = [...STARTUP_KEPT_COOKIES, ...PREFERENCE_COOKIES];
