import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccessTokenVerifier,
  assertTrustedOrigin,
  errorResponses,
  HttpError,
  MESSAGES,
  type RateLimit,
  registerMemberRoutes,
  registerRateLimiting,
  requestCredential,
  requestEdition,
} from '@meydan/api/core';
import { type Db, JobWorker, type JobWorkerOptions } from '@meydan/api/db';
import type { FcmClient } from '@meydan/api/firebase';
import {
  FIREBASE_TOKEN_LENGTH,
  FIREBASE_TOKEN_PATTERN,
  type PushRegistrationBody,
  PushRegistrationBodySchema,
  PushRegistrationResponseSchema,
  PUSH_TIMINGS,
  PushUnregisterBodySchema,
  RecoStatusSchema,
} from '@meydan/shared/contracts';
import type { EditionOrigins } from '@meydan/shared/util/routing';
import { allowedEndpoint, type EndpointPolicy } from './endpoint-policy';
import { PUSH_MESSAGES } from './push.messages';
import { pushRepository as repo, type SubscriptionInput } from './push.repository';
import { pushJobHandlers } from './push-worker';
import { sameKey, validSubscriptionKeys } from './subscription-keys';
import { type PushSettings, resolveVapid, type VapidConfig } from './vapid';

const MINUTE = 60_000;

/**
 * Registrations per network address (IPv4, or IPv6 /64): a browser registers when its token is
 * new, forced (sign-in, sign-out) or a week old (SPEC §9), so this is generous for a household
 * behind one address and a stop for a script filling the table with endpoints.
 */
export const PUSH_REGISTRATION_LIMIT: RateLimit = { max: 30, windowMs: 10 * MINUTE };
/** A registration prunes idle visitor devices this often (a chance per call, so no scheduler is needed). */
const PRUNE_CHANCE = 0.01;
const REGISTRATION_BODY_LIMIT = 8 * 1024;

/** The push worker's tuning, or false for a replica that only queues (tests, scripts). */
export type PushWorkerOptions = false | Omit<JobWorkerOptions, 'db' | 'handlers' | 'logger'>;

export interface PushRoutesOptions {
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: pages allowed to make cookie-authenticated writes. */
  trustedOrigins: readonly string[];
  /** Public origin per edition (EDITION_ORIGINS): the pages a push opens. */
  editionOrigins?: EditionOrigins;
  /** Shares rate-limit counters between replicas (REDIS_URL). */
  redisUrl?: string;
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (see resolveVapid). */
  push?: PushSettings;
  /** The resolved AUTH_TOKEN_SECRET: the development VAPID keys derive from it. */
  authTokenSecret: string;
  /**
   * Firebase Cloud Messaging (FIREBASE_SERVICE_ACCOUNT): where set, browsers may register FCM
   * tokens (`externalPlatform: 'firebase'`) and the worker sends to them through it.
   */
  fcm?: Pick<FcmClient, 'send'> | null;
  /** Default: NODE_ENV === 'production'. Production pushes only to public https push services and needs configured keys. */
  production?: boolean;
  worker?: PushWorkerOptions;
  /** Overrides PUSH_REGISTRATION_LIMIT (tests). */
  registrationLimit?: RateLimit;
}

const ERRORS = errorResponses(400, 401, 403, 429, 500);

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

const FIREBASE_TOKEN = new RegExp(FIREBASE_TOKEN_PATTERN);

type CheckedRegistration = Pick<SubscriptionInput, 'endpoint' | 'p256dh' | 'auth' | 'platform' | 'swScope' | 'vapidKey'>;

/**
 * A registration, checked beyond its schema, for a platform this server pushes through.
 * Web Push: the target is the subscription's own endpoint, the endpoint passes the SSRF rule, the
 * keys are a real P-256 point and a 16-byte secret, and the browser subscribed with this server's
 * key. Firebase (where FCM is configured): the target is an FCM registration token, stored in
 * place of an endpoint, without keys (FCM holds the subscription).
 */
