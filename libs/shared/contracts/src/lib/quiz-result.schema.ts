import { type Static, Type } from '@sinclair/typebox';
import { Nullable } from './common.schema';
import { QuizGradeSchema, QuizResultSchema } from './content.schema';
import { MAX_QUIZ_TOKEN_LENGTH } from '../constants';

/** Longest answers array accepted (far above any real quiz; keeps the body bounded). */
export const MAX_QUIZ_ANSWERS = 200;

/**
 * `POST /articles/{id}/quiz-result`: one chosen answer index per question entry, in entry
 * order, warm-up questions included. Ranges are checked against the quiz by the API.
 */
export const QuizAnswersBodySchema = Type.Object(
  { answers: Type.Array(Type.Integer(), { maxItems: MAX_QUIZ_ANSWERS }) },
  { additionalProperties: false },
);
export type QuizAnswersBody = Static<typeof QuizAnswersBodySchema>;

export const QuizTokenParamsSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: MAX_QUIZ_TOKEN_LENGTH }) },
  { additionalProperties: false },
);
export type QuizTokenParams = Static<typeof QuizTokenParamsSchema>;

const OutcomeBase = {
  /** The quiz article's legacy id. */
  articleId: Type.Integer({ minimum: 1 }),
  /** The article's route; a result link is this route with `?result={token}`. */
  route: Type.String(),
  /** Signed, URL-safe; names the article and the outcome, never the answers. */
  token: Type.String(),
};

export const TriviaOutcomeSchema = Type.Object({
  type: Type.Literal('trivia'),
  ...OutcomeBase,
  score: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  grade: Nullable(QuizGradeSchema),
});
export type TriviaOutcome = Static<typeof TriviaOutcomeSchema>;

export const QuizResultMatchSchema = Type.Object({
  resultId: Type.String(),
  title: Type.String(),
  /** Whole percent; the matches of one outcome sum to 100. */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type QuizResultMatch = Static<typeof QuizResultMatchSchema>;

export const PersonalityOutcomeSchema = Type.Object({
  type: Type.Literal('personality'),
  ...OutcomeBase,
  result: QuizResultSchema,
  /**
   * Every result of the quiz in editor order; empty when a shared link predates a change of the
   * results or the quiz has too many results to carry them in a link.
   */
  matches: Type.Array(QuizResultMatchSchema),
});
export type PersonalityOutcome = Static<typeof PersonalityOutcomeSchema>;

/** A scored quiz: the answer of `POST /articles/{id}/quiz-result` and `GET /quiz-results/{token}`. */
export const QuizOutcomeSchema = Type.Union([TriviaOutcomeSchema, PersonalityOutcomeSchema]);
export type QuizOutcome = Static<typeof QuizOutcomeSchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { MAX_QUIZ_TOKEN_LENGTH };
