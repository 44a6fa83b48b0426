import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { errorResponses, MEMBER_SECURITY, PRIVATE_CACHE_CONTROL, requestEdition, signedInMember } from '@meydan/api/core';
import {
  TttGuessBodySchema,
  TttMatchParamsSchema,
  TttMatchSchema,
  TttMatchTicketSchema,
  TttRecordSchema,
  TttStartBodySchema,
  TttTokenBodySchema,
} from '@meydan/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { MatchesService } from './matches.service';

const TAGS = ['games'];
const PLAY_ERRORS = errorResponses(400, 401, 403, 404, 409, 410, 422, 429);

export interface TttRouteDeps {
  matches: MatchesService;
  startLimit: onRequestHookHandler;
  moveLimit: onRequestHookHandler;
  readLimit: onRequestHookHandler;
}

/**
 * Tic Tac Toe Football's matches at `/api/games/v1/ttt/…` (issue 16): start or join, read (lapsed
 * turns applied), answer, quit, and a member's record. Its board is `ttt-football` on the common
 * leaderboard routes.
 */
export function registerTttRoutes(instance: FastifyInstance, deps: TttRouteDeps): void {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { matches } = deps;

  fastify.post('/ttt/matches', {
    config: { access: 'visitor' },
    onRequest: deps.startLimit,
    schema: {
      tags: TAGS,
      summary: 'Start a Tic Tac Toe Football match: against the computer, on one screen, or live against another member',
      description:
        'Live: joins the oldest open invitation of the same difficulty (or `matchId`, an invitation link), else opens one and waits. The token answers every later call of the match.',
      body: TttStartBodySchema,
      response: { 201: TttMatchTicketSchema, ...PLAY_ERRORS },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL).code(201);
    return matches.start(request.body, requestEdition(request), request.auth);
  });

  fastify.get('/ttt/matches/:id', {
    config: { access: 'visitor' },
    onRequest: deps.readLimit,
    schema: {
      tags: TAGS,
      summary: 'A match as it stands now (turns that ran out and the computer’s answer applied)',
      params: TttMatchParamsSchema,
      response: { 200: TttMatchSchema, ...errorResponses(400, 404, 429) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return matches.read(request.params.id, request.auth?.userId ?? null, requestEdition(request));
  });

  fastify.post('/ttt/matches/:id/guesses', {
    config: { access: 'visitor' },
    onRequest: deps.moveLimit,
    schema: {
      tags: TAGS,
      summary: 'An answer for a cell: a suggested player (easy) or a typed name (hard), checked on the server',
      description: 'A footballer who played for both teams and was not named before takes the cell; anything else passes the turn.',
      params: TttMatchParamsSchema,
      body: TttGuessBodySchema,
      response: { 200: TttMatchSchema, ...PLAY_ERRORS },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return matches.guess(request.params.id, request.body, request.auth, requestEdition(request));
  });

  fastify.post('/ttt/matches/:id/quit', {
    config: { access: 'visitor' },
    onRequest: deps.moveLimit,
    schema: {
      tags: TAGS,
      summary: 'Leave a match: the other side wins and the quitter loses points (an unanswered invitation is just withdrawn)',
      params: TttMatchParamsSchema,
      body: TttTokenBodySchema,
      response: { 200: TttMatchSchema, ...PLAY_ERRORS },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return matches.quit(request.params.id, request.body.token, request.auth, requestEdition(request));
  });

  fastify.get('/ttt/record', {
    config: { access: 'member' },
    onRequest: deps.readLimit,
    schema: {
      tags: TAGS,
      summary: "The member's Tic Tac Toe Football record, and a live match of theirs still open",
      security: MEMBER_SECURITY,
      response: { 200: TttRecordSchema, ...errorResponses(401, 429) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return matches.record(signedInMember(request).userId);
  });
}
