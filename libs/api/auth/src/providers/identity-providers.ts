import type { SignInConfig } from '@meydan/shared/contracts';
import { FacebookSignIn, type FacebookSettings } from './facebook-sign-in';
import { GoogleSignIn, type GoogleSettings } from './google-sign-in';
import { PROVIDER_TIMEOUT_MS } from './provider-http';
import { TwitterSignIn, type TwitterSettings } from './twitter-sign-in';

/** The sign-in providers of a deployment; an absent one is switched off. */
export interface IdentityProviderSettings {
  google?: GoogleSettings;
  facebook?: FacebookSettings;
  twitter?: TwitterSettings;
  /** Per outbound call (default 5 s). */
  timeoutMs?: number;
}

/**
 * The configured providers, built once per process and shared by the auth routes (verification)
 * and the web config (which buttons to show), so Google's discovery document is fetched once.
 */
export class IdentityProviders {
  readonly google: GoogleSignIn | null;
  readonly facebook: FacebookSignIn | null;
  readonly twitter: TwitterSignIn | null;

  constructor(settings: IdentityProviderSettings = {}, now: () => number = Date.now) {
    const timeoutMs = settings.timeoutMs ?? PROVIDER_TIMEOUT_MS;
    this.google = settings.google ? new GoogleSignIn(settings.google, now, timeoutMs) : null;
    this.facebook = settings.facebook ? new FacebookSignIn(settings.facebook, now, timeoutMs) : null;
    this.twitter = settings.twitter ? new TwitterSignIn(settings.twitter, timeoutMs) : null;
  }

  /**
   * The web config's `signIn`. Google shows only while its discovery document can be read: its
   * button needs the authorization endpoint, and without the document no token could be checked.
   */
  async signInConfig(): Promise<SignInConfig> {
    const google = this.google;
    const authorizationEndpoint = google ? await google.authorizationEndpoint().catch(() => null) : null;
    return {
      google: google && authorizationEndpoint ? { clientId: google.clientId, authorizationEndpoint } : null,
      facebook: this.facebook ? { appId: this.facebook.appId, dialogUrl: this.facebook.dialogUrl } : null,
      twitter: this.twitter !== null,
    };
  }
}
