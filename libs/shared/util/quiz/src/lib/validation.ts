import type { PlayableQuiz } from './quiz-model';

/** Why an answers array does not fit a quiz; `question` is 1-based, for messages. */
export type QuizAnswersProblem =
  | { code: 'count'; expected: number; received: number }
  | { code: 'range'; question: number; choices: number };

/**
 * Checks an answers array against a quiz: exactly one answer per question in entry order,
 * warm-up (pre) questions included even though they are not scored, each an integer index of
 * one of that question's answers. Null when the answers are valid.
 */
export function validateQuizAnswers(quiz: PlayableQuiz, answers: readonly unknown[]): QuizAnswersProblem | null {
  if (answers.length !== quiz.questions.length) return { code: 'count', expected: quiz.questions.length, received: answers.length };
  for (const step of quiz.questions) {
    const chosen = answers[step.index];
    const choices = step.question.answers.length;
    if (typeof chosen !== 'number' || !Number.isInteger(chosen) || chosen < 0 || chosen >= choices) {
      return { code: 'range', question: step.index + 1, choices };
    }
  }
  return null;
}
