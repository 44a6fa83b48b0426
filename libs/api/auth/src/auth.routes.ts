import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  assertTrustedOrigin,
  errorResponses,
  HttpError,
  isStateChanging,
  localize,
  MEMBER_SECURITY,
  networkOf,
  PRIVATE_CACHE_CONTROL,
  registerMemberRoutes,
  requestLanguage,
} from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import {
  ChangePasswordBodySchema,
  CurrentUserSchema,
  DeleteAccountBodySchema,
  DeleteRequestBodySchema,
  EndSessionsQuerySchema,
  EndSessionsResponseSchema,
  FreezeBodySchema,
  LoginBodySchema,
  LoginQuerySchema,
  MailQueuedResponseSchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordRequestBodySchema,
  RobotChallengeSchema,
  SessionListResponseSchema,
  TokensResponseSchema,
  UsernameCheckQuerySchema,
  UsernameCheckResponseSchema,
  VerifyEmailQuerySchema,
  VerifyEmailResponseSchema,
} from '@meydan/shared/contracts';
import { defaultEditionOrigins, type EditionOrigins, routePath } from '@meydan/shared/util/routing';
import { AccountService, type MailContext } from './account.service';
import { clearSessionCookies, refreshCookie, setSessionCookies } from './auth-cookies';
import { AUTH_MESSAGES } from './auth.messages';
import { authRepository } from './auth.repository';
import type { ClientMeta } from './auth.repository';
import { AuthService, normalizeLoginId } from './auth.service';
import { resolveAuthTokenSecret } from './auth-secret';
import { providerLoginRoutes } from './provider-login.routes';
import { IdentityProviders } from './providers/identity-providers';
import { AUTH_RATE_LIMITS, type AuthRateLimits, registerRateLimiting } from './rate-limits';
import { type CaptchaSettings, createRobotCheck } from './robot-check/robot-check';
import { AccessTokens, deriveKey } from './tokens';

export interface AuthRoutesOptions {
  db: Db;
  /** `AUTH_TOKEN_SECRET`: signs access tokens and robot-check challenges; required in production. */
  secret?: string;
  /** Defaults to process.env.NODE_ENV; tests pass it to play production. */
  nodeEnv?: string;
  /** The editions' public origins (EDITION_ORIGINS): the pages allowed to make cookie-authenticated writes. */
  trustedOrigins: readonly string[];
  /** Secure cookies (the public site is served over HTTPS). */
  secureCookies?: boolean;
  /** Shares rate-limit counters between replicas. */
  redisUrl?: string;
  rateLimits?: Partial<AuthRateLimits>;
  /** Leading zero bits of the registration proof of work (default 18); tests lower it. */
  powDifficulty?: number;
  /** CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY, CAPTCHA_SECRET, CAPTCHA_VERIFY_URL: a hosted captcha instead of the proof of work. */
  captcha?: CaptchaSettings;
  /** Public prefix of media URLs (avatars, covers). */
  mediaBaseUrl?: string;
  /** Clock of tokens and challenges; tests move it. */
  now?: () => number;
  /** Public origin per edition (EDITION_ORIGINS): e-mailed links point at the request edition's. */
  editionOrigins?: EditionOrigins;
  /** Sends queued mail right after the commit (`setupMailer`); without it the mail waits for a worker's poll. */
  mailer?: { nudge(): void };
  /** Chance that a request also deletes spent challenges and dead refresh tokens (default 1 %). */
  pruneChance?: number;
  /** Google, Facebook and Twitter sign-in (shared with the web config); none configured when absent. */
  identityProviders?: IdentityProviders;
}

const USER_AGENT_MAX = 512;
const DEFAULT_PRUNE_CHANCE = 0.01;
const ERRORS = errorResponses(400, 401, 403, 409, 415, 429, 500);

