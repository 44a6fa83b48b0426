import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ProviderError } from './provider-error';
import { jsonObject, providerRequest } from './provider-http';
import { type ProviderIdentity, providerEmail, providerName, providerSubject } from './provider-identity';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
// Google's ID tokens carry the issuer with or without the scheme (its own documentation says so).
const GOOGLE_BARE_ISSUER = 'accounts.google.com';
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const CLOCK_TOLERANCE_S = 60;
// Google ID tokens live one hour; an older `iat` is a token kept around, not a fresh sign-in.
const MAX_TOKEN_AGE_S = 60 * 60;
const ALGORITHMS = ['RS256', 'ES256'];
// Key errors that say "this token does not fit the provider's keys", as opposed to "the keys could not be fetched".
const KEY_MISMATCH = [errors.JWKSNoMatchingKey, errors.JWKSMultipleMatchingKeys, errors.JOSEAlgNotAllowed, errors.JOSENotSupported];

export interface GoogleSettings {
  /** GOOGLE_CLIENT_ID: the OAuth client the ID tokens must be issued to (`aud`). */
  clientId: string;
  /** GOOGLE_ISSUER: the OpenID provider (default Google); a local stand-in in tests and e2e. */
  issuer?: string;
}

interface Discovery {
  authorizationEndpoint: string;
  jwksUri: string;
  keys: JWTVerifyGetKey;
  fetchedAt: number;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Google sign-in by ID token (OpenID Connect). The provider's endpoints come from its discovery
 * document, fetched on first use and kept an hour (a failure is not kept: the next call tries
 * again); its signing keys are cached by jose and refetched when a token names an unknown key.
 */
export class GoogleSignIn {
  readonly clientId: string;
  readonly issuer: string;
  private readonly issuers: string[];
  private discovery: Discovery | undefined;
  private pending: Promise<Discovery> | undefined;

  constructor(
    settings: GoogleSettings,
    private readonly now: () => number,
    private readonly timeoutMs: number,
  ) {
    this.clientId = settings.clientId;
    this.issuer = stripSlash(settings.issuer ?? GOOGLE_ISSUER);
    this.issuers = this.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, GOOGLE_BARE_ISSUER] : [this.issuer];
  }

  /** Where the browser goes for an ID token (the discovery document's authorization endpoint). */
  async authorizationEndpoint(): Promise<string> {
    return (await this.discover()).authorizationEndpoint;
  }

  private discover(): Promise<Discovery> {
    const cached = this.discovery;
    if (cached && this.now() - cached.fetchedAt < DISCOVERY_TTL_MS) return Promise.resolve(cached);
    this.pending ??= this.fetchDiscovery().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async fetchDiscovery(): Promise<Discovery> {
    const response = await providerRequest('google', `${this.issuer}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } }, this.timeoutMs);
    if (response.status !== 200) throw new ProviderError('google', 'unreachable', `discovery answered HTTP ${response.status}`);
    const document = jsonObject('google', response);
    const jwksUri = httpUrl(document['jwks_uri']);
    const authorizationEndpoint = httpUrl(document['authorization_endpoint']);
    // OpenID Discovery §4.3: the document must name the issuer it was fetched from.
    if (typeof document['issuer'] !== 'string' || stripSlash(document['issuer']) !== this.issuer || !jwksUri || !authorizationEndpoint) {
      throw new ProviderError('google', 'unreachable', 'discovery document is incomplete or names another issuer');
    }
    const keys =
      this.discovery?.jwksUri === jwksUri ? this.discovery.keys : createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: this.timeoutMs, cooldownDuration: 30_000 });
    this.discovery = { authorizationEndpoint, jwksUri, keys, fetchedAt: this.now() };
    return this.discovery;
  }

  /**
   * Checks an ID token: signature by the provider's current keys (RS256 or ES256 only), issuer,
   * audience (this client), expiry and issue time, a verified e-mail address, and the nonce the
   * browser sent with its request when it tells us one.
   */
  async verify(idToken: string, nonce: string | undefined): Promise<ProviderIdentity> {
    const { keys } = await this.discover();
    const fetchedKeys: JWTVerifyGetKey = async (header, token) => {
      try {
        return await keys(header, token);
      } catch (error) {
        if (KEY_MISMATCH.some((type) => error instanceof type)) throw error;
        throw new ProviderError('google', 'unreachable', `signing keys unavailable: ${(error as Error).name}`, { cause: error });
      }
    };
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(idToken, fetchedKeys, {
        algorithms: ALGORITHMS,
        audience: this.clientId,
        issuer: this.issuers,
        clockTolerance: CLOCK_TOLERANCE_S,
        maxTokenAge: MAX_TOKEN_AGE_S,
        currentDate: new Date(this.now()),
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('google', 'rejected', error instanceof errors.JOSEError ? error.code : 'malformed token');
    }
    if (nonce !== undefined && claims['nonce'] !== nonce) throw new ProviderError('google', 'rejected', 'nonce mismatch');
    // Older tokens carry the flag as the string "true".
    const verified = claims['email_verified'] === true || claims['email_verified'] === 'true';
    const email = providerEmail(claims['email']);
    if (!email || !verified) throw new ProviderError('google', 'rejected', 'no verified e-mail address');
    const subject = providerSubject(claims.sub);
    if (!subject) throw new ProviderError('google', 'rejected', 'bad subject');
    return { provider: 'google', subject, email, name: providerName(claims['name']) };
  }
}
