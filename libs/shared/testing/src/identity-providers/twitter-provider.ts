import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ListenOptions, listen, readForm, redirect, sendErrorPage, sendForm, sendFormPage, sendJson, withQuery } from './http-kit';
import { type OAuthCheck, verifyOAuthRequest } from './oauth1-signature';

export interface TwitterUser {
  screenName: string;
  name?: string;
  /** Null: the account has no confirmed address to share. */
  email?: string | null;
}

export interface TwitterProviderOptions extends ListenOptions {
  consumerKey: string;
  consumerSecret: string;
  /** Accepted oauth_timestamp skew (s), default 300 like Twitter. */
  maxSkewS?: number;
}

export interface TwitterProvider {
  url: string;
  /** The account id (`user_id`, `id_str`) of a screen name (stable). */
  userIdFor(screenName: string): string;
  /** Signed requests refused so far (bad signature, unknown token, replayed nonce…), with reasons. */
  readonly refusals: readonly string[];
  setOutage(down: boolean): void;
  stop(): Promise<void>;
}

interface RequestToken {
  secret: string;
  callback: string;
  /** Set when the member consents on the authenticate page. */
  consent?: { verifier: string; user: Required<TwitterUser> };
  spent: boolean;
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * A local stand-in for Twitter's OAuth 1.0a sign-in: request_token, the authenticate page (a
 * plain form that returns to the oauth_callback with oauth_token and oauth_verifier),
 * access_token and account/verify_credentials. Every signed call is verified independently of
 * the API's signing library (oauth1-signature.ts) and answered 401 when anything is off.
 */
export async function startTwitterProvider(options: TwitterProviderOptions): Promise<TwitterProvider> {
  const consumer = { key: options.consumerKey, secret: options.consumerSecret };
  const maxSkewS = options.maxSkewS ?? 300;
  const requestTokens = new Map<string, RequestToken>();
  const accessTokens = new Map<string, { secret: string; user: Required<TwitterUser> }>();
  const seenNonces = new Set<string>();
  const refusals: string[] = [];
  let outage = false;

  const userIdFor = (screenName: string) => BigInt(`0x${createHash('sha256').update(screenName.toLowerCase()).digest('hex').slice(0, 15)}`).toString();

  async function checkSigned(request: IncomingMessage, url: URL, secretOf: (token: string) => string | undefined): Promise<OAuthCheck & { form: URLSearchParams }> {
    const form = await readForm(request);
    const check = verifyOAuthRequest({ method: request.method ?? 'GET', url, authorization: request.headers.authorization, form }, consumer, secretOf);
    if (!check.ok) return { ...check, form };
    const timestamp = Number(check.params.get('oauth_timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > maxSkewS) return { ok: false, reason: 'timestamp out of range', form };
    const nonce = `${check.params.get('oauth_token') ?? ''}:${timestamp}:${check.params.get('oauth_nonce')}`;
    if (seenNonces.has(nonce)) return { ok: false, reason: 'nonce replayed', form };
    seenNonces.add(nonce);
    return { ...check, form };
  }

  function refuse(response: ServerResponse, reason: string): void {
    refusals.push(reason);
    sendJson(response, 401, { errors: [{ code: 32, message: 'Could not authenticate you.' }] });
  }

  const server = await listen(options, async (request, response, url) => {
    if (outage) return sendJson(response, 503, { errors: [{ code: 130, message: 'Over capacity' }] });
    const route = `${request.method} ${url.pathname}`;

    if (route === 'POST /oauth/request_token') {
      const check = await checkSigned(request, url, () => undefined);
      if (!check.ok) return refuse(response, `request_token: ${check.reason}`);
      const callback = check.params.get('oauth_callback') ?? check.form.get('oauth_callback') ?? '';
      if (!/^https?:\/\//.test(callback)) return refuse(response, 'request_token: oauth_callback is not a URL');
      const token = random(24);
      const secret = random(24);
      requestTokens.set(token, { secret, callback, spent: false });
      return sendForm(response, 200, { oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: 'true' });
    }

    if (url.pathname === '/oauth/authenticate' && (request.method === 'GET' || request.method === 'POST')) {
      const params = request.method === 'POST' ? await readForm(request) : url.searchParams;
      const token = params.get('oauth_token') ?? '';
      const pending = requestTokens.get(token);
      if (!pending || pending.spent) return sendErrorPage(response, 400, 'This page is no longer valid. Go back and try again.');
      if (request.method === 'GET') {
        return sendFormPage(response, {
          title: 'Authorize the app to use your test Twitter account',
          action: '/oauth/authenticate',
          hidden: { oauth_token: token },
          fields: [
            { name: 'screen_name', label: 'Username', value: 'zeynep_kaya' },
            { name: 'name', label: 'Name', value: 'Zeynep Kaya' },
            { name: 'email', label: 'E-mail (empty: none shared)', value: 'zeynep.kaya@example.com', type: 'email' },
          ],
          submit: 'Authorize app',
        });
      }
      const screenName = (params.get('screen_name') ?? '').trim();
      if (!/^\w{1,15}$/.test(screenName)) return sendErrorPage(response, 400, 'Enter a username of 1 to 15 letters, digits or _.');
      const verifier = random(16);
      pending.consent = { verifier, user: { screenName, name: params.get('name')?.trim() || screenName, email: params.get('email')?.trim() || null } };
      return redirect(response, withQuery(pending.callback, { oauth_token: token, oauth_verifier: verifier }));
    }

    if (route === 'POST /oauth/access_token') {
      const check = await checkSigned(request, url, (token) => requestTokens.get(token)?.secret);
      if (!check.ok) return refuse(response, `access_token: ${check.reason}`);
      const token = check.params.get('oauth_token') ?? '';
      const pending = requestTokens.get(token);
      const verifier = check.params.get('oauth_verifier') ?? check.form.get('oauth_verifier');
      if (!pending?.consent || pending.spent) return refuse(response, 'access_token: request token not authorized or spent');
      if (verifier !== pending.consent.verifier) return refuse(response, 'access_token: wrong verifier');
      pending.spent = true;
      const user = pending.consent.user;
      const accessToken = `${userIdFor(user.screenName)}-${random(24)}`;
      const accessSecret = random(32);
      accessTokens.set(accessToken, { secret: accessSecret, user });
      return sendForm(response, 200, { oauth_token: accessToken, oauth_token_secret: accessSecret, user_id: userIdFor(user.screenName), screen_name: user.screenName });
    }

    if (route === 'GET /1.1/account/verify_credentials.json') {
      const check = await checkSigned(request, url, (token) => accessTokens.get(token)?.secret);
      if (!check.ok) return refuse(response, `verify_credentials: ${check.reason}`);
      const account = accessTokens.get(check.params.get('oauth_token') ?? '');
      if (!account) return refuse(response, 'verify_credentials: not an access token');
      const { user } = account;
      const body: Record<string, unknown> = {
        id: Number(userIdFor(user.screenName)),
        id_str: userIdFor(user.screenName),
        name: user.name,
        screen_name: user.screenName,
        verified: false,
      };
      if (url.searchParams.get('include_email') === 'true' && user.email) body['email'] = user.email;
      return sendJson(response, 200, body);
    }

    return sendJson(response, 404, { errors: [{ code: 34, message: 'Sorry, that page does not exist.' }] });
  });

  return {
    url: server.url,
    userIdFor,
    get refusals() {
      return refusals;
    },
    setOutage: (down) => {
      outage = down;
    },
    stop: server.stop,
  };
}
