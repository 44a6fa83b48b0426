import { createHmac } from 'node:crypto';
import { ProviderError } from './provider-error';
import { assertNotServerError, jsonObject, providerRequest } from './provider-http';
import { type ProviderIdentity, providerEmail, providerName, providerSubject } from './provider-identity';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0';
export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';

export interface FacebookSettings {
  /** FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: the app the user access tokens must belong to. */
  appId: string;
  appSecret: string;
  /** FACEBOOK_GRAPH_URL: the Graph API with its version (default v19.0). */
  graphUrl?: string;
  /** FACEBOOK_DIALOG_URL: the login dialog the browser opens (web config). */
  dialogUrl?: string;
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');
const idText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/**
 * Facebook sign-in by user access token, checked as Facebook documents it: `debug_token` with
 * the app access token proves the token is live and was issued to this app (a token of another
 * app must never sign anyone in here), then `/me` with `appsecret_proof` gives the account.
 */
export class FacebookSignIn {
  readonly appId: string;
  readonly dialogUrl: string;
  private readonly appSecret: string;
  private readonly graphUrl: string;

  constructor(
    settings: FacebookSettings,
    private readonly now: () => number,
    private readonly timeoutMs: number,
  ) {
    this.appId = settings.appId;
    this.appSecret = settings.appSecret;
    this.graphUrl = stripSlash(settings.graphUrl ?? FACEBOOK_GRAPH_URL);
    this.dialogUrl = settings.dialogUrl ?? FACEBOOK_DIALOG_URL;
  }

  async verify(accessToken: string): Promise<ProviderIdentity> {
    const userId = await this.inspect(accessToken);
    const proof = createHmac('sha256', this.appSecret).update(accessToken).digest('hex');
    const query = new URLSearchParams({ fields: 'id,name,email', access_token: accessToken, appsecret_proof: proof });
    const response = await providerRequest('fb', `${this.graphUrl}/me?${query}`, {}, this.timeoutMs);
    assertNotServerError('fb', response);
    // A 4xx here: the token was revoked or lost its permission since debug_token.
    if (response.status !== 200) throw new ProviderError('fb', 'rejected', `/me answered HTTP ${response.status}`);
    const me = jsonObject('fb', response);
    if (idText(me['id']) !== userId) throw new ProviderError('fb', 'rejected', 'account differs from the token');
    const email = providerEmail(me['email']);
    if (!email) throw new ProviderError('fb', 'no_email', 'no e-mail permission or address');
    return { provider: 'fb', subject: userId, email, name: providerName(me['name']) };
  }

  /** The user id of a live user token of this app; rejected otherwise. */
  private async inspect(accessToken: string): Promise<string> {
    const query = new URLSearchParams({ input_token: accessToken, access_token: `${this.appId}|${this.appSecret}` });
    const response = await providerRequest('fb', `${this.graphUrl}/debug_token?${query}`, {}, this.timeoutMs);
    // debug_token describes a bad input token in a 200; any other status means our app credentials
    // or Facebook are at fault, which the member cannot fix.
    if (response.status !== 200) throw new ProviderError('fb', 'unreachable', `debug_token answered HTTP ${response.status}`);
    const data = jsonObject('fb', response)['data'];
    if (typeof data !== 'object' || data === null) throw new ProviderError('fb', 'unreachable', 'debug_token answer has no data');
    const token = data as Record<string, unknown>;
    if (token['is_valid'] !== true) throw new ProviderError('fb', 'rejected', 'token is not valid');
    if (idText(token['app_id']) !== this.appId) throw new ProviderError('fb', 'rejected', 'token of another app');
    if (token['type'] !== undefined && token['type'] !== 'USER') throw new ProviderError('fb', 'rejected', 'not a user token');
    // 0 means a token that does not expire (long-lived tokens of some apps).
    const expiresAt = token['expires_at'];
    if (typeof expiresAt === 'number' && expiresAt !== 0 && expiresAt * 1000 <= this.now()) throw new ProviderError('fb', 'rejected', 'token expired');
    const userId = providerSubject(idText(token['user_id']));
    if (!userId) throw new ProviderError('fb', 'rejected', 'token names no user');
    return userId;
  }
}
