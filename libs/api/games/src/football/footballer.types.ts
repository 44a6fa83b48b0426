/** The shape of one footballer of Tic Tac Toe Football's data (the lists live in `players/`). */
import type { TeamId } from './teams';

export interface Footballer {
  /** Stable slug, unique across all lists (e.g. `hakan-sukur`). */
  readonly id: string;
  /** The Latin spelling as commonly written; Turkish players keep Turkish letters ('Hakan Şükür'). */
  readonly name: string;
  /** The Russian spelling ('Хакан Шюкюр'). */
  readonly nameRu: string;
  /** Nicknames or other spellings a reader may type; may be empty. */
  readonly aliases: readonly string[];
  /**
   * Teams of `TEAMS` he played for: clubs where he made senior first-team appearances (loans count)
   * and his senior national team. Clubs outside `TEAMS` are simply not listed; a doubtful club is
   * left out rather than guessed, since a wrong club would accept a wrong answer.
   */
  readonly teams: readonly TeamId[];
}
