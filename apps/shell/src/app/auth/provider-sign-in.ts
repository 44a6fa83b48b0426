import type { SignInConfig } from '@meydan/shared/contracts';
import { authApi, type AppDispatch } from '@meydan/shared/data-access/store';
import { randomOAuthValue, safeReturnPath, saveOAuthRoundTrip } from '@meydan/shared/util/cookies';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { LOGIN_QUERY_PARAM } from './login-query';

export type GoogleSignIn = NonNullable<SignInConfig['google']>;
export type FacebookSignIn = NonNullable<SignInConfig['facebook']>;

/**
 * Leaving the site for the provider. An object so specs can replace `assign` (jsdom cannot
 * navigate); the flows never call `window.location` directly.
 */
export const siteExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Provider pages come from configuration and the API; only http(s) addresses are ever followed. */
function providerUrl(address: string): URL {
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Refusing a provider address with ${url.protocol}`);
  return url;
}

/**
 * Where the visitor returns after signing in: the page they are on, without the `?login=1`
 * that opened the dialog (it would open again) and without the fragment. `/auth/*` pages and
 * anything unsafe fall back to the home page (see safeReturnPath).
 */
export function currentReturnPath(): string {
  const params = new URLSearchParams(window.location.search);
  params.delete(LOGIN_QUERY_PARAM);
  const query = params.toString();
  return safeReturnPath(`${window.location.pathname}${query ? `?${query}` : ''}`);
}

/** The callback address the provider sends the visitor back to, on this origin (edition host). */
function callbackUrl(edition: Edition, routeId: string): string {
  return `${window.location.origin}${routePath(edition, routeId)}`;
}

/** OpenID Connect implicit flow (`response_type=id_token`): works with any OpenID provider, no provider script. */
export function googleAuthorizeUrl(config: GoogleSignIn, redirectUri: string, state: string, nonce: string): string {
  const url = providerUrl(config.authorizationEndpoint);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

/** Facebook's login dialog with a user access token in the fragment (`response_type=token`). */
export function facebookDialogUrl(config: FacebookSignIn, redirectUri: string, state: string): string {
  const url = providerUrl(config.dialogUrl);
  url.searchParams.set('client_id', config.appId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', 'email');
  url.searchParams.set('state', state);
  return url.toString();
}

/** Saves `{state, nonce, returnTo}` (10 minutes) and leaves for Google. Throws on a broken configuration. */
export function startGoogleSignIn(config: GoogleSignIn, edition: Edition, returnTo: string): void {
  const state = randomOAuthValue();
  const nonce = randomOAuthValue();
  const target = googleAuthorizeUrl(config, callbackUrl(edition, 'social.auth.google-callback'), state, nonce);
  saveOAuthRoundTrip('google', { state, nonce, returnTo });
  siteExit.assign(target);
}

/** Saves `{state, returnTo}` (10 minutes) and leaves for Facebook. Throws on a broken configuration. */
export function startFacebookSignIn(config: FacebookSignIn, edition: Edition, returnTo: string): void {
  const state = randomOAuthValue();
  const target = facebookDialogUrl(config, callbackUrl(edition, 'social.auth.facebook-callback'), state);
  saveOAuthRoundTrip('facebook', { state, returnTo });
  siteExit.assign(target);
}

/**
 * OAuth 1.0a: a request token from the API, its secret kept in the SPEC §9 Twitter secret cookie
 * (with the token, which the callback must match, and the return path), then Twitter's authorize
 * page. Rejects with the API's error (not configured, unreachable, too many requests).
 */
export async function startTwitterSignIn(dispatch: AppDispatch, returnTo: string): Promise<void> {
  const issued = await dispatch(authApi.endpoints.twitterRequestToken.initiate()).unwrap();
  const target = providerUrl(issued.authorizeUrl).toString();
  saveOAuthRoundTrip('twitter', { oauthToken: issued.oauthToken, oauthTokenSecret: issued.oauthTokenSecret, returnTo });
  siteExit.assign(target);
}

/** `/auth/*` pages (callbacks, e-mailed links) show no sign-in or verification prompt. */
export function isAuthPage(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}
