import { AccessTokenError, GoogleAccessTokens } from './google-access-tokens';
import type { FirebaseServiceAccount } from './firebase-settings';

/** SPEC §9: a push request gives up after 5 s. */
const DEFAULT_TIMEOUT_MS = 5000;
const MAX_RESPONSE_CHARS = 16_384;

/** What a web push carries through FCM (HTTP v1 `message`, web part only). */
export interface FcmWebMessage {
  /** The registration token (Messaging getToken()). */
  token: string;
  /** Data for the service worker: FCM wants string values. */
  data: Record<string, string>;
  /** Web Push protocol headers FCM passes on (TTL, Urgency, Topic). */
  headers?: Record<string, string>;
}

/**
 * How a send went:
 * - `delivered`: FCM took it (its message name);
 * - `unregistered`: the token is gone for good (404 / UNREGISTERED, or a token of another sender
 *   (SENDER_ID_MISMATCH)): drop it, like a gone Web Push endpoint;
 * - `refused`: this message can never go (another 4xx: a bad request, too large, no permission);
 * - `retry`: try again later (429, 5xx, a timeout, the token endpoint unreachable).
 */
export type FcmOutcome =
  | { kind: 'delivered'; name: string }
  | { kind: 'unregistered'; status: number; reason: string }
  | { kind: 'refused'; status?: number; reason: string }
  | { kind: 'retry'; status?: number; reason: string };

export interface FcmClientOptions {
  account: FirebaseServiceAccount;
  /** The FCM API base (FIREBASE_FCM_URL). */
  fcmUrl: string;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  /** Shared between clients of one account (tests read its grants). */
  tokens?: GoogleAccessTokens;
}

interface FcmErrorBody {
  error?: { code?: number; status?: string; message?: string; details?: Array<{ '@type'?: string; errorCode?: string }> };
}

/** FCM v1's own error code (UNREGISTERED, SENDER_ID_MISMATCH, …) when the body names one, else the Google RPC status. */
function errorCodeOf(body: FcmErrorBody | null): string | undefined {
  const fcm = body?.error?.details?.find((detail) => detail['@type']?.endsWith('google.firebase.fcm.v1.FcmError'))?.errorCode;
  return fcm ?? body?.error?.status;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Sends messages through the FCM HTTP v1 API (`POST /v1/projects/{project}/messages:send`) with
 * an OAuth access token of the service account (cached; a 401 drops it and the send is tried
 * once more with a new one).
 */
export class FcmClient {
  private readonly tokens: GoogleAccessTokens;
  private readonly sendUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: FcmClientOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetch = options.fetch ?? ((...args) => fetch(...args));
    this.tokens = options.tokens ?? new GoogleAccessTokens(options.account, { now: options.now, timeoutMs: this.timeoutMs, fetch: this.fetch });
    this.sendUrl = `${options.fcmUrl}/v1/projects/${encodeURIComponent(options.account.projectId)}/messages:send`;
  }

  async send(message: FcmWebMessage): Promise<FcmOutcome> {
    const first = await this.attempt(message);
    if (first.kind !== 'auth-refused') return first;
    // The cached access token was revoked or expired early: one more try with a fresh one.
    this.tokens.invalidate(first.accessToken);
    const second = await this.attempt(message);
    return second.kind === 'auth-refused' ? { kind: 'retry', status: 401, reason: 'FCM refused a fresh access token' } : second;
  }

  private async attempt(message: FcmWebMessage): Promise<FcmOutcome | { kind: 'auth-refused'; accessToken: string }> {
    let accessToken: string;
    try {
      accessToken = await this.tokens.token();
    } catch (error) {
      const status = error instanceof AccessTokenError ? error.status : undefined;
      const reason = `no access token: ${error instanceof Error ? error.message : String(error)}`;
      // A refused grant (a revoked key) needs an operator; an unreachable endpoint passes.
      return status !== undefined && status >= 400 && status < 500 && status !== 429 ? { kind: 'refused', status, reason } : { kind: 'retry', status, reason };
    }
    const body = {
      message: {
        token: message.token,
        webpush: { data: message.data, ...(message.headers ? { headers: message.headers } : {}) },
      },
    };
    let response: Response;
    try {
      response = await this.fetch(this.sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { kind: 'retry', reason: timedOut ? `FCM did not answer within ${this.timeoutMs} ms` : `FCM could not be reached: ${error instanceof Error ? error.message : String(error)}` };
    }
    const text = (await response.text().catch(() => '')).slice(0, MAX_RESPONSE_CHARS);
    const json = parse(text);
    if (response.ok) {
      const name = (json as { name?: unknown } | null)?.name;
      return { kind: 'delivered', name: typeof name === 'string' ? name : '' };
    }
    const code = errorCodeOf(json as FcmErrorBody | null);
    const reason = `FCM answered ${response.status}${code ? ` ${code}` : ''}${(json as FcmErrorBody | null)?.error?.message ? `: ${(json as FcmErrorBody).error?.message?.slice(0, 200)}` : ''}`;
    const status = response.status;
    if (status === 401) return { kind: 'auth-refused', accessToken };
    if (status === 404 || code === 'UNREGISTERED' || code === 'SENDER_ID_MISMATCH') return { kind: 'unregistered', status, reason };
    if (status === 429 || status >= 500) return { kind: 'retry', status, reason };
    return { kind: 'refused', status, reason };
  }
}
