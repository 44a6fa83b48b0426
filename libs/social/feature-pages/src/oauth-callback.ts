import type { ProviderLogin } from '@meydan/shared/data-access/store';
import type { OAuthProvider, OAuthRoundTrip } from '@meydan/shared/util/cookies';
import { formChecks } from './lazy/form-checks-loader';

/** Why a callback cannot sign the visitor in; each has its own text (social `oauth.failure.*` or common errors). */
export type CallbackFailure = 'cancelled' | 'stateMismatch' | 'providerError';

export type CallbackResolution = { ok: true; login: ProviderLogin; returnTo: string } | { ok: false; reason: CallbackFailure; returnTo: string };

/** What the provider put on the callback address, read once before the address is cleaned. */
export interface CallbackAddress {
  search: string;
  hash: string;
}

/**
 * Query and fragment together: Google and Facebook answer in the fragment (implicit flow), but
 * Facebook reports a refusal in the query; Twitter answers in the query. A fragment value wins.
 */
function paramsOf({ search, hash }: CallbackAddress): URLSearchParams {
  const merged = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  for (const [key, value] of fragment) merged.set(key, value);
  return merged;
}

/** OAuth 2 `error=access_denied` is the visitor pressing Cancel; any other error is the provider's. */
function oauth2Error(params: URLSearchParams): CallbackFailure | null {
  const error = params.get('error');
  if (error === null) return null;
  return error === 'access_denied' ? 'cancelled' : 'providerError';
}

/**
 * Decides what a callback page does with the address the provider sent the visitor to and the
 * round trip saved before leaving. The round trip must exist and match (`state` for Google and
 * Facebook, the request `oauth_token` for Twitter): otherwise the answer was not asked for by
 * this browser (or is stale) and nothing is spent. Synchronous, so the page can take the answer
 * off the address at once; the login it returns is checked with checkedLogin before it is sent.
 */
export function resolveCallback(provider: OAuthProvider, address: CallbackAddress, roundTrip: OAuthRoundTrip | null): CallbackResolution {
  const params = paramsOf(address);
  const returnTo = roundTrip?.returnTo ?? '/';
  if (provider === 'twitter') {
    if (params.has('denied')) return { ok: false, reason: 'cancelled', returnTo };
    const oauthToken = params.get('oauth_token');
    const oauthVerifier = params.get('oauth_verifier');
    if (!roundTrip || !oauthToken || roundTrip['oauthToken'] !== oauthToken) return { ok: false, reason: 'stateMismatch', returnTo };
    const body = { oauthToken, oauthTokenSecret: roundTrip['oauthTokenSecret'] ?? '', oauthVerifier: oauthVerifier ?? '' };
    return { ok: true, login: { provider, body }, returnTo };
  }
  const refused = oauth2Error(params);
  if (refused) return { ok: false, reason: refused, returnTo };
  const state = params.get('state');
  if (!roundTrip || !state || roundTrip['state'] !== state) return { ok: false, reason: 'stateMismatch', returnTo };
  if (provider === 'google') {
    const body = { token: params.get('id_token') ?? '', ...(roundTrip['nonce'] ? { nonce: roundTrip['nonce'] } : {}) };
    return { ok: true, login: { provider, body }, returnTo };
  }
  return { ok: true, login: { provider, body: { accessToken: params.get('access_token') ?? '' } }, returnTo };
}

/**
 * The login body checked with the API's contract (the provider's login schema; the checks are
 * fetched on demand, see form-checks-loader.ts): the login as sent, or null when the provider's
 * answer lacks what the API needs (a missing or oversized token).
 */
export async function checkedLogin(login: ProviderLogin): Promise<ProviderLogin | null> {
  const { validate, FacebookLoginBodySchema, GoogleLoginBodySchema, TwitterLoginBodySchema } = await formChecks.load();
  switch (login.provider) {
    case 'google':
      return validate(GoogleLoginBodySchema, login.body).ok ? login : null;
    case 'facebook':
      return validate(FacebookLoginBodySchema, login.body).ok ? login : null;
    case 'twitter':
      return validate(TwitterLoginBodySchema, login.body).ok ? login : null;
  }
}
