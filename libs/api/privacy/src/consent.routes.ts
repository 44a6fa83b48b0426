import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type AccessTokenVerifier,
  assertTrustedOrigin,
  errorResponses,
  HttpError,
  PRIVATE_CACHE_CONTROL,
  type RateLimit,
  readerIdOf,
  registerMemberRoutes,
  registerRateLimiting,
  requestEdition,
} from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { ConsentBodySchema, ConsentRecordSchema, isUuid } from '@meydan/shared/contracts';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  CONSENT_METHODS,
  CONSENT_VERSION,
  type ConsentMethod,
  consentFromCookies,
  parseConsent,
  purposesOf,
  safeReturnPath,
  serializeConsent,
} from '@meydan/shared/util/cookies';
import { consentRepository } from './consent.repository';
import { PRIVACY_MESSAGES } from './privacy.messages';

export interface ConsentRoutesOptions {
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: only our pages may set a reader's choice. */
  trustedOrigins: readonly string[];
  secureCookies?: boolean;
  redisUrl?: string;
  limit?: RateLimit;
  /**
   * Deletes what personalisation kept about this browser's reader (m-rid): called when a choice
   * leaves personalisation out, so withdrawing it forgets the reading history at once.
   */
  forgetPersonalization?(readerId: string): Promise<unknown>;
  /** Chance that a recorded choice also deletes the proofs past retention (tests: 0 or 1). */
  pruneChance?: number;
  now?: () => number;
}

/**
 * How long a proof is kept: three years from the choice. A choice is in force for at most
 * CONSENT_MAX_AGE (182 days: the cookie expires and the banner asks again), so every proof
 * outlives its choice by more than two and a half years, long enough to answer a complaint to
 * the KVKK board or a GDPR authority about it; after that it is personal data kept for nothing.
 */
export const CONSENT_PROOF_RETENTION_MS = 3 * 365 * 24 * 60 * 60 * 1000;
/** Pruning rides on a few writes instead of a scheduler: any replica may do it, and it is idempotent. */
const PRUNE_CHANCE = 0.01;

/** A reader changes their mind a few times at most; this stops a script filling the table. */
export const CONSENT_RATE_LIMIT: RateLimit = { max: 30, windowMs: 10 * 60_000 };

const FORM_TYPE = 'application/x-www-form-urlencoded';
const TAGS = ['privacy'];
/** Where a banner posted without scripts goes back to (the page it was on). */
const formReturns = new WeakMap<FastifyRequest, string>();

/** The banner's form fields as the JSON body: `method`, repeated `purpose`, `return`. */
function formBody(request: FastifyRequest, raw: string): unknown {
  const fields = new URLSearchParams(raw);
  formReturns.set(request, safeReturnPath(fields.get('return') ?? '/'));
  const method = fields.get('method');
  if (!method || !(CONSENT_METHODS as readonly string[]).includes(method)) throw new HttpError(400, PRIVACY_MESSAGES.badForm);
  return { method, purposes: [...new Set(fields.getAll('purpose'))] };
}

/**
 * Cookie consent (issue 19) at `/api/v3.5/consents`: records each choice so it can be proven and
 * sets the `m-consent` cookie the pages, the SSR server and the collector read. Works for pages
 * without scripts too: the banner's form posts here and is sent back to its page (303).
 */
export const consentRoutes: FastifyPluginAsync<ConsentRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(fastifyCookie);
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins });
  const limiting = await registerRateLimiting(fastify, { redisUrl: options.redisUrl, nameSpace: 'meydan:privacy-rate:' });
  const consentLimit = limiting.limiter('consent', options.limit ?? CONSENT_RATE_LIMIT);
  fastify.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 2048 }, (request, body, done) => {
    try {
      done(null, formBody(request, body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  fastify.post('/', {
    config: { access: 'visitor' },
    onRequest: consentLimit,
    bodyLimit: 2048,
    schema: {
      tags: TAGS,
      summary: "Records the reader's cookie choice (banner or preferences) and sets the m-consent cookie",
      description:
        'accept-all grants analytics, personalization and advertising; reject-all none; custom the listed purposes. ' +
        'The choice is stored with its time and the banner version (the proof) and the m-consent cookie names the record. ' +
        `A urlencoded form post (the banner without scripts) is answered 303 to its return path. Only this site's pages may post (403 otherwise).`,
      body: ConsentBodySchema,
      response: { 201: ConsentRecordSchema, ...errorResponses(400, 403, 413, 415, 429, 503) },
    },
  }, async (request, reply) => {
    // Another site must not be able to say "accept all" for our reader.
    assertTrustedOrigin(request, options.trustedOrigins, true);
    const method: ConsentMethod = request.body.method;
    const previous = parseConsent(request.cookies[CONSENT_COOKIE], Number(request.cookies[CONSENT_COOKIE]?.split('.')[0]));
    const record = await consentRepository.insert(options.db, {
      edition: requestEdition(request),
      version: CONSENT_VERSION,
      method,
      purposes: purposesOf(method, request.body.purposes ?? []),
      userId: request.auth?.userId ?? null,
      replaces: previous?.recordId && isUuid(previous.recordId) ? previous.recordId : null,
    });
    if (Math.random() < (options.pruneChance ?? PRUNE_CHANCE)) {
      const before = new Date((options.now ?? Date.now)() - CONSENT_PROOF_RETENTION_MS);
      await consentRepository.prune(options.db, before).catch((error: unknown) => request.log.warn({ err: error }, 'pruning old consent records failed'));
    }
    const readerId = readerIdOf(request.cookies);
    if (readerId && !record.purposes.includes('personalization') && options.forgetPersonalization) {
      await options.forgetPersonalization(readerId).catch((error: unknown) => request.log.warn({ err: error }, 'forgetting a reader\'s reading history failed'));
    }
    reply.setCookie(CONSENT_COOKIE, serializeConsent({ version: record.version, purposes: record.purposes, recordId: record.id }), {
      path: '/',
      sameSite: 'lax',
      secure: options.secureCookies ?? false,
      maxAge: CONSENT_MAX_AGE,
    });
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const back = formReturns.get(request);
    if (back !== undefined) return reply.redirect(back, 303);
    reply.code(201);
    return record;
  });

  fastify.get('/current', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: "The record behind this browser's current cookie choice (what was chosen, when, on which banner)",
      response: { 200: ConsentRecordSchema, ...errorResponses(404, 503) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const current = consentFromCookies(request.cookies);
    const record = current && isUuid(current.recordId) ? await consentRepository.find(options.db, current.recordId) : null;
    if (!record) throw new HttpError(404, PRIVACY_MESSAGES.consentNotFound);
    return record;
  });
};
