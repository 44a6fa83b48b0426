import { type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig, isAxiosError } from 'axios';
import { isTokenValid, readAuthToken, removeAuthToken } from '@meydan/shared/util/cookies';
import { normalizeError } from '@meydan/shared/util/errors';

/** Where the client finds the access token and how it drops a rejected one. */
export interface AuthTokenSource {
  read(): string | undefined;
  drop(): void;
}

/** The browser's source: the script-readable `o-auth-token` cookie (the refresh cookie is httpOnly and never read). */
export const cookieAuthTokenSource: AuthTokenSource = { read: readAuthToken, drop: removeAuthToken };

export interface AuthRenewalOptions {
  tokens: AuthTokenSource;
  /**
   * The refresh call was refused (401): the refresh cookie is gone (the API clears it) and the
   * reader is signed out. The shell passes a callback that dispatches to the store; the client
   * itself never touches the UI.
   */
  onSessionEnded?: () => void;
  /**
   * The tab now holds a renewed access token (its own renewal, or another tab's it picked up):
   * the shell re-authorizes its realtime socket with it. Never called for a failed renewal.
   */
  onTokenRenewed?: () => void;
  now?: () => number;
  /** Cross-tab lock around the refresh call; defaults to `navigator.locks` where there is one. */
  locks?: RefreshLocks;
}

/** SPEC §7: new tokens for the refresh cookie the browser sends along. */
export const REFRESH_TOKEN_PATH = '/auth/token';

/**
 * Web Locks name shared by every tab of the site. Refresh tokens are single-use and a reused
 * one ends the whole session (the API's theft defence), so two tabs renewing at once with the
 * same refresh cookie would sign the reader out everywhere. Renewals queue on this lock; a tab
 * that got it after another renewed finds the new token in the shared cookie and uses that.
 */
export const REFRESH_LOCK_NAME = 'meydan:auth-refresh';

/** The part of `navigator.locks` renewal needs (absent in old browsers and on the server). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function browserLocks(): RefreshLocks | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: RefreshLocks }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

// Calls that hand over credentials or are the renewal itself: no bearer, no proactive renewal,
// and their 401 means "wrong credentials", never "renew and retry" (SPEC §4 "not from login").
const CREDENTIAL_CALL = /(?:^|\/)auth\/(?:token|register|login|[a-z]+\/login)\/?$/;

export function isCredentialCall(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return CREDENTIAL_CALL.test(new URL(url, 'http://client.invalid').pathname);
  } catch {
    return false;
  }
}

interface RenewalFlags {
  /** Set once a renewal (proactive or after a 401) was tried for this request: it is never tried twice. */
  meydanAuthRetried?: boolean;
  /** The refresh call itself. */
  meydanSkipAuth?: boolean;
}

type FlaggedConfig = InternalAxiosRequestConfig & RenewalFlags;

const bearer = (token: string) => `Bearer ${token}`;

function sentToken(config: FlaggedConfig): string | undefined {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * SPEC §4 token renewal on an axios instance (browser only; the SSR client has no session):
 * - every call but the credential ones carries `Authorization: Bearer <o-auth-token>` when the
 *   cookie exists (public calls then carry it too; the API ignores it where it is not needed);
 * - a token within 30 s of its expiry is renewed before the call leaves;
 * - a 401 of a call that is not a credential call and was not retried drops the auth cookie,
 *   renews (`POST /auth/token` with `{}`: the browser sends the httpOnly refresh cookie, the API
 *   answers new tokens and sets both cookies) and replays the call once with the new bearer;
 * - concurrent renewals share one in-flight refresh call;
 * - a refused refresh (401) fails the call with its own 401; any other refresh failure is what
 *   the call fails with (SPEC "passed on").
 * Must be installed before the error normalization, which turns axios errors into ApiError.
 */
export function installAuthRenewal(client: AxiosInstance, { tokens, onSessionEnded, onTokenRenewed, now = Date.now, locks = browserLocks() }: AuthRenewalOptions): void {
  let inflight: Promise<string | undefined> | null = null;

  const refreshConfig: AxiosRequestConfig & RenewalFlags = { withCredentials: true, meydanSkipAuth: true };
  const refresh = () => client.post<{ authToken?: unknown } | undefined>(REFRESH_TOKEN_PATH, {}, refreshConfig);
  /** `stale`: the token this tab found expired or had refused; any other valid token is another tab's renewal. */
  const renewedElsewhere = (stale: string | undefined) => {
    const current = tokens.read();
    return current && current !== stale && isTokenValid(current, now()) ? current : undefined;
  };
  const tokenOf = (response: { data?: { authToken?: unknown } | undefined }) => {
    const token = response.data?.authToken;
    // The API has already set the cookies; the body's token covers a cookie the browser refused.
    return typeof token === 'string' && token !== '' ? token : tokens.read();
  };
  const refreshOnce = (stale: string | undefined): Promise<string | undefined> => {
    if (!locks) return refresh().then(tokenOf);
    return locks.request(REFRESH_LOCK_NAME, async () => renewedElsewhere(stale) ?? tokenOf(await refresh()));
  };
  const renew = (stale: string | undefined): Promise<string | undefined> => {
    inflight ??= refreshOnce(stale)
      .then((token) => {
        try {
          onTokenRenewed?.();
        } catch (error) {
          console.warn('[auth] token renewal listener failed', error);
        }
        return token;
      })
      .catch((error: unknown) => {
        const { statusCode } = normalizeError(error);
        // SPEC §8: a refresh failure is logged and rejected.
        console.warn(`[auth] token renewal failed (${statusCode})`);
        if (statusCode === 401) {
          tokens.drop();
          onSessionEnded?.();
        }
        throw error;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  client.interceptors.request.use(async (request) => {
    const config = request as FlaggedConfig;
    if (config.meydanSkipAuth || isCredentialCall(config.url) || config.headers.has('Authorization')) return config;
    let token = tokens.read();
    if (token && !config.meydanAuthRetried && !isTokenValid(token, now())) {
      config.meydanAuthRetried = true;
      // A failed renewal still lets the call go: a public call must work for a reader whose
      // session just ended; a member call then fails with its own 401.
      token = await renew(token).catch(() => tokens.read());
    }
    if (token) config.headers.set('Authorization', bearer(token));
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    const config = (isAxiosError(error) ? error.config : undefined) as FlaggedConfig | undefined;
    if (
      !isAxiosError(error) ||
      error.response?.status !== 401 ||
      !config ||
      config.meydanSkipAuth ||
      config.meydanAuthRetried ||
      isCredentialCall(config.url)
    ) {
      throw error;
    }
    config.meydanAuthRetried = true;
    const current = tokens.read();
    let token: string | undefined;
    if (current && current !== sentToken(config)) {
      // Renewed while this call was on its way: replay with the new token, no second refresh.
      token = current;
    } else {
      tokens.drop();
      try {
        token = await renew(sentToken(config));
      } catch (refreshError) {
        throw normalizeError(refreshError).statusCode === 401 ? error : refreshError;
      }
    }
    if (token) config.headers.set('Authorization', bearer(token));
    else config.headers.delete('Authorization');
    return client.request(config);
  });
}
