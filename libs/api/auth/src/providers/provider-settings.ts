import { FACEBOOK_DIALOG_URL, FACEBOOK_GRAPH_URL } from './facebook-sign-in';
import { GOOGLE_ISSUER } from './google-sign-in';
import type { IdentityProviderSettings } from './identity-providers';
import { TWITTER_API_URL } from './twitter-sign-in';

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const text = value(env, name) ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not "${text}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, not "${text}"`);
  return text.replace(/\/+$/, '');
}

/** Both of a credential pair, or neither: half a configuration is a mistake that must stop the start. */
function pair(env: NodeJS.ProcessEnv, first: string, second: string): [string, string] | undefined {
  const a = value(env, first);
  const b = value(env, second);
  if (!a && !b) return undefined;
  if (!a || !b) throw new Error(`${first} and ${second} must be set together`);
  return [a, b];
}

/**
 * The sign-in providers from the environment (apps/api/README.md): GOOGLE_CLIENT_ID (+ GOOGLE_ISSUER),
 * FACEBOOK_APP_ID + FACEBOOK_APP_SECRET (+ FACEBOOK_GRAPH_URL, FACEBOOK_DIALOG_URL),
 * TWITTER_CONSUMER_KEY + TWITTER_CONSUMER_SECRET (+ TWITTER_API_URL). Unset: that provider is off.
 */
export function identityProviderSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityProviderSettings {
  const settings: IdentityProviderSettings = {};
  const googleClientId = value(env, 'GOOGLE_CLIENT_ID');
  if (googleClientId) settings.google = { clientId: googleClientId, issuer: url(env, 'GOOGLE_ISSUER', GOOGLE_ISSUER) };
  const facebook = pair(env, 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET');
  if (facebook) {
    settings.facebook = {
      appId: facebook[0],
      appSecret: facebook[1],
      graphUrl: url(env, 'FACEBOOK_GRAPH_URL', FACEBOOK_GRAPH_URL),
      dialogUrl: url(env, 'FACEBOOK_DIALOG_URL', FACEBOOK_DIALOG_URL),
    };
  }
  const twitter = pair(env, 'TWITTER_CONSUMER_KEY', 'TWITTER_CONSUMER_SECRET');
  if (twitter) settings.twitter = { consumerKey: twitter[0], consumerSecret: twitter[1], apiUrl: url(env, 'TWITTER_API_URL', TWITTER_API_URL) };
  return settings;
}
