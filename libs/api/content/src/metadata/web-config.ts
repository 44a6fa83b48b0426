import { Value } from '@sinclair/typebox/value';
import { CONSENT_CATEGORIES, type FirebaseWebConfig, type SignInConfig, type WebConfig, WebConfigSchema } from '@meydan/shared/contracts';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, CONSENT_VERSION } from '@meydan/shared/util/cookies';
import { DEFAULT_EDITION, EDITION_LOCALES, EDITIONS, routePath, type Edition, type EditionOrigins } from '@meydan/shared/util/routing';

/** No social sign-in: what a deployment without provider credentials shows. */
export const SIGN_IN_OFF: SignInConfig = { google: null, facebook: null, twitter: false };

/**
 * The coded defaults of the web client configuration (SPEC §4, §9). Ads are on in every edition
 * but show only where the web tier has an ad server (AD_SERVER_URL) and the reader allowed
 * advertising; operators switch them off per edition with a client_config row
 * (`{"ads": {"enabled": false}}`). Push is on when
 * the API has a VAPID key (`vapidPublicKey`; configured, or derived outside production) or sends
 * through Firebase Messaging, and off otherwise. `signIn` comes from the API's provider
 * configuration, `firebase` from FIREBASE_WEB_CONFIG (null: no browser loads Firebase).
 */
export function defaultWebConfig(
  edition: Edition,
  origins: EditionOrigins,
  signIn: SignInConfig = SIGN_IN_OFF,
  vapidPublicKey: string | null = null,
  firebase: FirebaseWebConfig | null = null,
): WebConfig {
  const pushOn = vapidPublicKey !== null || firebase?.messaging === true;
  return {
    edition,
    editions: EDITIONS.map((code) => ({ code, locale: EDITION_LOCALES[code], origin: origins[code], isDefault: code === DEFAULT_EDITION })),
    features: {
      reactions: true,
      comments: true,
      messaging: true,
      notifications: true,
      vitrin: true,
      googleSignInPrompt: true,
      emailVerificationPrompt: true,
    },
    push: { enabled: pushOn, tokenCollectionDisabled: !pushOn, vapidPublicKey, tokenRefreshDays: 7, tokenExpiryDays: 15, snoozeDays: [1, 7, 15] },
    ads: {
      enabled: true,
      idleTimeoutMs: 2000,
      slots: [
        // No 250-high billboard: the room is kept from the first paint, and an empty 250 px box costs the page more than it earns.
        { name: 'masthead', divId: 'ad-masthead', sizes: [[970, 90], [728, 90]], device: 'desktop', refreshTimerMs: 20_000, collapse: true },
        { name: 'mobile-masthead', divId: 'ad-mobile-masthead', sizes: [[320, 100], [320, 50]], device: 'mobile', refreshTimerMs: 8000, collapse: true },
        { name: 'footer', divId: 'ad-footer', sizes: [[728, 90], [320, 50]], device: 'all', refreshTimerMs: 10_000, collapse: true },
        { name: 'article-inline', divId: 'ad-article-inline', sizes: [[300, 250], [336, 280]], device: 'all', refreshTimerMs: null, collapse: true },
        { name: 'interstitial', divId: 'ad-interstitial', sizes: [[320, 480], [300, 250]], device: 'all', refreshTimerMs: null, collapse: true },
      ],
      // §4: shown 5 s after the slot renders, closable after a 5 s countdown, about once per 33 min.
      interstitial: { enabled: true, delayMs: 5000, countdownMs: 5000, frequencyCapMs: 2_000_000 },
    },
    consent: {
      version: CONSENT_VERSION,
      cookieName: CONSENT_COOKIE,
      maxAgeDays: CONSENT_MAX_AGE / 86_400,
      categories: [...CONSENT_CATEGORIES],
      policyPath: routePath(edition, 'content.cookie-policy'),
    },
    tracking: { enabled: true, statusCacheSeconds: 300, readTimeCapMinutes: 10, retryMs: 10_000 },
    games: { catalogueVisible: true, leaderboardsEnabled: true, showDevOnly: false },
    signIn,
    firebase,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; arrays and scalars replace (an override lists the whole slot set). */
function mergeDeep(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = key in base ? mergeDeep(base[key], value) : value;
  return merged;
}

/**
 * An override may hide a sign-in provider in an edition, never switch one on or change its ids:
 * the API only accepts the credentials it is configured for, so any other button would fail.
 */
function restrictSignIn(deployment: SignInConfig, resolved: SignInConfig): SignInConfig {
  return {
    google: resolved.google === null ? null : deployment.google,
    facebook: resolved.facebook === null ? null : deployment.facebook,
    twitter: resolved.twitter && deployment.twitter,
  };
}

/**
 * Applies each override in order, keeping one only if the result is still a valid config, so a
 * typo in an operator's row costs that row (reported through onInvalid), never the whole site.
 * Unknown keys are dropped. `edition` and `editions` always describe the deployment itself;
 * `firebase` may be hidden in an edition (null) but never pointed at another project.
 */
export function resolveWebConfig(defaults: WebConfig, overrides: readonly unknown[], onInvalid: (override: unknown) => void = () => undefined): WebConfig {
  let config = defaults;
  for (const override of overrides) {
    const candidate = Value.Clean(WebConfigSchema, structuredClone(mergeDeep(config, override)));
    if (Value.Check(WebConfigSchema, candidate)) config = candidate;
    else onInvalid(override);
  }
  return {
    ...config,
    edition: defaults.edition,
    editions: defaults.editions,
    signIn: restrictSignIn(defaults.signIn, config.signIn),
    firebase: config.firebase === null ? null : defaults.firebase,
  };
}
