import type { LivingTestTopic } from '@meydan/shared/util/routing';

/** A knowledge quiz: every question has one right answer; the share of right answers picks a grade. */
export interface TriviaQuizSeed {
  type: 'trivia';
  /** At most 90 characters. */
  title: string;
  /** One or two sentences, at most 160 characters. */
  description: string;
  topic: LivingTestTopic;
  /** 6–10 questions of 3–4 answers; `correct` indexes `answers`; the explanation is one or two sentences. */
  questions: Array<{ question: string; answers: string[]; correct: number; explanation: string }>;
  /** 3–4 grades; the best one whose `minPercent` the reader reached applies, so one starts at 0. */
  grades: Array<{ minPercent: number; title: string; description: string }>;
}

/** A "which one are you" quiz: answers add points to results; the result with the most points wins. */
export interface PersonalityQuizSeed {
  type: 'personality';
  title: string;
  description: string;
  topic: LivingTestTopic;
  /** 3–5 results; `id` is kebab-case ASCII, `description` two to four sentences. */
  results: Array<{ id: string; title: string; description: string }>;
  /** 0–1 warm-up questions (e.g. age range), asked first and not scored. */
  preQuestions: Array<{ question: string; answers: string[] }>;
  /** 6–8 questions of 3–5 answers; each answer gives 1–3 points to one or two result ids. */
  questions: Array<{ question: string; answers: Array<{ text: string; weights: Record<string, number> }> }>;
}

export type QuizSeed = TriviaQuizSeed | PersonalityQuizSeed;
