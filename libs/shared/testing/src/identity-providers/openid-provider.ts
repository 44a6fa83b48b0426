import { createHash, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { type ListenOptions, listen, readForm, redirect, redirectAllowed, sendErrorPage, sendFormPage, sendJson } from './http-kit';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface OpenIdProviderOptions extends ListenOptions {
  /** The only client id the authorization endpoint accepts (the API's GOOGLE_CLIENT_ID). */
  clientId: string;
  /** Redirect URIs the authorization endpoint may send tokens to (origin + path prefix each). */
  allowedRedirects: readonly string[];
  /** Prefilled on the sign-in form when the request has no login_hint. */
  defaultUser?: { email: string; name: string };
  /** Clock of minted tokens (ms); tests that move the API's clock pass the same one. */
  now?: () => number;
}

export interface MintOptions {
  /** 'foreign' signs with a key the provider never published, under the provider's key id: a forgery. */
  signWith?: 'provider' | 'foreign';
  /** Header `alg` (the provider's RSA key signs RS256; ES256 uses its EC key, also published). */
  alg?: 'RS256' | 'ES256';
}

export interface OpenIdProvider {
  /** Base URL, which is also the issuer (`iss`). */
  url: string;
  issuer: string;
  clientId: string;
  authorizationEndpoint: string;
  /**
   * A signed ID token for API tests: by default for `clientId`, issued now, one hour valid, with
   * a verified address. Any claim can be overridden (undefined removes it).
   */
  mintIdToken(claims?: Record<string, unknown>, options?: MintOptions): Promise<string>;
  /** The `sub` the provider gives an address (stable, like a real provider's account id). */
  subjectFor(email: string): string;
  /** While on, every endpoint answers 503 (a provider outage). */
  setOutage(down: boolean): void;
  stop(): Promise<void>;
}

interface Keys {
  rsa: { kid: string; privateKey: SigningKey; jwk: JWK };
  ec: { kid: string; privateKey: SigningKey; jwk: JWK };
  foreign: SigningKey;
}

async function keyPair(alg: 'RS256' | 'ES256') {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

/**
 * A local OpenID provider speaking the real protocol, in place of Google: discovery, a JWKS
 * with keys made at start, and an implicit-flow authorization endpoint (response_type=id_token,
 * fragment response with state and nonce) whose "sign in as" page is a plain form.
 */
export async function startOpenIdProvider(options: OpenIdProviderOptions): Promise<OpenIdProvider> {
  const now = options.now ?? Date.now;
  const keys: Keys = { rsa: await keyPair('RS256'), ec: await keyPair('ES256'), foreign: (await generateKeyPair('RS256')).privateKey };
  const defaultUser = options.defaultUser ?? { email: 'ayse.yilmaz@example.com', name: 'Ayşe Yılmaz' };
  let outage = false;
  let issuer = '';

  const subjectFor = (email: string) => BigInt(`0x${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 15)}`).toString();

  async function mintIdToken(claims: Record<string, unknown> = {}, mint: MintOptions = {}): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    const email = typeof claims['email'] === 'string' ? claims['email'] : defaultUser.email;
    const merged: Record<string, unknown> = {
      iss: issuer,
      aud: options.clientId,
      sub: subjectFor(email),
      email,
      email_verified: true,
      name: defaultUser.name,
      iat: issuedAt,
      exp: issuedAt + 3600,
      ...claims,
    };
    const payload = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as JWTPayload;
    const alg = mint.alg ?? 'RS256';
    const key = alg === 'ES256' ? keys.ec : keys.rsa;
    const signingKey = mint.signWith === 'foreign' ? keys.foreign : key.privateKey;
    return new SignJWT(payload).setProtectedHeader({ alg: mint.signWith === 'foreign' ? 'RS256' : alg, kid: key.kid, typ: 'JWT' }).sign(signingKey);
  }

  /** The authorization request's parameters, or why it is refused (never redirected: the target is not trusted yet). */
  function authorizationRequest(params: URLSearchParams): { error: string } | { redirectUri: string; state: string; nonce: string } {
    if (params.get('client_id') !== options.clientId) return { error: 'Unknown client_id.' };
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!redirectAllowed(redirectUri, options.allowedRedirects)) return { error: 'redirect_uri is not registered for this client.' };
    if (params.get('response_type') !== 'id_token') return { error: 'Only response_type=id_token is supported.' };
    const nonce = params.get('nonce') ?? '';
    if (nonce === '') return { error: 'nonce is required for the implicit flow.' };
    return { redirectUri, state: params.get('state') ?? '', nonce };
  }

  function sendSignInPage(response: ServerResponse, params: URLSearchParams): void {
    const checked = authorizationRequest(params);
    if ('error' in checked) return sendErrorPage(response, 400, checked.error);
    const hint = params.get('login_hint') ?? '';
    return sendFormPage(response, {
      title: 'Sign in to the test identity provider',
      action: '/authorize',
      hidden: { client_id: options.clientId, redirect_uri: checked.redirectUri, response_type: 'id_token', state: checked.state, nonce: checked.nonce },
      fields: [
        { name: 'email', label: 'E-mail', value: hint.includes('@') ? hint : defaultUser.email, type: 'email' },
        { name: 'name', label: 'Name', value: defaultUser.name },
        { name: 'email_verified', label: 'E-mail verified', value: 'true', type: 'checkbox' },
      ],
      submit: 'Sign in',
    });
  }

  const server = await listen(options, async (request, response, url) => {
    if (outage) return sendJson(response, 503, { error: 'temporarily_unavailable' });
    if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return sendJson(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['id_token'],
        response_modes_supported: ['fragment'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256', 'ES256'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['sub', 'email', 'email_verified', 'name', 'nonce'],
      });
    }
    if (request.method === 'GET' && url.pathname === '/jwks') return sendJson(response, 200, { keys: [keys.rsa.jwk, keys.ec.jwk] });
    if (request.method === 'GET' && url.pathname === '/authorize') return sendSignInPage(response, url.searchParams);
    if (request.method === 'POST' && url.pathname === '/authorize') {
      const form = await readForm(request);
      const checked = authorizationRequest(form);
      if ('error' in checked) return sendErrorPage(response, 400, checked.error);
      const email = (form.get('email') ?? '').trim();
      if (!email.includes('@')) return sendErrorPage(response, 400, 'Enter an e-mail address.');
      const idToken = await mintIdToken({ email, name: form.get('name') || undefined, email_verified: form.get('email_verified') === 'true', nonce: checked.nonce });
      const fragment = new URLSearchParams({ id_token: idToken, token_type: 'Bearer', state: checked.state });
      return redirect(response, `${checked.redirectUri.split('#')[0]}#${fragment}`);
    }
    return sendJson(response, 404, { error: 'not_found' });
  });
  issuer = server.url;

  return {
    url: server.url,
    issuer,
    clientId: options.clientId,
    authorizationEndpoint: `${issuer}/authorize`,
    mintIdToken,
    subjectFor,
    setOutage: (down) => {
      outage = down;
    },
    stop: server.stop,
  };
}
