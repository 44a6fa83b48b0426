import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type ListenOptions, listen, readForm, redirect, redirectAllowed, sendErrorPage, sendFormPage, sendJson } from './http-kit';

export const FACEBOOK_API_VERSION = 'v19.0';

export interface FacebookUser {
  /** Default: derived from the e-mail address (or the name), stable. */
  id?: string;
  name?: string;
  /** Null: the account has no address or did not grant the email permission. */
  email?: string | null;
}

export interface FacebookProviderOptions extends ListenOptions {
  appId: string;
  appSecret: string;
  /** Redirect URIs the login dialog may send tokens to (origin + path prefix each). */
  allowedRedirects: readonly string[];
  /** Clock of token expiry (ms). */
  now?: () => number;
}

export interface IssueOptions {
  /** The app the token is issued to (default this app): another app's token must not sign in. */
  appId?: string;
  /** Seconds until it expires (default 2 hours; negative: already expired). */
  expiresInS?: number;
}

export interface FacebookProvider {
  url: string;
  /** `{url}/v19.0`: the API's FACEBOOK_GRAPH_URL. */
  graphUrl: string;
  /** `{url}/v19.0/dialog/oauth`: the API's FACEBOOK_DIALOG_URL. */
  dialogUrl: string;
  /** An opaque user access token, as the login dialog would hand the browser. */
  issueToken(user: FacebookUser, options?: IssueOptions): string;
  /** Ends a token early (the member logged out of Facebook or removed the app). */
  revoke(token: string): void;
  /** `/me` calls that arrived without a correct appsecret_proof (they were refused). */
  readonly refusedProofs: number;
  setOutage(down: boolean): void;
  stop(): Promise<void>;
}

interface TokenRecord {
  appId: string;
  user: Required<FacebookUser>;
  expiresAt: number;
  revoked: boolean;
}

const oauthError = (response: ServerResponse, message: string, code: number) =>
  sendJson(response, 400, { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(6).toString('hex') } });

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A local stand-in for Facebook Login and the Graph API: the login dialog (a plain form that
 * redirects with `#access_token=…&state=…`), `debug_token` (checked with the app access token
 * `{appId}|{appSecret}`) and `/me` (which requires `appsecret_proof`, like an app with
 * "Require App Secret" switched on). Tokens are opaque random strings.
 */
export async function startFacebookProvider(options: FacebookProviderOptions): Promise<FacebookProvider> {
  const now = options.now ?? Date.now;
  const tokens = new Map<string, TokenRecord>();
  let outage = false;
  let refusedProofs = 0;
  const base = `/${FACEBOOK_API_VERSION}`;

  const userId = (user: FacebookUser) =>
    user.id ?? BigInt(`0x${createHash('sha256').update(user.email ?? user.name ?? 'member').digest('hex').slice(0, 14)}`).toString();

  function issueToken(user: FacebookUser, issue: IssueOptions = {}): string {
    const token = `EAA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, {
      appId: issue.appId ?? options.appId,
      user: { id: userId(user), name: user.name ?? 'Mehmet Demir', email: user.email === undefined ? 'mehmet.demir@example.com' : user.email },
      expiresAt: now() + (issue.expiresInS ?? 7200) * 1000,
      revoked: false,
    });
    return token;
  }

  const live = (record: TokenRecord | undefined) => record !== undefined && !record.revoked && record.expiresAt > now();

  function dialogRequest(params: URLSearchParams): { error: string } | { redirectUri: string; state: string } {
    if (params.get('client_id') !== options.appId) return { error: 'Invalid App ID.' };
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!redirectAllowed(redirectUri, options.allowedRedirects)) return { error: "URL blocked: this redirect_uri is not in the app's settings." };
    const responseType = params.get('response_type') ?? 'token';
    if (responseType !== 'token') return { error: 'Only response_type=token is supported.' };
    return { redirectUri, state: params.get('state') ?? '' };
  }

  const server = await listen(options, async (request, response, url) => {
    if (outage) return sendJson(response, 503, { error: { message: 'Service temporarily unavailable', code: 2 } });
    if (url.pathname === `${base}/dialog/oauth`) {
      const params = request.method === 'POST' ? await readForm(request) : url.searchParams;
      const checked = dialogRequest(params);
      if ('error' in checked) return sendErrorPage(response, 400, checked.error);
      if (request.method === 'GET') {
        return sendFormPage(response, {
          title: 'Log in to the test Facebook',
          action: `${base}/dialog/oauth`,
          hidden: { client_id: options.appId, redirect_uri: checked.redirectUri, state: checked.state, response_type: 'token' },
          fields: [
            { name: 'email', label: 'E-mail', value: 'mehmet.demir@example.com', type: 'email' },
            { name: 'name', label: 'Name', value: 'Mehmet Demir' },
            { name: 'share_email', label: 'Share my e-mail address', value: 'true', type: 'checkbox' },
          ],
          submit: 'Continue',
        });
      }
      const email = (params.get('email') ?? '').trim() || null;
      const name = params.get('name') || undefined;
      // The account id does not depend on whether the member shares the address.
      const token = issueToken({ id: userId({ email, name }), email: params.get('share_email') === 'true' ? email : null, name });
      const fragment = new URLSearchParams({ access_token: token, token_type: 'bearer', expires_in: '7200', state: checked.state });
      return redirect(response, `${checked.redirectUri.split('#')[0]}#${fragment}`);
    }
    if (request.method === 'GET' && url.pathname === `${base}/debug_token`) {
      if (!sameText(url.searchParams.get('access_token') ?? '', `${options.appId}|${options.appSecret}`)) {
        return oauthError(response, 'Invalid OAuth access token - Cannot parse access token', 190);
      }
      const input = url.searchParams.get('input_token') ?? '';
      const record = tokens.get(input);
      if (!record) return sendJson(response, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] } });
      return sendJson(response, 200, {
        data: {
          app_id: record.appId,
          type: 'USER',
          application: 'Meydan (test)',
          data_access_expires_at: Math.floor(record.expiresAt / 1000) + 86_400 * 90,
          expires_at: Math.floor(record.expiresAt / 1000),
          is_valid: live(record),
          scopes: record.user.email ? ['email', 'public_profile'] : ['public_profile'],
          user_id: record.user.id,
        },
      });
    }
    if (request.method === 'GET' && url.pathname === `${base}/me`) {
      const token = url.searchParams.get('access_token') ?? '';
      const record = tokens.get(token);
      if (!record || !live(record)) return oauthError(response, 'Error validating access token: Session has expired or is invalid.', 190);
      // The proof is keyed with the secret of the app the token belongs to; this stand-in knows only its own.
      const proof = createHmac('sha256', options.appSecret).update(token).digest('hex');
      if (record.appId !== options.appId || !sameText(url.searchParams.get('appsecret_proof') ?? '', proof)) {
        refusedProofs += 1;
        return oauthError(response, 'Invalid appsecret_proof provided in the API argument', 100);
      }
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const me: Record<string, string> = { id: record.user.id };
      if (fields.includes('name')) me['name'] = record.user.name;
      if (fields.includes('email') && record.user.email) me['email'] = record.user.email;
      return sendJson(response, 200, me);
    }
    return sendJson(response, 404, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } });
  });

  return {
    url: server.url,
    graphUrl: `${server.url}${base}`,
    dialogUrl: `${server.url}${base}/dialog/oauth`,
    issueToken,
    revoke: (token) => {
      const record = tokens.get(token);
      if (record) record.revoked = true;
    },
    get refusedProofs() {
      return refusedProofs;
    },
    setOutage: (down) => {
      outage = down;
    },
    stop: server.stop,
  };
}
