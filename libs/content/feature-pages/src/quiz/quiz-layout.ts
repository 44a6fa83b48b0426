import type { ArticleEntry, QuizOutcome } from '@meydan/shared/contracts';
import type { PlayableQuiz, QuizScore } from '@meydan/shared/util/quiz';

/** Where an article's other entries go around its questions (indexes into `article.entries`). */
export interface QuizLayout {
  /** Before the first question: always shown above the quiz. */
  intro: number[];
  /** Per question index: the entries between the previous question and this one, shown as its lead-in. */
  leads: Map<number, number[]>;
  /** After the last question: shown with the result. */
  outro: number[];
}

/** Splits the non-question entries into intro, lead-ins and outro, by entry order. */
export function quizLayout(entries: readonly ArticleEntry[], quiz: PlayableQuiz): QuizLayout {
  const layout: QuizLayout = { intro: [], leads: new Map(), outro: [] };
  const questionAt = new Map(quiz.questions.map((step) => [step.entryIndex, step.index]));
  let pending: number[] = layout.intro;
  entries.forEach((entry, index) => {
    const question = questionAt.get(index);
    if (question !== undefined) {
      if (pending !== layout.intro) layout.leads.set(question, pending);
      pending = [];
    } else if (entry.mode !== 'question') {
      // An unplayable question entry (no answers) is left out rather than shown half-working.
      pending.push(index);
    }
  });
  layout.outro = pending === layout.intro ? [] : pending;
  return layout;
}

/** An outcome as the player shows it: the API's shape without the link fields. */
export type OutcomeSummary =
  | Omit<Extract<QuizOutcome, { type: 'trivia' }>, 'articleId' | 'route' | 'token'>
  | Omit<Extract<QuizOutcome, { type: 'personality' }>, 'articleId' | 'route' | 'token'>;

/** The local score in the API's shape (result titles added), so both render alike. */
export function summarize(quiz: PlayableQuiz, score: QuizScore): OutcomeSummary {
  if (score.type === 'trivia') return { type: 'trivia', score: score.score, total: score.total, percent: score.percent, grade: score.grade };
  return {
    type: 'personality',
    result: score.result,
    matches: score.matches.map((match, index) => ({ ...match, title: quiz.results[index]?.title ?? match.resultId })),
  };
}
