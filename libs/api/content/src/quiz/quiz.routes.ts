import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, HttpError, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import {
  type Article,
  IdParamsSchema,
  QuizAnswersBodySchema,
  type QuizOutcome,
  QuizOutcomeSchema,
  QuizTokenParamsSchema,
} from '@meydan/shared/contracts';
import { type PlayableQuiz, resolveQuiz, scoreQuiz, triviaScore, validateQuizAnswers } from '@meydan/shared/util/quiz';
import type { Edition } from '@meydan/shared/util/routing';
import type { ContentService } from '../content.service';
import { QUIZ_MESSAGES } from './quiz.messages';
import { resolveQuizResultSecret } from './quiz-secret';
import { signQuizToken, verifyQuizToken, type QuizTokenPayload } from './quiz-token';

export interface QuizRoutesOptions {
  service: ContentService;
  /** `QUIZ_RESULT_SECRET`; required in production (see resolveQuizResultSecret). */
  secret?: string;
  /** Defaults to process.env.NODE_ENV; tests pass it to play production. */
  nodeEnv?: string;
}

const ERRORS = errorResponses(400, 404, 500);

/** The outcome a token payload describes, rebuilt from the quiz as stored now (texts may have been edited). */
function outcomeOf(article: Article, quiz: PlayableQuiz, payload: QuizTokenPayload, token: string): QuizOutcome {
  const base = { articleId: article.legacyId, route: article.route, token };
  if (payload.type === 'trivia') {
    const { score, total, percent, grade } = triviaScore(payload.score, payload.total, quiz.grades);
    return { type: 'trivia', ...base, score, total, percent, grade };
  }
  const result = quiz.results.find((candidate) => candidate.id === payload.resultId);
  if (!result) throw new HttpError(404, QUIZ_MESSAGES.resultGone);
  // Percentages follow the result order at signing time; if the results changed since, drop them.
  const matches =
    payload.matches.length === quiz.results.length
      ? quiz.results.map((candidate, index) => ({ resultId: candidate.id, title: candidate.title, percent: payload.matches[index] as number }))
      : [];
  return { type: 'personality', ...base, result, matches };
}

/**
 * Quizzes (SPEC §3): `POST /articles/{id}/quiz-result` scores a reader's answers with the
 * shared quiz library and signs the outcome into a token for a shareable link;
 * `GET /quiz-results/{token}` checks such a link and describes its result (the article's
 * result page and social preview). Nothing is stored: the token is the whole state.
 */
export const quizRoutes: FastifyPluginAsync<QuizRoutesOptions> = async (instance, options) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = options;
  const secret = resolveQuizResultSecret(options.secret, options.nodeEnv ?? process.env['NODE_ENV'], (message) => fastify.log.warn(message));

  async function playableQuiz(edition: Edition, id: string): Promise<{ article: Article; quiz: PlayableQuiz }> {
    const article = await service.article(edition, id);
    const quiz = resolveQuiz(article);
    if (!quiz) throw new HttpError(404, QUIZ_MESSAGES.notAQuiz);
    return { article, quiz };
  }

  fastify.post(
    '/articles/:id/quiz-result',
    {
      // Any reader may play; the signed token is the only state.
      config: { access: 'visitor' },
      schema: {
        tags: ['content'],
        summary: "Scores a reader's quiz answers and signs the outcome for a shareable result link",
        description:
          'answers: one chosen answer index per question entry in entry order, warm-up questions included. ' +
          'The token names the article and the outcome only, never the answers.',
        params: IdParamsSchema,
        body: QuizAnswersBodySchema,
        response: { 200: QuizOutcomeSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { article, quiz } = await playableQuiz(requestEdition(request), request.params.id);
      const { answers } = request.body;
      const problem = validateQuizAnswers(quiz, answers);
      if (problem?.code === 'count') throw new HttpError(400, QUIZ_MESSAGES.answerCount, { params: { expected: problem.expected, received: problem.received } });
      if (problem?.code === 'range') throw new HttpError(400, QUIZ_MESSAGES.answerRange, { params: { question: problem.question } });
      const score = scoreQuiz(quiz, answers);
      const payload: QuizTokenPayload =
        score.type === 'trivia'
          ? { articleId: article.legacyId, type: 'trivia', score: score.score, total: score.total }
          : { articleId: article.legacyId, type: 'personality', resultId: score.result.id, matches: score.matches.map((match) => match.percent) };
      return outcomeOf(article, quiz, payload, signQuizToken(secret, payload));
    },
  );

  fastify.get(
    '/quiz-results/:token',
    {
      config: { cache: true, access: 'visitor' },
      schema: {
        tags: ['content'],
        summary: 'The quiz outcome a shared result link names, after checking its signature',
        description: '400 for a token that is malformed or not signed by us; 404 when its article is gone or no longer a quiz.',
        params: QuizTokenParamsSchema,
        response: { 200: QuizOutcomeSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const payload = verifyQuizToken(secret, request.params.token);
      if (!payload) throw new HttpError(400, QUIZ_MESSAGES.invalidToken);
      const { article, quiz } = await playableQuiz(requestEdition(request), String(payload.articleId));
      if (quiz.type !== payload.type) throw new HttpError(404, QUIZ_MESSAGES.resultGone);
      const outcome = outcomeOf(article, quiz, payload, request.params.token);
      setPublicEditionCache(reply);
      return outcome;
    },
  );
};