function checkRegistration(body: PushRegistrationBody, vapid: VapidConfig | null, fcm: boolean, policy: EndpointPolicy): CheckedRegistration {
  if (body.externalPlatform === 'firebase') {
    // Not configured here: SPEC §5 "Unavailable service."
    if (!fcm) throw new HttpError(400, PUSH_MESSAGES.unavailable);
    if (body.notificationTargetType !== 'firebaseToken') throw new HttpError(400, PUSH_MESSAGES.targetMismatch);
    const token = body.notificationTargetValue;
    if (token.length < FIREBASE_TOKEN_LENGTH.min || token.length > FIREBASE_TOKEN_LENGTH.max || !FIREBASE_TOKEN.test(token)) throw new HttpError(400, PUSH_MESSAGES.tokenInvalid);
    return { endpoint: token, p256dh: null, auth: null, platform: 'firebase', swScope: body.options?.swScope ?? null, vapidKey: body.options?.vapidKey ?? null };
  }
  // The chatty realtime target is not a push platform of this server.
  if (body.externalPlatform !== 'webpush' || !vapid) throw new HttpError(400, PUSH_MESSAGES.unavailable);
  if (body.notificationTargetType !== 'webPushSubscription') throw new HttpError(400, PUSH_MESSAGES.targetMismatch);
  const options = body.options;
  if (!options) throw new HttpError(400, PUSH_MESSAGES.subscriptionMissing);
  if (body.notificationTargetValue !== options.endpoint) throw new HttpError(400, PUSH_MESSAGES.targetMismatch);
  if (!allowedEndpoint(options.endpoint, policy)) throw new HttpError(400, PUSH_MESSAGES.endpointInvalid);
  const keys = validSubscriptionKeys(options.p256dh, options.auth);
  if (!keys) throw new HttpError(400, PUSH_MESSAGES.keysInvalid);
  if (options.vapidKey !== undefined && !sameKey(options.vapidKey, vapid.publicKey)) throw new HttpError(400, PUSH_MESSAGES.staleKey);
  return { endpoint: options.endpoint, ...keys, platform: 'webpush', swScope: options.swScope ?? null, vapidKey: vapid.publicKey };
}

/**
 * The member a registration links the device to. No credential: nobody (a visitor, or a browser
 * that just signed out, whose device is unlinked). A credential that does not verify (an expired
 * access token) is a 401, not a silent unlink: the client refreshes its token and registers again.
 */
function registeringMember(request: FastifyRequest): { userId: string; sessionId: string } | null {
  if (request.auth) return { userId: request.auth.userId, sessionId: request.auth.sessionId };
  if (requestCredential(request)?.token) throw new HttpError(401, MESSAGES.unauthorized);
  return null;
}

