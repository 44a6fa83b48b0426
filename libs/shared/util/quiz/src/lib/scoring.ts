import type { QuizGrade, QuizResult } from '@meydan/shared/contracts';
import { isCorrectAnswer, isScoredTriviaQuestion, type PlayableQuiz } from './quiz-model';

/**
 * Answers as sent by the player and the API: one chosen answer index per question in entry
 * order (`QuizStep.index`), warm-up questions included.
 */
export type QuizAnswers = readonly number[];

export interface TriviaScore {
  type: 'trivia';
  score: number;
  total: number;
  /** Rounded share of right answers, 0 when nothing was scored. */
  percent: number;
  grade: QuizGrade | null;
}

export interface ResultMatch {
  resultId: string;
  /** Whole percent; the matches of one outcome sum to 100 (all 0 when nothing was scored). */
  percent: number;
}

export interface PersonalityScore {
  type: 'personality';
  result: QuizResult;
  /** Raw points per result, in result order. */
  points: number[];
  /** How strongly each result matched, in result order. */
  matches: ResultMatch[];
}

export type QuizScore = TriviaScore | PersonalityScore;

/**
 * Whole percentages of `values` that sum to exactly 100 (largest remainder method; equal
 * remainders go to the earlier value). All zeros when the values sum to zero or less.
 */
export function percentShares(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(value, 0), 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (Math.max(value, 0) * 100) / total);
  const shares = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of order) {
    if (missing <= 0) break;
    shares[index] = (shares[index] as number) + 1;
    missing -= 1;
  }
  return shares;
}

/**
 * The grade for a score: the one with the highest `minPercent` not above the exact share of
 * right answers (2 of 3 is 66.67 %, so a 67 % grade is not reached). Equal thresholds: the
 * first listed wins. Null when every grade asks for more, or there are none.
 */
export function gradeFor(grades: readonly QuizGrade[], score: number, total: number): QuizGrade | null {
  let best: QuizGrade | null = null;
  for (const grade of grades) {
    // Integer comparison: minPercent / 100 <= score / total without floating-point error.
    const reached = total > 0 ? grade.minPercent * total <= score * 100 : grade.minPercent === 0;
    if (reached && (best === null || grade.minPercent > best.minPercent)) best = grade;
  }
  return best;
}

/** Score, share and grade of a trivia result (also used to rebuild a shared result). */
export function triviaScore(score: number, total: number, grades: readonly QuizGrade[]): TriviaScore {
  return { type: 'trivia', score, total, percent: total > 0 ? Math.round((score * 100) / total) : 0, grade: gradeFor(grades, score, total) };
}

/**
 * Trivia: one point per scored question answered right. Warm-up questions and questions
 * without a marked right answer are not scored. Answers are assumed valid (validateQuizAnswers);
 * an unknown index simply counts as wrong.
 */
export function scoreTrivia(quiz: PlayableQuiz, answers: QuizAnswers): TriviaScore {
  const scored = quiz.questions.filter((step) => isScoredTriviaQuestion(step.question));
  const score = scored.filter((step) => isCorrectAnswer(step.question, answers[step.index])).length;
  return triviaScore(score, scored.length, quiz.grades);
}

/**
 * Personality: each chosen answer adds its weights to the results they name (warm-up questions
 * are skipped, unknown result ids and non-positive weights ignored). The winner has the most
 * points; a tie goes to the result listed first, and so does a quiz where nothing scored.
 */
export function scorePersonality(quiz: PlayableQuiz, answers: QuizAnswers): PersonalityScore {
  if (quiz.results.length === 0) throw new Error('A personality quiz needs at least one result');
  const position = new Map(quiz.results.map((result, index) => [result.id, index]));
  const points = quiz.results.map(() => 0);
  for (const step of quiz.questions) {
    if (step.question.pre) continue;
    const chosen = answers[step.index];
    const weights = chosen === undefined ? undefined : step.question.answers[chosen]?.weights;
    for (const [resultId, weight] of Object.entries(weights ?? {})) {
      const index = position.get(resultId);
      if (index !== undefined && Number.isFinite(weight) && weight > 0) points[index] = (points[index] as number) + weight;
    }
  }
  let winner = 0;
  points.forEach((value, index) => {
    if (value > (points[winner] as number)) winner = index;
  });
  const shares = percentShares(points);
  return {
    type: 'personality',
    result: quiz.results[winner] as QuizResult,
    points,
    matches: quiz.results.map((result, index) => ({ resultId: result.id, percent: shares[index] as number })),
  };
}

export function scoreQuiz(quiz: PlayableQuiz, answers: QuizAnswers): QuizScore {
  return quiz.type === 'trivia' ? scoreTrivia(quiz, answers) : scorePersonality(quiz, answers);
}