/**
 * Accounts and sessions (SPEC §7 Auth): password login, Google/Facebook/Twitter sign-in
 * (provider-login.routes.ts), registration with a robot check (proof of work or hosted captcha), username check, token refresh with rotation and reuse detection, logout, the
 * member's profile and sessions, deactivation. Tokens come back in the body and as the SPEC §9
 * cookies. Every answer is `private, no-store`.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, trustedOrigins } = options;
  const secure = options.secureCookies ?? false;
  const now = options.now ?? Date.now;
  const pruneChance = options.pruneChance ?? DEFAULT_PRUNE_CHANCE;
  const secret = resolveAuthTokenSecret(options.secret, options.nodeEnv ?? process.env['NODE_ENV'], (message) => fastify.log.warn(message));

  const networkHashKey = deriveKey(secret, 'network-hash');
  const robotCheck = createRobotCheck({
    captcha: options.captcha,
    proofOfWork: { secret, difficulty: options.powDifficulty, now, spend: (hash, expiresAt) => authRepository.spendChallenge(db, hash, expiresAt) },
  });
  const service = new AuthService(db, new AccessTokens(secret, now), robotCheck, { mediaBaseUrl: options.mediaBaseUrl ?? '/media' });
  const accounts = new AccountService(db, now);
  const editionOrigins = options.editionOrigins ?? defaultEditionOrigins();
  const nudgeMailer = () => options.mailer?.nudge();
  const mailContext = (request: FastifyRequest): MailContext => {
    const locale = requestLanguage(request);
    return { locale, origin: editionOrigins[locale] };
  };
  // Each route's config.access becomes its guard (provider-login.routes.ts included), ahead of the
  // rate limiters: the per-account ones key on the request.auth it resolves. Every answer is
  // private; login CSRF and friends: a browser page of another site never gets to write here.
  // Callers without an Origin (native apps, servers) pass; cookie-carrying writes are checked harder.
  registerMemberRoutes(fastify, { verify: (token) => service.verifyAccessToken(token), trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL });

  const limits: AuthRateLimits = { ...AUTH_RATE_LIMITS, ...options.rateLimits };
  const rates = await registerRateLimiting(fastify, { redisUrl: options.redisUrl });
  const loginPerNetwork = rates.limiter('login', limits.loginPerNetwork);
  const loginPerAccount = rates.limiter('login-id', limits.loginPerAccount, (request) => normalizeLoginId((request.body as { id: string }).id));
  const registerLimit = rates.limiter('register', limits.register);
  const usernameLimit = rates.limiter('username', limits.usernameCheck);
  const challengeLimit = rates.limiter('challenge', limits.challenge);
  const tokenLimit = rates.limiter('token', limits.token);
  const perAccount = (request: FastifyRequest) => request.auth?.userId ?? networkOf(request.ip);
  const resendLimit = rates.limiter('verify-resend', limits.verificationResend, perAccount);
  const resetRequestPerNetwork = rates.limiter('reset-request', limits.resetRequestPerNetwork);
  const resetRequestPerId = rates.limiter('reset-request-id', limits.resetRequestPerId, (request) => normalizeLoginId((request.body as { id: string }).id));
  const linkLimit = rates.limiter('link', limits.linkUse);
  const passwordChangeLimit = rates.limiter('password-change', limits.passwordChange, perAccount);
  const deleteRequestLimit = rates.limiter('delete-request', limits.deleteRequest, perAccount);
  const twitterRequestTokenLimit = rates.limiter('twitter-request-token', limits.twitterRequestToken);

  const meta = (request: FastifyRequest): ClientMeta => {
    const agent = request.headers['user-agent'];
    return {
      userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, USER_AGENT_MAX) : null,
      ipHash: createHmac('sha256', networkHashKey).update(networkOf(request.ip)).digest('base64url'),
    };
  };

  const member = (request: FastifyRequest) => {
    if (!request.auth) throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
    return request.auth;
  };

  const maybePrune = (request: FastifyRequest) => {
    if (pruneChance > 0 && Math.random() < pruneChance) {
      service.prune().catch((error: unknown) => request.log.warn({ err: error }, 'pruning auth tables failed'));
    }
  };

  // A browser's fetch may POST the refresh cookie, or a logout, without any body: treat it as `{}`
  // so the body schema speaks (`refreshToken` optional) instead of "body must be an object".
  fastify.addHook('preValidation', async (request) => {
    if (request.body === undefined && isStateChanging(request)) request.body = {};
  });

  const respondWithTokens = (reply: FastifyReply, tokens: { authToken: string; refreshToken: string }, bodyRefreshToken: boolean) => {
    setSessionCookies(reply, tokens, secure);
    return bodyRefreshToken ? { authToken: tokens.authToken, refreshToken: tokens.refreshToken } : { authToken: tokens.authToken };
  };

  fastify.post(
    '/auth/login',
    {
      config: { access: 'visitor' },
      preHandler: [loginPerNetwork, loginPerAccount],
      schema: {
        tags: ['auth'],
        summary: 'Password login: id is a username or an e-mail address',
        description:
          'Answers the tokens and sets the o-auth-token and o-refresh-token cookies. Any failure is one 401 ' +
          '"Please enter correct username and password." in the request language. A deactivated account is reactivated. ' +
          '429 with Retry-After beyond 10 attempts per 5 minutes per network or 25 per hour per id.',
        querystring: LoginQuerySchema,
        body: LoginBodySchema,
        response: { 200: TokensResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const tokens = await service.login(request.body, meta(request));
      maybePrune(request);
      return respondWithTokens(reply, tokens, true);
    },
  );

  await fastify.register(providerLoginRoutes, {
    providers: options.identityProviders ?? new IdentityProviders(),
    service,
    meta,
    respondWithTokens: (reply, tokens) => respondWithTokens(reply, tokens, true),
    loginLimit: loginPerNetwork,
    requestTokenLimit: twitterRequestTokenLimit,
    twitterCallbackUrl: (request) => {
      const { locale, origin } = mailContext(request);
      return `${origin}${routePath(locale, 'social.auth.twitter-callback')}`;
    },
  });

  fastify.get(
    '/auth/challenge',
    {
      config: { access: 'visitor' },
      preHandler: challengeLimit,
      schema: {
        tags: ['auth'],
        summary: 'The registration robot check: a proof of work, or the hosted captcha to render',
        description:
          '`kind: "proof-of-work"` (the default): find a nonce (decimal digits) so that SHA-256(challenge + nonce) starts with `difficulty` ' +
          'zero bits; send both with POST /auth/register within 10 minutes. Each challenge works once. `kind: "captcha"` (CAPTCHA_PROVIDER ' +
          'set): render the provider\'s widget (`turnstile` or `hcaptcha`) with `siteKey` and send its answer as `captchaToken`.',
        response: { 200: RobotChallengeSchema, ...errorResponses(429, 500) },
      },
    },
    async () => robotCheck.issue(),
  );

  fastify.post(
    '/auth/register',
    {
      config: { access: 'visitor' },
      preHandler: registerLimit,
      schema: {
        tags: ['auth'],
        summary: 'Registers an unconfirmed member and signs them in',
        description:
          'version: the accepted terms-of-service version. The robot check (challenge and nonce, or captchaToken, per GET /auth/challenge) ' +
          'is spent by every attempt. The username is made from the e-mail address and can be changed later. 400 for a common password or a ' +
          'failed robot check; 409 when the e-mail address is registered already; 502 when the hosted captcha\'s provider could not be asked ' +
          '(nothing was written; try again). Queues the verification mail (link /auth/verify-email/{token} on the request edition, in its ' +
          'language, valid 7 days).',
        body: RegisterBodySchema,
        response: { 201: TokensResponseSchema, ...ERRORS, ...errorResponses(502) },
      },
    },
    async (request, reply) => {
      const mail = mailContext(request);
      const tokens = await service.register(request.body, meta(request), (tx, user) => accounts.queueVerification(tx, user, mail), { remoteIp: request.ip });
      nudgeMailer();
      reply.code(201);
      return respondWithTokens(reply, tokens, true);
    },
  );

  fastify.get(
    '/auth/check/username',
    {
      config: { access: 'visitor' },
      preHandler: usernameLimit,
      schema: {
        tags: ['auth'],
        summary: 'Whether a username is valid and free',
        description: '400 with the rule that a malformed username breaks; `available: false` with "This username was taken earlier." when taken.',
        querystring: UsernameCheckQuerySchema,
        response: { 200: UsernameCheckResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      if (await service.usernameAvailable(request.query.username)) return { available: true };
      return { available: false, message: localize(AUTH_MESSAGES.usernameTaken, requestLanguage(request)) };
    },
  );

  fastify.post(
    '/auth/token',
    {
      config: { access: 'visitor' },
      preHandler: tokenLimit,
      schema: {
        tags: ['auth'],
        summary: 'New tokens for a refresh token (rotation)',
        description:
          'refreshToken in the body (native apps), else the o-refresh-token cookie (browsers; the new refresh token is then only set as ' +
          'the cookie, never put in the body). Each refresh token works once: presenting a spent one ends its whole session. 401 (and ' +
          'both cookies cleared) for an unknown, spent, expired or revoked token.',
        body: Type.Optional(RefreshBodySchema),
        response: { 200: TokensResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refreshToken;
      const token = fromBody ?? refreshCookie(request);
      if (!fromBody && token) assertTrustedOrigin(request, trustedOrigins, true);
      const outcome = token ? await service.refresh(token, meta(request)) : ({ ok: false, reason: 'unknown' } as const);
      if (!outcome.ok) {
        clearSessionCookies(reply, secure);
        throw new HttpError(401, AUTH_MESSAGES.sessionEnded);
      }
      return respondWithTokens(reply, outcome.tokens, Boolean(fromBody));
    },
  );

  fastify.post(
    '/auth/logout',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['auth'],
        summary: 'Ends the current session and clears both cookies',
        description: 'The session is the access token’s, else the refresh token’s (body or cookie). Always 204.',
        body: Type.Optional(RefreshBodySchema),
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const cookieToken = refreshCookie(request);
      const refreshToken = request.body?.refreshToken ?? cookieToken;
      if (!request.auth && !request.body?.refreshToken && cookieToken) assertTrustedOrigin(request, trustedOrigins, true);
      await service.logout(request.auth?.sessionId ?? null, refreshToken, meta(request));
      clearSessionCookies(reply, secure);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/users/me/profile',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in member (SPEC §3 User)',
        description: 'Cache-Control: private, no-store.',
        security: MEMBER_SECURITY,
        response: { 200: CurrentUserSchema, ...errorResponses(401, 500) },
      },
    },
    async (request) => service.profile(member(request).userId),
  );

  fastify.get(
    '/users/me/sessions',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: "The member's live sessions (signed-in browsers and devices), the current one flagged",
        security: MEMBER_SECURITY,
        response: { 200: SessionListResponseSchema, ...errorResponses(401, 500) },
      },
    },
    async (request) => {
      const auth = member(request);
      return { items: await service.sessions(auth.userId, auth.sessionId) };
    },
  );

  fastify.delete(
    '/users/me/sessions',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: "Ends all the member's sessions, or all but the current one (keepCurrent=true)",
        description: 'Access tokens of ended sessions stop working at once. Without keepCurrent the cookies are cleared too.',
        security: MEMBER_SECURITY,
        querystring: EndSessionsQuerySchema,
        response: { 200: EndSessionsResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const auth = member(request);
      const keepCurrent = request.query.keepCurrent === true;
      const ended = await service.endSessions(auth.userId, auth.sessionId, keepCurrent, meta(request));
      if (!keepCurrent) clearSessionCookies(reply, secure);
      return { ended };
    },
  );

  fastify.put(
    '/users/me/freeze',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: 'Deactivates the account until the next login',
        description: 'The profile, comments and content are hidden until the member logs in again; every session ends. feedback: optional, at most 500 characters.',
        security: MEMBER_SECURITY,
        body: Type.Optional(FreezeBodySchema),
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const auth = member(request);
      await service.freeze(auth.userId, auth.sessionId, request.body?.feedback, meta(request));
      clearSessionCookies(reply, secure);
      return reply.code(204).send(null);
    },
  );
  fastify.get(
    '/auth/verify-email',
    {
      config: { access: 'visitor' },
      preHandler: linkLimit,
      schema: {
        tags: ['auth'],
        summary: 'Confirms the e-mail address with the token of the e-mailed link',
        description: 'token: from /auth/verify-email/{token}, valid 7 days, once. 400 "Invalid Link" for an unknown, used or expired token.',
        querystring: VerifyEmailQuerySchema,
        response: { 200: VerifyEmailResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      await accounts.verifyEmail(request.query.token, meta(request));
      return { emailVerified: true as const };
    },
  );

  fastify.get(
    '/auth/verify-email/new',
    {
      config: { access: 'member' },
      preHandler: resendLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sends the signed-in member a new verification link',
        description: '202 with a notice; 409 when the address is confirmed already; at most 3 per hour per account (429 with Retry-After).',
        security: MEMBER_SECURITY,
        response: { 202: MailQueuedResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const auth = member(request);
      await accounts.resendVerification(auth.userId, auth.sessionId, meta(request), mailContext(request));
      nudgeMailer();
      reply.code(202);
      return { message: localize(AUTH_MESSAGES.verificationSent, requestLanguage(request)) };
    },
  );

  fastify.post(
    '/auth/reset-password/new',
    {
      config: { access: 'visitor' },
      preHandler: [resetRequestPerNetwork, resetRequestPerId],
      schema: {
        tags: ['auth'],
        summary: 'Mails a password reset link (valid 1 hour) to the account named by id (username or e-mail)',
        description: 'Always the same 202 whether or not the account exists (no enumeration). Limited per network and per id (429 with Retry-After).',
        body: ResetPasswordRequestBodySchema,
        response: { 202: MailQueuedResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      if (await accounts.requestPasswordReset(request.body.id, meta(request), mailContext(request))) nudgeMailer();
      reply.code(202);
      return { message: localize(AUTH_MESSAGES.resetRequested, requestLanguage(request)) };
    },
  );

  fastify.post(
    '/auth/reset-password',
    {
      config: { access: 'visitor' },
      preHandler: linkLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the token of the e-mailed reset link',
        description:
          '204: the password is changed, every session of the account ended, the address counts as confirmed. 400 "Invalid Link" for an ' +
          'unknown, used or expired token (1 hour); 400 for a password that breaks the rules or is too common (the link stays usable).',
        body: ResetPasswordBodySchema,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body.token, request.body.password, meta(request));
      return reply.code(204).send(null);
    },
  );

  fastify.put(
    '/users/me/password',
    {
      config: { access: 'member' },
      preHandler: passwordChangeLimit,
      schema: {
        tags: ['users'],
        summary: "Changes the member's password; the other sessions end, this one stays",
        description: '400 when the current password is wrong (not 401: the client would try a token refresh) or the new one breaks the rules.',
        security: MEMBER_SECURITY,
        body: ChangePasswordBodySchema,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const auth = member(request);
      await accounts.changePassword(auth.userId, auth.sessionId, request.body.oldPassword, request.body.password, meta(request));
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/users/me/request-delete',
    {
      config: { access: 'member' },
      preHandler: deleteRequestLimit,
      schema: {
        tags: ['users'],
        summary: 'Mails the member a link that deletes the account (valid 24 hours)',
        description: 'feedback: the reason, optional, at most 500 characters. At most 3 per hour per account.',
        security: MEMBER_SECURITY,
        body: Type.Optional(DeleteRequestBodySchema),
        response: { 202: MailQueuedResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const auth = member(request);
      await accounts.requestDeletion(auth.userId, auth.sessionId, request.body?.feedback, meta(request), mailContext(request));
      nudgeMailer();
      reply.code(202);
      return { message: localize(AUTH_MESSAGES.deletionRequested, requestLanguage(request)) };
    },
  );

  fastify.put(
    '/users/me/delete',
    {
      config: { access: 'visitor' },
      preHandler: linkLimit,
      schema: {
        tags: ['users'],
        summary: 'Deletes the account of the e-mailed deletion link',
        description:
          'The token (from /auth/delete-account/{token}, 24 hours, once) is the authorization: no sign-in is needed on the device that ' +
          'opens the link. Personal data is removed; content stays, attributed to "deleted-…"; every session ends (and this device’s ' +
          'cookies are cleared when they were that account’s). 400 "Invalid Link" for an unknown, used or expired token.',
        body: DeleteAccountBodySchema,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const deleted = await accounts.deleteAccount(request.body.token);
      if (request.auth?.userId === deleted) clearSessionCookies(reply, secure);
      return reply.code(204).send(null);
    },
  );
};
