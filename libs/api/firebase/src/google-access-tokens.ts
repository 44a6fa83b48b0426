import { SignJWT } from 'jose';
import type { FirebaseServiceAccount } from './firebase-settings';

/** The scope FCM HTTP v1 sends need. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** Google accepts grant assertions of at most an hour. */
const ASSERTION_LIFETIME_S = 3600;
/** A cached token is not used in its last minute (a send in flight must not arrive with an expired one). */
export const ACCESS_TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 5000;
const MAX_RESPONSE_CHARS = 16_384;

export class AccessTokenError extends Error {
  constructor(
    message: string,
    /** The token endpoint answered (4xx: the grant is refused, nothing will change by retrying soon). */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AccessTokenError';
  }
}

export interface GoogleAccessTokensOptions {
  scope?: string;
  now?: () => number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * OAuth 2.0 access tokens for a service account by the JWT bearer grant (RFC 7523, what Google's
 * libraries do): an RS256 assertion signed with the account's key (`iss` the account, `aud` the
 * token endpoint, the scope, an hour at most) exchanged at the token endpoint. A token is cached
 * until a minute before it expires; callers waiting at the same time share one exchange; a
 * failed exchange is not cached. `invalidate()` drops a token the API refused (401).
 */
export class GoogleAccessTokens {
  private cached: { token: string; expiresAt: number } | null = null;
  private pending: Promise<string> | null = null;
  private readonly scope: string;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly account: FirebaseServiceAccount,
    options: GoogleAccessTokensOptions = {},
  ) {
    this.scope = options.scope ?? FCM_SCOPE;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetch = options.fetch ?? ((...args) => fetch(...args));
  }

  async token(): Promise<string> {
    if (this.cached && this.now() < this.cached.expiresAt - ACCESS_TOKEN_MARGIN_MS) return this.cached.token;
    this.pending ??= this.exchange().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forgets `token` if it is the cached one (the API said it is not valid any more). */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = null;
  }

  private async exchange(): Promise<string> {
    const { account } = this;
    const issuedAt = Math.floor(this.now() / 1000);
    const assertion = await new SignJWT({ scope: this.scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) })
      .setIssuer(account.clientEmail)
      .setAudience(account.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_LIFETIME_S)
      .sign(account.privateKey);
    let response: Response;
    try {
      response = await this.fetch(account.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new AccessTokenError(`the token endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = (await response.text().catch(() => '')).slice(0, MAX_RESPONSE_CHARS);
    if (!response.ok) throw new AccessTokenError(`the token endpoint answered ${response.status}: ${text.slice(0, 200)}`, response.status);
    let body: { access_token?: unknown; expires_in?: unknown; token_type?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new AccessTokenError('the token endpoint answered something that is not JSON');
    }
    const expiresIn = Number(body.expires_in);
    if (typeof body.access_token !== 'string' || !body.access_token || !Number.isFinite(expiresIn) || expiresIn <= 0 || String(body.token_type).toLowerCase() !== 'bearer') {
      throw new AccessTokenError('the token endpoint answered without a bearer access token');
    }
    this.cached = { token: body.access_token, expiresAt: this.now() + expiresIn * 1000 };
    return body.access_token;
  }
}
