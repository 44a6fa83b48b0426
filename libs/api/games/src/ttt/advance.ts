import type { TttDifficulty } from '@meydan/shared/contracts';
import { COMPUTER_THINK_MS, computerMove, isComputersTurn } from './computer-player';
import { applyTimeout, type MatchState, turnEndsAt } from './match-rules';

/**
 * Brings a match up to `now`: the computer answers once it has thought for COMPUTER_THINK_MS,
 * and each human turn that ran out passes (three in a row and that side has left). Bounded: a
 * match where nobody answers ends after at most 2 × TTT_MAX_MISSED_TURNS turns.
 */
export function advance(state: MatchState, difficulty: TttDifficulty, now: number): MatchState {
  let current = state;
  while (!current.finished) {
    if (isComputersTurn(current)) {
      const answersAt = current.turnStartedAt + COMPUTER_THINK_MS;
      if (now < answersAt) break;
      current = computerMove(current, difficulty, answersAt);
    } else {
      if (now < turnEndsAt(current)) break;
      current = applyTimeout(current);
    }
  }
  return current;
}
