import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses, HttpError, normalizePlainText, plainTextLength, PRIVATE_CACHE_CONTROL, registerRateLimiting, requestEdition, setEditionCache } from '@meydan/api/core';
import { tarotDayOf } from '@meydan/astrology/tarot';
import {
  TAROT_QUESTION_MAX_LENGTH,
  TarotCardListResponseSchema,
  TarotCardParamsSchema,
  TarotCardResponseSchema,
  TarotDailyResponseSchema,
  TarotReadingBodySchema,
  TarotReadingResponseSchema,
} from '@meydan/shared/contracts';
import { parseCookies, serializeCookie } from '@meydan/shared/util/cookies';
import { ASTRO_RATE_LIMITS, type AstroPluginOptions } from '../astro-plugin';
import { drawCardSvg } from './card-art';
import { TAROT_MESSAGES } from './tarot.messages';
import { cardAnswer, cardListAnswer, dailyAnswer, findCard, readingAnswer } from './tarot.service';

const TAGS = ['astrology'];

/** The deck and its meanings change only with a release: a day in every cache, one copy per edition. */
export const TAROT_DECK_CACHE_CONTROL = 'public, max-age=86400';

/**
 * A visitor's card of the day needs a stable reader: this random id, first-party and httpOnly
 * (no script needs it), sent only to the tarot routes, for a year. Signed-in members are their
 * member id instead, on every device.
 */
export const TAROT_READER_COOKIE = 'tarot_reader';
const TAROT_READER_PATH = '/api/astro/tarot';
const TAROT_READER_MAX_AGE_S = 365 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function setDeckCache(reply: FastifyReply): void {
  setEditionCache(reply, TAROT_DECK_CACHE_CONTROL);
}

/** Who the card of the day is for: the member, else the visitor's cookie (minted and set when missing or not one of ours). */
function readerKeyOf(request: FastifyRequest, reply: FastifyReply): string {
  if (request.auth) return `member:${request.auth.userId}`;
  const existing = parseCookies(request.headers.cookie)[TAROT_READER_COOKIE];
  if (existing && UUID.test(existing)) return `visitor:${existing}`;
  const id = randomUUID();
  reply.header(
    'set-cookie',
    serializeCookie(TAROT_READER_COOKIE, id, { path: TAROT_READER_PATH, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: TAROT_READER_MAX_AGE_S }),
  );
  return `visitor:${id}`;
}

/** The question as one trimmed line of plain text; null when there is none. */
function readQuestion(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const question = normalizePlainText(raw).replace(/\s*\n\s*/g, ' ');
  if (plainTextLength(question) > TAROT_QUESTION_MAX_LENGTH) throw new HttpError(400, TAROT_MESSAGES.question, { params: { max: TAROT_QUESTION_MAX_LENGTH } });
  return question === '' ? null : question;
}

/**
 * The tarot (issue 17 item 5) at `/api/astro/tarot`, registered by the astrology plugin (whose
 * member authentication and access policies apply here too): the deck with its meanings, each
 * card's picture, the reader's card of the day and spreads drawn on the server. Nothing is stored.
 */
export const tarotRoutes: FastifyPluginAsync<AstroPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const clock = options.clock ?? (() => new Date());
  const limiting = await registerRateLimiting(fastify, { redisUrl: options.redisUrl, nameSpace: 'meydan:tarot-rate:' });
  const readingLimit = limiting.limiter('tarot-reading', { ...ASTRO_RATE_LIMITS.tarot, ...options.limits?.tarot });

  fastify.get('/cards', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: 'The 78 Rider–Waite tarot cards, each with its name and keywords in the edition and its picture',
      response: { 200: TarotCardListResponseSchema },
    },
  }, async (request, reply) => {
    setDeckCache(reply);
    return cardListAnswer(requestEdition(request));
  });

  fastify.get('/cards/:slug', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: 'One tarot card: its picture described, its upright and reversed meanings in the edition, and its neighbours in the deck',
      params: TarotCardParamsSchema,
      response: { 200: TarotCardResponseSchema, ...errorResponses(400, 404) },
    },
  }, async (request, reply) => {
    const answer = cardAnswer(request.params.slug, requestEdition(request));
    setDeckCache(reply);
    return answer;
  });

  fastify.get('/cards/:slug/image.svg', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: "A tarot card's picture, drawn by the API: SVG, 300×520, the card's name in the edition",
      params: TarotCardParamsSchema,
    },
  }, async (request, reply) => {
    const card = findCard(request.params.slug);
    setDeckCache(reply);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(drawCardSvg(card, requestEdition(request)));
  });

  fastify.get('/daily', {
    config: { access: 'visitor' },
    schema: {
      tags: TAGS,
      summary: "The reader's tarot card of the day (Europe/Istanbul day), upright or reversed, with its meaning in the edition",
      description:
        `The reader is the signed-in member, else the visitor's ${TAROT_READER_COOKIE} cookie (httpOnly, Path=${TAROT_READER_PATH}, a year), set with the first answer. ` +
        'The same reader gets the same card all day; a new one after midnight in Istanbul. Cache-Control is private, no-store.',
      response: { 200: TarotDailyResponseSchema },
    },
  }, async (request, reply) => {
    const readerKey = readerKeyOf(request, reply);
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return dailyAnswer(readerKey, tarotDayOf(clock()), requestEdition(request));
  });

  fastify.post('/readings', {
    config: { access: 'visitor' },
    onRequest: readingLimit,
    attachValidation: true,
    schema: {
      tags: TAGS,
      summary: 'A tarot spread drawn on the server: three cards (past, present, future) or the Celtic Cross (ten)',
      description:
        'Cards come from a shuffled deck with the CSPRNG: never the same card twice, each upright or reversed with probability 1/2. ' +
        'The question is only echoed back; nothing is stored. Rate limited per network.',
      body: TarotReadingBodySchema,
      response: { 200: TarotReadingResponseSchema, ...errorResponses(400, 429) },
    },
  }, async (request, reply) => {
    if (request.validationError) {
      const field = (request.validationError as { validation?: { instancePath: string; params: Record<string, unknown> }[] }).validation?.[0];
      const name = field?.instancePath.split('/')[1] || String(field?.params['missingProperty'] ?? '');
      if (name === 'question') throw new HttpError(400, TAROT_MESSAGES.question, { params: { max: TAROT_QUESTION_MAX_LENGTH } });
      throw new HttpError(400, TAROT_MESSAGES.spread);
    }
    const { spread } = request.body;
    if (spread === 'daily') throw new HttpError(400, TAROT_MESSAGES.dailySpread);
    const answer = readingAnswer(spread, readQuestion(request.body.question), requestEdition(request));
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return answer;
  });
};
