import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * OAuth 1.0a HMAC-SHA1 signatures (RFC 5849 §3.4), written here with node:crypto alone so the
 * Twitter stand-in checks the API's signing library independently: a bug in one cannot hide
 * behind the same bug in the other.
 */

/** RFC 5849 §3.6: unreserved characters stay, everything else is %XX of its UTF-8 bytes, upper case. */
export function oauthPercentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The parameters of an `Authorization: OAuth k="v", …` header, decoded; null when it is not one. */
export function parseOAuthHeader(header: string | undefined): Map<string, string> | null {
  if (!header || !/^OAuth\s/i.test(header)) return null;
  const params = new Map<string, string>();
  const pattern = /([A-Za-z0-9_.%~-]+)="([^"]*)"/g;
  for (const match of header.slice(6).matchAll(pattern)) {
    try {
      params.set(decodeURIComponent(match[1] as string), decodeURIComponent(match[2] as string));
    } catch {
      return null;
    }
  }
  return params;
}

/** RFC 5849 §3.4.1.3.2: every parameter encoded, sorted by name then value, joined with & and =. */
export function normalizedParameters(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs
    .map(([name, value]) => [oauthPercentEncode(name), oauthPercentEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** RFC 5849 §3.4.1.2: scheme and host lower case, the default port dropped, no query or fragment. */
export function baseStringUri(url: URL): string {
  const defaultPort = (url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443');
  const host = url.hostname.toLowerCase() + (url.port && !defaultPort ? `:${url.port}` : '');
  return `${url.protocol.toLowerCase()}//${host}${url.pathname}`;
}

export function signatureBaseString(method: string, url: URL, pairs: ReadonlyArray<readonly [string, string]>): string {
  return [method.toUpperCase(), oauthPercentEncode(baseStringUri(url)), oauthPercentEncode(normalizedParameters(pairs))].join('&');
}

export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  return createHmac('sha1', `${oauthPercentEncode(consumerSecret)}&${oauthPercentEncode(tokenSecret)}`).update(baseString).digest('base64');
}

export interface SignedRequest {
  method: string;
  /** The full request URL as the client addressed it (its query is signed). */
  url: URL;
  authorization: string | undefined;
  /** Parameters of an application/x-www-form-urlencoded body (signed too). */
  form?: URLSearchParams;
}

export type OAuthCheck = { ok: true; params: Map<string, string> } | { ok: false; reason: string };

/**
 * Checks an HMAC-SHA1 signed request: the header's protocol parameters (without realm and the
 * signature itself), the query and a form body make the base string; the key is the consumer
 * secret and the token secret (empty before a token exists).
 */
export function verifyOAuthRequest(request: SignedRequest, consumer: { key: string; secret: string }, tokenSecret: (token: string) => string | undefined): OAuthCheck {
  const params = parseOAuthHeader(request.authorization);
  if (!params) return { ok: false, reason: 'no OAuth Authorization header' };
  if (params.get('oauth_signature_method') !== 'HMAC-SHA1') return { ok: false, reason: 'signature method is not HMAC-SHA1' };
  const version = params.get('oauth_version');
  if (version !== undefined && version !== '1.0') return { ok: false, reason: 'oauth_version is not 1.0' };
  if (params.get('oauth_consumer_key') !== consumer.key) return { ok: false, reason: 'unknown consumer key' };
  const signature = params.get('oauth_signature');
  if (!signature || !params.get('oauth_nonce') || !params.get('oauth_timestamp')) return { ok: false, reason: 'missing signature, nonce or timestamp' };
  const token = params.get('oauth_token');
  const secret = token === undefined ? '' : tokenSecret(token);
  if (secret === undefined) return { ok: false, reason: 'unknown token' };
  const pairs: Array<[string, string]> = [
    ...[...params].filter(([name]) => name !== 'realm' && name !== 'oauth_signature'),
    ...request.url.searchParams,
    ...(request.form ?? []),
  ];
  const expected = Buffer.from(hmacSha1Signature(signatureBaseString(request.method, request.url, pairs), consumer.secret, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature mismatch' };
  return { ok: true, params };
}
