import type { AttemptStatus } from '@meydan/shared/contracts';

/** What one move does to an attempt: its new state, status and score. */
export interface MoveOutcome<S> {
  state: S;
  status: AttemptStatus;
  score: number;
  /** For the daily result: how many guesses (Emojile) or right answers (quizzes) it took. */
  guesses: number;
}
