import { errorResponses } from '@meydan/api/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  FacebookLoginBodySchema,
  GoogleLoginBodySchema,
  type TokensResponse,
  TokensResponseSchema,
  TwitterLoginBodySchema,
  TwitterRequestTokenResponseSchema,
} from '@meydan/shared/contracts';
import type { ClientMeta } from './auth.repository';
import type { AuthService, IssuedTokens } from './auth.service';
import type { IdentityProviders } from './providers/identity-providers';
import { isProviderError, providerHttpError, providerUnavailable } from './providers/provider-error';
import type { ProviderIdentity, ProviderName } from './providers/provider-identity';
import type { Limiter } from './rate-limits';

export interface ProviderLoginRoutesOptions {
  providers: IdentityProviders;
  service: AuthService;
  meta: (request: FastifyRequest) => ClientMeta;
  /** The password login's answer: tokens in the body and the session cookies. */
  respondWithTokens: (reply: FastifyReply, tokens: IssuedTokens) => TokensResponse;
  /** Shared with password login: one budget of sign-in attempts per network. */
  loginLimit: Limiter;
  requestTokenLimit: Limiter;
  /** Where Twitter sends the member back: the request edition's `/auth/twitter/callback`. */
  twitterCallbackUrl: (request: FastifyRequest) => string;
}

const ERRORS = errorResponses(400, 401, 403, 415, 429, 500, 502);
const OUTCOMES =
  'Answers the tokens and sets the cookies like password login. A new identity signs in as the member with the same verified ' +
  'e-mail address (linked from then on) or becomes a new member with a confirmed address and no password. 400 when this ' +
  'provider is not configured; 401 for an invalid, forged, expired or foreign credential; 502 when the provider fails or times ' +
  'out (5 s). Shares the login limit of 10 per 5 minutes per network.';

/**
 * SPEC §7 provider sign-in: Google (ID token), Facebook (user access token), Twitter (OAuth 1.0a
 * request token, then the verifier). The provider's answer is checked here; who signs in is
 * AuthService.providerLogin's decision. Provider failures become 400/401/502 in the request
 * language, never a 500 and never the provider's own error text. Registered inside authRoutes,
 * whose enforceAccessPolicies turns each route's `config.access` into its guard.
 */
export const providerLoginRoutes: FastifyPluginAsync<ProviderLoginRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { providers, service, meta } = options;

  /** Runs a provider call, turning its failures into the client's answer (and auditing refusals). */
  async function fromProvider<T>(request: FastifyRequest, provider: ProviderName, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isProviderError(error)) throw error;
      // A provider outage is logged by the error handler (a 502, with this error as its cause).
      if (error.failure !== 'unreachable') await service.providerLoginFailed(provider, error.failure, meta(request));
      throw providerHttpError(error);
    }
  }

  const signIn = async (request: FastifyRequest, reply: FastifyReply, provider: ProviderName, verify: () => Promise<ProviderIdentity>) => {
    const identity = await fromProvider(request, provider, verify);
    return options.respondWithTokens(reply, await service.providerLogin(identity, meta(request)));
  };

  fastify.post(
    '/auth/google/login',
    {
      config: { access: 'visitor' },
      preHandler: options.loginLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign-in with a Google ID token',
        description: `token: the ID token of the authorization endpoint (web config signIn.google); nonce: the one sent there, if any. ${OUTCOMES}`,
        body: GoogleLoginBodySchema,
        response: { 200: TokensResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const google = providers.google;
      if (!google) throw providerUnavailable('google');
      return signIn(request, reply, 'google', () => google.verify(request.body.token, request.body.nonce));
    },
  );

  fastify.post(
    '/auth/facebook/login',
    {
      config: { access: 'visitor' },
      preHandler: options.loginLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign-in with a Facebook user access token',
        description: `accessToken: from the login dialog (web config signIn.facebook), with the email permission (400 without an address). ${OUTCOMES}`,
        body: FacebookLoginBodySchema,
        response: { 200: TokensResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const facebook = providers.facebook;
      if (!facebook) throw providerUnavailable('fb');
      return signIn(request, reply, 'fb', () => facebook.verify(request.body.accessToken));
    },
  );

  fastify.get(
    '/auth/twitter/request-token',
    {
      config: { access: 'visitor' },
      preHandler: options.requestTokenLimit,
      schema: {
        tags: ['auth'],
        summary: 'A Twitter request token and the page the browser goes to next',
        description:
          'The browser keeps oauthTokenSecret (the Twitter secret cookie) and opens authorizeUrl; Twitter returns to /auth/twitter/callback ' +
          'of the request edition with oauth_token and oauth_verifier. 400 when Twitter is not configured; 502 when Twitter fails; ' +
          '30 per 5 minutes per network.',
        response: { 200: TwitterRequestTokenResponseSchema, ...errorResponses(400, 429, 500, 502) },
      },
    },
    async (request) => {
      const twitter = providers.twitter;
      if (!twitter) throw providerUnavailable('twitter');
      return fromProvider(request, 'twitter', () => twitter.requestToken(options.twitterCallbackUrl(request)));
    },
  );

  fastify.post(
    '/auth/twitter/login',
    {
      config: { access: 'visitor' },
      preHandler: options.loginLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign-in with a Twitter request token and its verifier',
        description: `The request token pair of GET /auth/twitter/request-token and the oauth_verifier of the callback. An account that shares no confirmed e-mail address is refused (400). ${OUTCOMES}`,
        body: TwitterLoginBodySchema,
        response: { 200: TokensResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const twitter = providers.twitter;
      if (!twitter) throw providerUnavailable('twitter');
      const { oauthToken, oauthTokenSecret, oauthVerifier } = request.body;
      return signIn(request, reply, 'twitter', () => twitter.verify(oauthToken, oauthTokenSecret, oauthVerifier));
    },
  );
};