/**
 * The recommendation service's push routes (SPEC §7, ARCHITECTURE §1 `/api/reco/v1/…`): the
 * status the browser checks before asking for permission, and device registration. Also runs the
 * push worker (from onReady to onClose) that sends what the triggers of migration 0023 queue.
 */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins, refuseForeignWrites: false });
  const { db } = options;
  const production = options.production ?? process.env['NODE_ENV'] === 'production';
  const policy: EndpointPolicy = { production, allowLoopback: options.push?.allowLoopback };
  if (production && policy.allowLoopback) fastify.log.warn('PUSH_ALLOW_LOOPBACK is on: push endpoints on this machine are accepted (for tests of a production build only)');
  const vapid = resolveVapid(options.push, { authTokenSecret: options.authTokenSecret, production });
  const fcm = options.fcm ?? null;
  if (!vapid && !fcm) fastify.log.warn('Web Push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to send push notifications');
  else if (vapid?.derived) fastify.log.info('Web Push signs with VAPID keys derived from AUTH_TOKEN_SECRET (development only)');
  if (fcm) fastify.log.info('Firebase Cloud Messaging takes firebase token registrations and their pushes');

  const rates = await registerRateLimiting(fastify, { redisUrl: options.redisUrl, nameSpace: 'meydan:push-rate:' });
  const registrationLimit = rates.limiter('push-registration', options.registrationLimit ?? PUSH_REGISTRATION_LIMIT);
  // Writes from browsers come from our pages; a foreign page's Origin is refused even without a cookie.
  const ownPagesOnly = async (request: FastifyRequest) => assertTrustedOrigin(request, options.trustedOrigins, false);

  if (options.worker !== false) {
    let worker: JobWorker | undefined = undefined;
    const handlers = pushJobHandlers({ db, vapid, fcm, policy, editionOrigins: options.editionOrigins, logger: fastify.log, nudge: () => worker?.nudge() });
    worker = new JobWorker({ pollIntervalMs: 3000, batchSize: 8, ...options.worker, db, handlers, logger: fastify.log });
    const running = worker;
    fastify.addHook('onReady', async () => running.start());
    fastify.addHook('onClose', async () => running.stop());
  }

  fastify.get(
    '/status',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['push'],
        summary: 'Whether this server takes push registrations, and the key browsers subscribe with',
        description:
          '`deviceTokenCollectorStatus` is false when neither Web Push nor Firebase Cloud Messaging is configured: the browser then ' +
          'reports "Unavailable service." and does not ask for permission (SPEC §5). `vapidPublicKey` is the applicationServerKey ' +
          'for pushManager.subscribe() (Web Push; Firebase Messaging tokens use the web config\'s firebase.vapidKey). ' +
          `Cache-Control: public, max-age=${PUSH_TIMINGS.statusCacheMs / 1000} (SPEC §9 status cache).`,
        response: { 200: RecoStatusSchema, ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${PUSH_TIMINGS.statusCacheMs / 1000}`);
      return { deviceTokenCollectorStatus: vapid !== null || fcm !== null, vapidPublicKey: vapid?.publicKey ?? null };
    },
  );

  fastify.post(
    '/user/push-notification-platform',
    {
      config: { access: 'visitor' },
      bodyLimit: REGISTRATION_BODY_LIMIT,
      preHandler: [ownPagesOnly, registrationLimit],
      schema: {
        tags: ['push'],
        summary: "Registers this browser's push subscription (a visitor's, or the signed-in member's)",
        description:
          'Web Push: `externalPlatform: "webpush"`, `notificationTargetType: "webPushSubscription"`, `notificationTargetValue` the ' +
          'endpoint, `options` the PushSubscription keys (p256dh, auth), its scope and the VAPID key it was made with. The endpoint ' +
          'identifies the device: registering it again updates it, links it to the member whose credential comes along, and unlinks ' +
          'it when none does (after a sign-out). Where Firebase Cloud Messaging is configured: `externalPlatform: "firebase"`, ' +
          '`notificationTargetType: "firebaseToken"`, `notificationTargetValue` the FCM registration token (no keys). Pushes (new ' +
          'messages, followers, replies) go to member devices only, in the `edition` given (default: the request\'s). 400 for an ' +
          'endpoint that is not a public https push service, bad keys, a subscription made with another key, a malformed FCM token, ' +
          'or a platform not configured here ("Unavailable service.": firebase without FCM, chatty); 401 for a credential ' +
          `that does not verify; 429 beyond ${PUSH_REGISTRATION_LIMIT.max} registrations per ${PUSH_REGISTRATION_LIMIT.windowMs / MINUTE} minutes from one address.`,
        security: [{}, { bearerAuth: [] }, { cookieAuth: [] }],
        body: PushRegistrationBodySchema,
        response: { 200: PushRegistrationResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const member = registeringMember(request);
      const subscription = checkRegistration(request.body, vapid, fcm !== null, policy);
      const registered = await db.transaction(async (tx) => {
        const row = await repo.upsert(tx, { ...subscription, member, edition: request.body.edition ?? requestEdition(request) });
        if (member) await repo.trimMemberDevices(tx, member.userId);
        return row;
      });
      if (Math.random() < PRUNE_CHANCE) {
        // Off the response path; a failure only leaves old rows for the next try.
        repo.pruneIdleVisitorDevices(db).catch((error: unknown) => request.log.warn({ err: error }, 'pruning idle push devices failed'));
      }
      return { registered: true, createTime: registered.registeredAt.toISOString() };
    },
  );

  fastify.delete(
    '/user/push-notification-platform',
    {
      config: { access: 'visitor' },
      bodyLimit: REGISTRATION_BODY_LIMIT,
      preHandler: [ownPagesOnly, registrationLimit],
      schema: {
        tags: ['push'],
        summary: "Forgets this browser's push subscription (permission revoked, or the subscription replaced)",
        description:
          'The endpoint identifies the subscription: it is a secret URL only the browser and its push service know. ' +
          '204 whether or not it was registered.',
        body: PushUnregisterBodySchema,
        response: { 204: { type: 'null', description: 'Forgotten' }, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await repo.removeByEndpoint(db, request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
