import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { ProviderError } from './provider-error';
import { assertNotServerError, jsonObject, providerRequest, type ProviderResponse } from './provider-http';
import { type ProviderIdentity, providerEmail, providerName, providerSubject } from './provider-identity';

export const TWITTER_API_URL = 'https://api.twitter.com';

export interface TwitterSettings {
  /** TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET: the app's OAuth 1.0a credentials. */
  consumerKey: string;
  consumerSecret: string;
  /** TWITTER_API_URL (default https://api.twitter.com). */
  apiUrl?: string;
}

export interface TwitterRequestToken {
  oauthToken: string;
  oauthTokenSecret: string;
  authorizeUrl: string;
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');
const FORM = 'application/x-www-form-urlencoded';

/**
 * Twitter sign-in, OAuth 1.0a (RFC 5849, HMAC-SHA1) in three legs: a request token bound to our
 * callback, the member's consent on Twitter (the browser), then the verifier traded for the
 * member's access token, which reads the account and its e-mail address.
 */
export class TwitterSignIn {
  private readonly apiUrl: string;
  private readonly oauth: OAuth;

  constructor(
    settings: TwitterSettings,
    private readonly timeoutMs: number,
  ) {
    this.apiUrl = stripSlash(settings.apiUrl ?? TWITTER_API_URL);
    this.oauth = new OAuth({
      consumer: { key: settings.consumerKey, secret: settings.consumerSecret },
      signature_method: 'HMAC-SHA1',
      hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
    });
  }

  /**
   * The signed Authorization header. Protocol parameters (oauth_callback, oauth_verifier) are
   * signed and sent in the header with the others; query parameters are signed from the URL.
   */
  private authorization(method: string, url: string, token?: { key: string; secret: string }, protocol: Record<string, string> = {}): string {
    const signed = this.oauth.authorize({ url, method, data: protocol }, token);
    return this.oauth.toHeader({ ...signed, ...protocol }).Authorization;
  }

  private post(url: string, token: { key: string; secret: string } | undefined, protocol: Record<string, string>): Promise<ProviderResponse> {
    return providerRequest('twitter', url, { method: 'POST', headers: { authorization: this.authorization('POST', url, token, protocol), 'content-type': FORM } }, this.timeoutMs);
  }

  /** A request token whose consent page returns to `callbackUrl`. Any refusal is our configuration's fault: 502. */
  async requestToken(callbackUrl: string): Promise<TwitterRequestToken> {
    const response = await this.post(`${this.apiUrl}/oauth/request_token`, undefined, { oauth_callback: callbackUrl });
    if (response.status !== 200) throw new ProviderError('twitter', 'unreachable', `request_token answered HTTP ${response.status}`);
    const answer = new URLSearchParams(response.text);
    const oauthToken = answer.get('oauth_token');
    const oauthTokenSecret = answer.get('oauth_token_secret');
    if (answer.get('oauth_callback_confirmed') !== 'true' || !oauthToken || !oauthTokenSecret) {
      throw new ProviderError('twitter', 'unreachable', 'request_token answer is incomplete or the callback is not confirmed');
    }
    return { oauthToken, oauthTokenSecret, authorizeUrl: `${this.apiUrl}/oauth/authenticate?${new URLSearchParams({ oauth_token: oauthToken })}` };
  }

  async verify(oauthToken: string, oauthTokenSecret: string, oauthVerifier: string): Promise<ProviderIdentity> {
    const exchanged = await this.post(`${this.apiUrl}/oauth/access_token`, { key: oauthToken, secret: oauthTokenSecret }, { oauth_verifier: oauthVerifier });
    assertNotServerError('twitter', exchanged);
    // 4xx: an unknown, spent or expired request token, a wrong secret or verifier.
    if (exchanged.status !== 200) throw new ProviderError('twitter', 'rejected', `access_token answered HTTP ${exchanged.status}`);
    const access = new URLSearchParams(exchanged.text);
    const key = access.get('oauth_token');
    const secret = access.get('oauth_token_secret');
    const userId = providerSubject(access.get('user_id'));
    if (!key || !secret || !userId) throw new ProviderError('twitter', 'unreachable', 'access_token answer is incomplete');

    const url = `${this.apiUrl}/1.1/account/verify_credentials.json?include_email=true&skip_status=true`;
    const response = await providerRequest('twitter', url, { headers: { authorization: this.authorization('GET', url, { key, secret }) } }, this.timeoutMs);
    assertNotServerError('twitter', response);
    if (response.status !== 200) throw new ProviderError('twitter', 'rejected', `verify_credentials answered HTTP ${response.status}`);
    const account = jsonObject('twitter', response);
    if (account['id_str'] !== userId) throw new ProviderError('twitter', 'rejected', 'account differs from the access token');
    // Every member has an address for verification, reset and deletion mails, and Twitter only
    // shares a confirmed one; an account without one cannot become a member this way.
    const email = providerEmail(account['email']);
    if (!email) throw new ProviderError('twitter', 'no_email', 'the account shares no e-mail address');
    return { provider: 'twitter', subject: userId, email, name: providerName(account['name']) ?? providerName(account['screen_name']) };
  }
}
