/*
 * Local stand-ins for the sign-in providers (`@meydan/shared/testing/identity-providers`): real
 * HTTP servers on 127.0.0.1 speaking each provider's protocol, for API tests and the e2e
 * platforms. Node only (node:http, jose), hence not in the package's main barrel, which web
 * specs load in jsdom.
 */
export { type RunningServer, type ListenOptions, redirectAllowed } from './http-kit';
export { type MintOptions, type OpenIdProvider, type OpenIdProviderOptions, startOpenIdProvider } from './openid-provider';
export { FACEBOOK_API_VERSION, type FacebookProvider, type FacebookProviderOptions, type FacebookUser, type IssueOptions, startFacebookProvider } from './facebook-provider';
export { startTwitterProvider, type TwitterProvider, type TwitterProviderOptions, type TwitterUser } from './twitter-provider';
export { hmacSha1Signature, oauthPercentEncode, parseOAuthHeader, signatureBaseString, verifyOAuthRequest } from './oauth1-signature';
