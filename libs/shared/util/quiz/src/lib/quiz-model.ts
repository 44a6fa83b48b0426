import type { Article, Image, QuizDefinition, QuizGrade, QuizQuestion, QuizResult } from '@meydan/shared/contracts';

export type QuizType = QuizDefinition['type'];

/** One question of a quiz, with where it sits in the article. */
export interface QuizStep {
  /**
   * Position among the quiz's questions in entry order (pre-questions included): the slot of
   * this question's chosen answer in an answers array.
   */
  index: number;
  /** Position of the entry in `article.entries`. */
  entryIndex: number;
  title: string;
  image?: Image;
  question: QuizQuestion;
}

/** A quiz the reader can play: its questions in entry order and its outcomes. */
export interface PlayableQuiz {
  type: QuizType;
  questions: QuizStep[];
  /** Personality outcomes, in editor order (which also breaks ties). */
  results: QuizResult[];
  /** Trivia grades, any order. */
  grades: QuizGrade[];
}

/**
 * The playable quiz of an article, or null when there is nothing to play: no question entry
 * with at least one answer, or a personality quiz without results. Entries of mode `question`
 * without answers are skipped everywhere, so the browser and the API count questions alike.
 * Without a stored definition the type is inferred: answer weights mean personality.
 */
export function resolveQuiz(article: Pick<Article, 'entries' | 'quiz'>): PlayableQuiz | null {
  const questions: QuizStep[] = [];
  article.entries.forEach((entry, entryIndex) => {
    if (entry.mode !== 'question' || !entry.question || entry.question.answers.length === 0) return;
    questions.push({ index: questions.length, entryIndex, title: entry.title ?? '', image: entry.image, question: entry.question });
  });
  if (questions.length === 0) return null;
  const type = article.quiz?.type ?? inferType(questions);
  const results = article.quiz?.results ?? [];
  if (type === 'personality' && results.length === 0) return null;
  return { type, questions, results, grades: article.quiz?.grades ?? [] };
}

function inferType(questions: readonly QuizStep[]): QuizType {
  const weighted = questions.some((step) => step.question.answers.some((answer) => answer.weights && Object.keys(answer.weights).length > 0));
  return weighted ? 'personality' : 'trivia';
}

/** The order questions are asked in: warm-up (pre) questions first, then the rest, each in entry order. */
export function playOrder(quiz: PlayableQuiz): QuizStep[] {
  return [...quiz.questions.filter((step) => step.question.pre), ...quiz.questions.filter((step) => !step.question.pre)];
}

/** Indexes of a trivia question's right answers (empty when the editor marked none). */
export function correctAnswerIndexes(question: QuizQuestion): number[] {
  return question.answers.flatMap((answer, index) => (answer.isCorrect ? [index] : []));
}

export function isCorrectAnswer(question: QuizQuestion, answerIndex: number | undefined): boolean {
  return answerIndex !== undefined && question.answers[answerIndex]?.isCorrect === true;
}

/** A trivia question counts toward the score when it is not a warm-up and has a right answer. */
export function isScoredTriviaQuestion(question: QuizQuestion): boolean {
  return !question.pre && correctAnswerIndexes(question).length > 0;
}
