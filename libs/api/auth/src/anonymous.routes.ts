import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  type AccessTokenVerifier,
  assertTrustedOrigin,
  errorResponses,
  HttpError,
  type LocalizedText,
  PRIVATE_CACHE_CONTROL,
  registerMemberRoutes,
} from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { type FirebaseIdTokens, FirebaseTokenError } from '@meydan/api/firebase';
import { AnonymousIdentityResponseSchema, AnonymousSignInBodySchema } from '@meydan/shared/contracts';
import { ANONYMOUS_MARKER_COOKIE, ANONYMOUS_TOKEN_COOKIE, serializeCookie } from '@meydan/shared/util/cookies';
import { type AnonymousIdentity, AnonymousTokens, firebaseAnonymousId, readAnonymousIdentity } from './anonymous-tokens';
import { authRepository } from './auth.repository';
import { resolveAuthTokenSecret } from './auth-secret';
import { type RateLimit, registerRateLimiting } from './rate-limits';
import { AccessTokens } from './tokens';

export interface AnonymousRoutesOptions {
  /** Tells a signed-in member (a live session) from a visitor. */
  db: Db;
  /** `AUTH_TOKEN_SECRET`, the auth routes' secret; the anonymous token key is derived from it. */
  secret?: string;
  /** Defaults to process.env.NODE_ENV; tests pass it to play production. */
  nodeEnv?: string;
  /** The editions' public origins: the only pages that may ask for an identity. */
  trustedOrigins: readonly string[];
  /** Secure cookies (the public site is served over HTTPS). */
  secureCookies?: boolean;
  /** Shares rate-limit counters between replicas. */
  redisUrl?: string;
  /** Identities per network; tests lower it. */
  rateLimit?: RateLimit;
  /** Clock of the tokens; tests move it. */
  now?: () => number;
  /**
   * Where Firebase is configured (FIREBASE_WEB_CONFIG): the verifier of the project's ID tokens.
   * A browser that signed in with Firebase anonymous auth sends its ID token and gets the identity
   * derived from the Firebase uid; without this, such a body is refused.
   */
  firebase?: { projectId: string; idTokens: Pick<FirebaseIdTokens, 'verify'> } | null;
}

/**
 * A browser asks once a year, so this only bites a farm of identities; it stays generous for the
 * many visitors a carrier-grade NAT puts behind one address (a refused visitor just stays
 * without an identity, SPEC §1 "failure is only logged").
 */
export const ANONYMOUS_RATE_LIMIT: Readonly<RateLimit> = { max: 30, windowMs: 10 * 60_000 };

// Local rather than in the UI's `common` texts: the shell runs the sign-in silently and never shows them.
const SIGNED_IN_ALREADY: LocalizedText = {
  tr: 'Zaten giriş yaptın; anonim kimliğe gerek yok.',
  en: 'You are signed in already; no anonymous identity is needed.',
  ru: 'Вы уже вошли в аккаунт; анонимная личность не нужна.',
};
const FIREBASE_OFF: LocalizedText = {
  tr: 'Bu sitede Firebase ile giriş yapılandırılmamış.',
  en: 'Firebase sign-in is not configured on this site.',
  ru: 'Вход через Firebase на этом сайте не настроен.',
};
const FIREBASE_TOKEN_REJECTED: LocalizedText = {
  tr: 'Firebase kimlik belirteci geçersiz ya da süresi dolmuş.',
  en: 'The Firebase ID token is not valid or has expired.',
  ru: 'Токен Firebase недействителен или истёк.',
};
const FIREBASE_UNREACHABLE: LocalizedText = {
  tr: 'Firebase şu anda doğrulanamıyor; biraz sonra yeniden dene.',
  en: 'Firebase cannot be checked right now; try again in a moment.',
  ru: 'Сейчас не удаётся проверить Firebase; попробуйте чуть позже.',
};

/**
 * SPEC §1 anonymous sign-in for the English entertainment sections (see anonymous-tokens.ts for
 * the design). `POST /auth/anonymous` sets the signed identity in the httpOnly `o-anon-token`
 * cookie plus the script-readable `o-anon` marker (its expiry) that the shell checks before
 * asking. Registered beside authRoutes with the same secret, cookie and origin settings; it
 * lives apart so the member routes never see an anonymous token.
 */
