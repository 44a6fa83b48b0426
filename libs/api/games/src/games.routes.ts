import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  breakerLogOf,
  errorResponses,
  HttpError,
  IMMUTABLE_CACHE_CONTROL,
  MEMBER_SECURITY,
  PRIVATE_CACHE_CONTROL,
  registerMemberRoutes,
  registerRateLimiting,
  requestEdition,
  setPublicEditionCache,
  signedInMember,
} from '@meydan/api/core';
import { addGameDays, gameDayOf, isGameDay } from '@meydan/games/engine';
import {
  AttemptMoveBodySchema,
  AttemptSchema,
  CatalogueEntrySchema,
  CatalogueResponseSchema,
  CatalogueSlugParamsSchema,
  Finish2048BodySchema,
  GameTypeParamsSchema,
  LeaderboardParamsSchema,
  LeaderboardPlayerParamsSchema,
  LeaderboardQuerySchema,
  LeaderboardRankResponseSchema,
  LeaderboardResponseSchema,
  MergeStatusBodySchema,
  MergeStatusResponseSchema,
  PlayerStatusParamsSchema,
  PlayerStatusSchema,
  PuzzleListResponseSchema,
  PuzzleMonthQuerySchema,
  PuzzlePageQuerySchema,
  PuzzleParamsSchema,
  PuzzleSchema,
  SigningKeyResponseSchema,
  StartAttemptBodySchema,
} from '@meydan/shared/contracts';
import { Type } from '@sinclair/typebox';
import { AttemptTokens } from './attempt-token';
import { AttemptsService } from './attempts/attempts.service';
import { BoardsRepository } from './boards/boards.repository';
import { BoardsService, DEFAULT_BOARD_LIMIT } from './boards/boards.service';
import { RedisBoardMirror } from './boards/redis-board-mirror';
import { scoreCardPng, scoreCardSvg } from './boards/score-card';
import { articleGameUrls } from './catalogue/article-games';
import { CatalogueService } from './catalogue/catalogue.service';
import { drawPicture } from './catalogue/cover-svg';
import { DEFAULT_PUZZLE_BANKS } from './data/banks';
import { GAMES_RATE_LIMITS, type GamesPluginOptions } from './games-plugin';
import { GAMES_MESSAGES } from './games.messages';
import { puzzleMakers } from './puzzles/puzzle-makers';
import { PuzzlesService } from './puzzles/puzzles.service';
import { seedGames } from './seed/games-seed';
import { PlayersService } from './stats/players.service';
import { GAME_HEADERS_VERSION, OWN_ORGANIZATION, parsePartnerKeys } from './signing/game-headers';
import { GameHeaderCheck } from './signing/header-check';
import { MatchesService } from './ttt/matches.service';
import { registerTttRoutes } from './ttt/ttt.routes';

const ERRORS = errorResponses(400, 404, 429);
const PLAY_ERRORS = { ...ERRORS, ...errorResponses(403, 409, 410, 422) };
const TAGS = ['games'];
const SVG_PICTURE = Type.Object({ slug: CatalogueSlugParamsSchema.properties.slug, picture: Type.Union([Type.Literal('cover.svg'), Type.Literal('thumbnail.svg')]) }, { additionalProperties: false });

/**
 * A daily answer may be kept until the next puzzle arrives, and never longer than a minute. `now`
 * is the plugin's clock, the one that chose the puzzle (the wall clock here gave a max-age of 0
 * whenever a test's fixed day was already over in real time).
 */
function setDailyCache(reply: FastifyReply, nextAt: string | undefined, now: number): void {
  const seconds = nextAt ? Math.max(0, Math.min(60, Math.floor((Date.parse(nextAt) - now) / 1000))) : 60;
  reply.header('cache-control', `public, max-age=${seconds}`).header('vary', 'X-Edition');
}

/**
 * The games API (issue 16; SPEC §7 Games (v1)) at `/api/games/v1`: the catalogue and its drawn
 * pictures, daily puzzles and the archive, attempts (start, moves checked on the server, 2048's
 * replayed finish), player statuses with statistics and streaks, and the boards.
 */