export const anonymousRoutes: FastifyPluginAsync<AnonymousRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, trustedOrigins, firebase = null } = options;
  const secure = options.secureCookies ?? false;
  const now = options.now ?? Date.now;
  const secret = resolveAuthTokenSecret(options.secret, options.nodeEnv ?? process.env['NODE_ENV'], (message) => fastify.log.warn(message));
  const tokens = new AnonymousTokens(secret, now);
  const accessTokens = new AccessTokens(secret, now);

  // The member check of AuthService.verifyAccessToken (signature, then a live session), without
  // the registration machinery that service is built with.
  const verifyMember: AccessTokenVerifier = async (token) => {
    const claims = await accessTokens.verify(token);
    if (!claims) return null;
    const principal = await authRepository.livePrincipal(db, claims.sessionId);
    if (!principal || principal.user_id !== claims.userId) return null;
    return { userId: principal.user_id, sessionId: claims.sessionId, role: principal.role };
  };
  // Every method must come from our own pages (below), which covers the default foreign-write check.
  registerMemberRoutes(fastify, { verify: verifyMember, trustedOrigins, cacheControl: PRIVATE_CACHE_CONTROL, refuseForeignWrites: false });
  const rates = await registerRateLimiting(fastify, { redisUrl: options.redisUrl });
  const limit = rates.limiter('anonymous', options.rateLimit ?? ANONYMOUS_RATE_LIMIT);

  fastify.addHook('onRequest', async (request) => {
    // The identity lives in this browser's cookies, so only our own pages may ask for it (a
    // browser always sends Origin with a POST): another site cannot plant an identity it chose.
    assertTrustedOrigin(request, trustedOrigins, true);
  });

  const setCookies = (reply: FastifyReply, identity: AnonymousIdentity, token: string | null) => {
    // Rounded up: the marker must not lapse before the identity (a second after it is harmless).
    const maxAge = Math.max(0, Math.ceil((identity.expiresAt.getTime() - now()) / 1000));
    const attributes = { path: '/', sameSite: 'lax', secure, maxAge } as const;
    const marker = serializeCookie(ANONYMOUS_MARKER_COOKIE, String(Math.floor(identity.expiresAt.getTime() / 1000)), attributes);
    reply.header('set-cookie', token === null ? [marker] : [serializeCookie(ANONYMOUS_TOKEN_COOKIE, token, { ...attributes, httpOnly: true }), marker]);
  };
  const respond = (identity: AnonymousIdentity) => ({ anonymousId: identity.anonymousId, expiresAt: identity.expiresAt.toISOString() });

  /** The identity a Firebase ID token stands for (its uid's), after checking the token. */
  const firebaseIdentity = async (idToken: string): Promise<string> => {
    if (!firebase) throw new HttpError(400, FIREBASE_OFF);
    try {
      const user = await firebase.idTokens.verify(idToken);
      return firebaseAnonymousId(firebase.projectId, user.uid);
    } catch (error) {
      if (error instanceof FirebaseTokenError && error.failure === 'unreachable') {
        fastify.log.warn({ reason: error.message }, 'firebase signing keys unavailable');
        throw new HttpError(502, FIREBASE_UNREACHABLE, { cause: error, expose: true });
      }
      throw new HttpError(401, FIREBASE_TOKEN_REJECTED);
    }
  };

  fastify.post(
    '/auth/anonymous',
    {
      // Visitor: the guard resolves a signed-in member (answered with a 409) before the limiter runs.
      config: { access: 'visitor' },
      // The body is optional (the server path sends none): validated as {} when absent.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: limit,
      schema: {
        tags: ['auth'],
        summary: 'Signs a visitor in anonymously (English entertainment sections, SPEC §1)',
        description:
          'Sets the signed anonymous identity in the httpOnly o-anon-token cookie and the script-readable o-anon marker (the ' +
          'expiry in epoch seconds), both for 365 days, SameSite=Lax. Idempotent: with a valid o-anon-token the same identity ' +
          'comes back and only the marker is set again (the token is not renewed). A forged or expired token is replaced by a new ' +
          'identity. Where Firebase is configured the browser may send `firebaseIdToken` (a Firebase anonymous user\'s ID token, ' +
          'checked against the project\'s signing keys): the identity is then derived from the Firebase uid, the same for the same ' +
          'user. 400 for a Firebase token where Firebase is not configured, 401 for one that does not verify, 502 when the signing ' +
          'keys cannot be fetched. Browser pages only: 403 without a trusted Origin. 409 for a signed-in member (a member needs no ' +
          'anonymous identity). 429 with Retry-After beyond 30 calls per 10 minutes per network. The token is never a member credential.',
        body: AnonymousSignInBodySchema,
        response: {
          200: AnonymousIdentityResponseSchema,
          ...errorResponses(400, 401, 403, 409, 429, 500, 502),
        },
      },
    },
    async (request, reply) => {
      // 409, not 400: the request is well formed, it conflicts with the caller being signed in.
      if (request.auth) throw new HttpError(409, SIGNED_IN_ALREADY);
      const idToken = request.body.firebaseIdToken;
      const wanted = idToken === undefined ? null : await firebaseIdentity(idToken);
      const existing = await readAnonymousIdentity(request, tokens);
      // A Firebase user gets its own identity, whatever random one the browser held before.
      if (existing && (wanted === null || existing.anonymousId === wanted)) {
        // The marker may be gone (cleared by hand) while the identity is not: set it again so the
        // shell stops asking, with the identity's own expiry.
        setCookies(reply, existing, null);
        return respond(existing);
      }
      const issued = await tokens.issue(wanted ?? undefined);
      setCookies(reply, issued, issued.token);
      return respond(issued);
    },
  );
};