export const gamesRoutes: FastifyPluginAsync<GamesPluginOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  registerMemberRoutes(fastify, { verify: options.verifyAccessToken, trustedOrigins: options.trustedOrigins });
  const limiting = await registerRateLimiting(fastify, { redisUrl: options.redisUrl, nameSpace: 'meydan:games-rate:' });
  const limits = { ...GAMES_RATE_LIMITS, ...options.limits };
  const startLimit = limiting.limiter('games-start', limits.start);
  const moveLimit = limiting.limiter('games-move', limits.move);
  const readLimit = limiting.limiter('games-read', limits.read);

  const clock = options.clock ?? Date.now;
  const mapContext = { mediaBaseUrl: options.mediaBaseUrl ?? '/media' };
  const mirror = options.redisUrl ? new RedisBoardMirror(new BoardsRepository(options.db), { url: options.redisUrl, keyPrefix: options.redisKeyPrefix, log: breakerLogOf(fastify.log) }) : undefined;
  if (mirror) fastify.addHook('onClose', async () => mirror.close());
  const puzzles = new PuzzlesService(options.db, puzzleMakers(options.banks ?? DEFAULT_PUZZLE_BANKS), clock);
  const boards = new BoardsService(options.db, mapContext, mirror);
  const attempts = new AttemptsService(options.db, puzzles, boards, new AttemptTokens(options.authTokenSecret), clock);
  const players = new PlayersService(options.db, puzzles, attempts, clock);
  const matches = new MatchesService(options.db, boards, new AttemptTokens(options.authTokenSecret), clock, options.realtime);
  const catalogue = new CatalogueService({
    development: options.development ?? false,
    partnerOrigin: options.partnerOrigin ?? '',
    apiPrefix: options.publicPrefix ?? '/api/games/v1',
    articleUrl: articleGameUrls(options.db),
  });

  // SPEC §7 signed game headers: every game write a member makes with a bearer token carries them.
  const headerCheck = new GameHeaderCheck(options.db, options.authTokenSecret, parsePartnerKeys(options.partnerKeys), clock);
  fastify.addHook('preHandler', async (request) => {
    if (request.method === 'POST' && request.auth?.via === 'bearer') await headerCheck.verify(request);
  });

  fastify.get('/signing-key', {
    config: { access: 'member' },
    schema: {
      tags: TAGS,
      summary: "The key the member's browser signs its game requests with (SPEC §7 game headers)",
      description: 'Derived from the session: it lapses with it. Partner organizations sign server to server with their own secret instead.',
      security: MEMBER_SECURITY,
      response: { 200: SigningKeyResponseSchema, ...errorResponses(401) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return { organization: OWN_ORGANIZATION, version: GAME_HEADERS_VERSION, key: headerCheck.sessionKey(signedInMember(request).sessionId).toString('base64url') };
  });

  /** The asker's own id for `me` (or their own uuid); someone else's is refused. */
  const ownId = (request: FastifyRequest, id: string): string => {
    const member = signedInMember(request);
    if (id !== 'me' && id !== member.userId) throw new HttpError(403, GAMES_MESSAGES.ownStatusOnly);
    return member.userId;
  };

  // ------------------------------------------------------------ catalogue

  fastify.get('/catalogue', {
    config: { access: 'visitor' },
    schema: { tags: TAGS, summary: 'The games catalogue of the edition (SPEC §4 listing rule)', response: { 200: CatalogueResponseSchema, ...ERRORS } },
  }, async (request, reply) => {
    setPublicEditionCache(reply);
    return { items: await catalogue.list(requestEdition(request)) };
  });

  fastify.get('/catalogue/:slug', {
    config: { access: 'visitor' },
    schema: { tags: TAGS, summary: 'One game of the catalogue', params: CatalogueSlugParamsSchema, response: { 200: CatalogueEntrySchema, ...ERRORS } },
  }, async (request, reply) => {
    const entry = await catalogue.bySlug(requestEdition(request), request.params.slug);
    if (!entry) throw new HttpError(404, GAMES_MESSAGES.gameNotFound);
    setPublicEditionCache(reply);
    return entry;
  });

  fastify.get('/catalogue/:slug/:picture', {
    config: { access: 'visitor' },
    schema: { tags: TAGS, summary: "A game's drawn cover (1200×630) or thumbnail (256×256), SVG", params: SVG_PICTURE },
  }, async (request, reply) => {
    const entry = catalogue.entry(request.params.slug);
    if (!entry) throw new HttpError(404, GAMES_MESSAGES.gameNotFound);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', IMMUTABLE_CACHE_CONTROL.replace('31536000', '86400').replace(', immutable', ''))
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(drawPicture(entry, request.params.picture === 'cover.svg' ? 'cover' : 'thumbnail'));
  });

  // ------------------------------------------------------------ puzzles ("questions")

  fastify.get('/games/:type/daily-question/', {
    config: { access: 'visitor' },
    onRequest: readLimit,
    schema: { tags: TAGS, summary: "Today's puzzle (Europe/Istanbul day), without its answer", params: GameTypeParamsSchema, response: { 200: PuzzleSchema, ...errorResponses(400, 404, 429, 503) } },
  }, async (request, reply) => {
    const puzzle = await puzzles.daily(request.params.type, requestEdition(request));
    setDailyCache(reply, puzzle.nextAt, clock());
    return puzzle;
  });

  fastify.get('/games/:type/questions/previous', {
    config: { access: 'visitor' },
    onRequest: readLimit,
    schema: { tags: TAGS, summary: 'The archive: puzzles before today, newest first (60 days)', params: GameTypeParamsSchema, querystring: PuzzlePageQuerySchema, response: { 200: PuzzleListResponseSchema, ...ERRORS } },
  }, async (request, reply) => {
    setDailyCache(reply, undefined, clock());
    return puzzles.previous(request.params.type, requestEdition(request), request.query.page ?? 1, request.query.limit ?? 30);
  });

  fastify.get('/games/:type/questions/', {
    config: { access: 'visitor' },
    onRequest: readLimit,
    schema: { tags: TAGS, summary: 'The puzzles of a month, up to today', params: GameTypeParamsSchema, querystring: PuzzleMonthQuerySchema, response: { 200: PuzzleListResponseSchema, ...ERRORS } },
  }, async (request, reply) => {
    setDailyCache(reply, undefined, clock());
    return puzzles.month(request.params.type, requestEdition(request), request.query.year, request.query.month);
  });

  fastify.get('/games/:type/questions/:id/', {
    config: { access: 'visitor' },
    onRequest: readLimit,
    schema: { tags: TAGS, summary: 'A puzzle of today or the past; its answer once its day is over', params: PuzzleParamsSchema, response: { 200: PuzzleSchema, ...ERRORS } },
  }, async (request, reply) => {
    const puzzle = await puzzles.byId(request.params.type, requestEdition(request), request.params.id);
    setDailyCache(reply, puzzle.nextAt, clock());
    return puzzle;
  });

  // ------------------------------------------------------------ attempts

  fastify.post('/games/:type/attempts', {
    config: { access: 'visitor' },
    onRequest: startLimit,
    schema: {
      tags: TAGS,
      summary: "Start (or resume) playing a puzzle: today's, an archive one, or free 2048",
      description: "A signed-in member's first attempt at the day's puzzle is the ranked one; a word game is played once per member and puzzle (coming back resumes it).",
      params: GameTypeParamsSchema,
      body: StartAttemptBodySchema,
      response: { 200: AttemptSchema, ...PLAY_ERRORS },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return attempts.start(request.params.type, requestEdition(request), request.body, request.auth);
  });

  fastify.post('/games/:type/attempts/moves', {
    config: { access: 'visitor' },
    onRequest: moveLimit,
    schema: { tags: TAGS, summary: 'A guess, a hint, or an answer, checked on the server', params: GameTypeParamsSchema, body: AttemptMoveBodySchema, response: { 200: AttemptSchema, ...PLAY_ERRORS } },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return attempts.move(request.params.type, request.body.token, request.body, request.auth);
  });

  fastify.post('/games/:type/attempts/finish', {
    config: { access: 'visitor' },
    onRequest: moveLimit,
    schema: {
      tags: TAGS,
      summary: "2048's end: the moves, replayed on the server from the attempt's seed",
      description: 'The replay’s score is the score; a claimed score that differs, a game faster than 40 ms per move or a finished attempt is refused and never ranks.',
      params: GameTypeParamsSchema,
      body: Finish2048BodySchema,
      response: { 200: AttemptSchema, ...PLAY_ERRORS },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    if (request.params.type !== '2048') throw new HttpError(400, GAMES_MESSAGES.wrongGame);
    return attempts.finish2048(request.body.token, request.body, request.auth);
  });

  registerTttRoutes(fastify, { matches, startLimit, moveLimit, readLimit });

  // ------------------------------------------------------------ player statuses

  fastify.get('/players/:id/statuses/:type/:gameId', {
    config: { access: 'member' },
    schema: { tags: TAGS, summary: "The member's attempt at a puzzle, statistics and streaks", security: MEMBER_SECURITY, params: PlayerStatusParamsSchema, response: { 200: PlayerStatusSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const userId = ownId(request, request.params.id);
    return players.status(userId, request.params.type, requestEdition(request), request.params.gameId);
  });

  fastify.post('/players/me/status', {
    config: { access: 'member' },
    onRequest: moveLimit,
    schema: {
      tags: TAGS,
      summary: "Merge a guest's results kept in the browser (on sign-in)",
      description: 'Days the member already has a result for keep it; merged days count for statistics and streaks, never for the boards.',
      security: MEMBER_SECURITY,
      body: MergeStatusBodySchema,
      response: { 200: MergeStatusResponseSchema, ...errorResponses(400, 401, 403, 429) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return players.merge(signedInMember(request).userId, request.body.type, request.body.results);
  });

  // ------------------------------------------------------------ leaderboards

  const boardDay = (day: string | undefined): string => {
    if (day === undefined) return gameDayOf(clock());
    if (!isGameDay(day)) throw new HttpError(400, GAMES_MESSAGES.badResultDay, { params: { day } });
    return day;
  };

  fastify.get('/leaderboards/:board/:duration', {
    config: { access: 'visitor' },
    onRequest: readLimit,
    schema: { tags: TAGS, summary: "A board's top places, and the asker's own when signed in", params: LeaderboardParamsSchema, querystring: LeaderboardQuerySchema, response: { 200: LeaderboardResponseSchema, ...ERRORS } },
  }, async (request, reply) => {
    const askerId = request.auth?.userId ?? null;
    // The top list is public; the asker's own entry makes an answer personal.
    if (askerId) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    else reply.header('cache-control', 'public, max-age=15').header('vary', 'X-Edition');
    return boards.board(request.params.board, request.params.duration, boardDay(request.query.day), request.query.limit ?? DEFAULT_BOARD_LIMIT, askerId);
  });

  fastify.get('/leaderboards/:board/:duration/players/:id', {
    config: { access: 'visitor' },
    onRequest: readLimit,
    schema: { tags: TAGS, summary: "A player's place on a board (`me` for the signed-in member)", params: LeaderboardPlayerParamsSchema, querystring: LeaderboardQuerySchema, response: { 200: LeaderboardRankResponseSchema, ...errorResponses(400, 401, 404, 429) } },
  }, async (request, reply) => {
    const userId = request.params.id === 'me' ? signedInMember(request).userId : request.params.id;
    reply.header('cache-control', request.params.id === 'me' ? PRIVATE_CACHE_CONTROL : 'public, max-age=15');
    return boards.playerRank(request.params.board, request.params.duration, boardDay(request.query.day), userId);
  });

  fastify.get('/leaderboards/:board/:duration/players/:id/card.png', {
    config: { access: 'visitor' },
    onRequest: readLimit,
    schema: {
      tags: TAGS,
      summary: "A player's score on a board as a 1200×630 PNG (the score page's social preview)",
      params: LeaderboardPlayerParamsSchema,
      querystring: LeaderboardQuerySchema,
    },
  }, async (request, reply) => {
    if (request.params.id === 'me') throw new HttpError(400, GAMES_MESSAGES.cardNeedsPlayer);
    const game = catalogue.entry(request.params.board === 'ttt-football' ? 'tic-tac-toe-football' : request.params.board);
    if (!game) throw new HttpError(404, GAMES_MESSAGES.gameNotFound);
    const standing = await boards.playerRank(request.params.board, request.params.duration, boardDay(request.query.day), request.params.id);
    const svg = scoreCardSvg(game, standing.entry, standing.players, request.params.duration, requestEdition(request));
    return reply.type('image/png').header('cache-control', 'public, max-age=300').header('vary', 'X-Edition').send(await scoreCardPng(svg));
  });

  // The day's puzzles exist before anyone asks (a missing day is written on its first request too).
  fastify.addHook('onReady', async () => {
    const today = gameDayOf(clock());
    try {
      if (options.demo) {
        const seeded = await seedGames(options.db, clock());
        fastify.log.info(seeded, 'games demo data ready');
      } else {
        await puzzles.ensureDays(today, addGameDays(today, 1));
      }
    } catch (error) {
      fastify.log.warn({ err: error }, 'games: could not write the puzzles at start (they are written on first request)');
    }
  });
};
