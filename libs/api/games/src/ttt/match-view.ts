import type { TttCell, TttFootballer, TttMark, TttMatch, TttSide, TttTeam } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import type { Footballer } from '../football/footballer.types';
import { footballerById } from '../football/footballers';
import { answersFor } from '../football/grid';
import { teamById } from '../football/teams';
import { COMPUTER_THINK_MS, choicesOf, isComputersTurn } from './computer-player';
import { footballerOf, isDead, teamsOfCell, turnEndsAt } from './match-rules';
import type { MatchPlayer, MatchRow } from './matches.repository';

/** After the match, this many footballers who would have fitted each cell nobody took. */
const ANSWERS_SHOWN = 3;

function footballerView(player: Footballer, edition: Edition): TttFootballer {
  return { id: player.id, name: edition === 'ru' ? player.nameRu : player.name };
}

function teamView(id: string, edition: Edition): TttTeam {
  const team = teamById(id);
  if (!team) throw new Error(`ttt: unknown team ${id}`);
  return { id: team.id, kind: team.kind, name: team.name[edition], short: team.short, colors: [team.colors[0], team.colors[1]] };
}

function cellView(row: MatchRow, cell: number, edition: Edition): TttCell {
  const { state } = row;
  const claim = state.cells[cell] ?? null;
  if (claim) {
    const player = footballerById(claim.footballerId);
    return { mark: claim.mark, footballer: player ? footballerView(player, edition) : null, dead: false };
  }
  const dead = isDead(state, cell);
  const view: TttCell = { mark: null, footballer: null, dead };
  if (row.status === 'playing' && row.difficulty === 'easy' && !dead && !isComputersTurn(state)) {
    view.choices = choicesOf(state, cell).flatMap((id) => {
      const player = footballerById(id);
      return player ? [footballerView(player, edition)] : [];
    });
  }
  if (row.status === 'finished') {
    const [rowTeam, columnTeam] = teamsOfCell(state, cell);
    view.answers = answersFor(rowTeam, columnTeam).slice(0, ANSWERS_SHOWN).map((player) => footballerView(player, edition));
  }
  return view;
}

function sideView(row: MatchRow, mark: TttMark, players: ReadonlyMap<string, MatchPlayer>): TttSide {
  const missedTurns = row.state.missed[mark];
  if (row.state.computer === mark) return { mark, kind: 'computer', userId: null, username: null, name: null, missedTurns };
  const userId = mark === 'x' ? row.x_user_id : row.o_user_id;
  const player = userId ? players.get(userId) : undefined;
  if (row.mode === 'local' || !player) return { mark, kind: 'local', userId: null, username: null, name: null, missedTurns };
  return { mark, kind: 'member', userId: player.id, username: player.username, name: player.name, missedTurns };
}

/** The marks the asker moves: both on a shared screen, theirs in a live match, the human's against the computer. */
export function marksOf(row: MatchRow, askerId: string | null): TttMark[] {
  if (row.mode === 'local') return ['x', 'o'];
  if (row.mode === 'computer') return row.owner_user_id === null || row.owner_user_id === askerId ? [row.state.computer === 'x' ? 'o' : 'x'] : [];
  if (askerId === null) return [];
  return (['x', 'o'] as const).filter((mark) => (mark === 'x' ? row.x_user_id : row.o_user_id) === askerId);
}

/** The public view of a match (SPEC-free, issue 16): never an answer of an open cell, except the easy mode's choices. */
export function matchView(row: MatchRow, players: ReadonlyMap<string, MatchPlayer>, askerId: string | null, edition: Edition, now: number): TttMatch {
  const { state } = row;
  const playing = row.status === 'playing';
  const deadline = isComputersTurn(state) ? state.turnStartedAt + COMPUTER_THINK_MS : turnEndsAt(state);
  const last = state.lastMove;
  const lastPlayer = last ? footballerOf(last.footballerId) : null;
  return {
    id: row.id,
    mode: row.mode,
    difficulty: row.difficulty,
    status: row.status,
    rows: state.rows.map((id) => teamView(id, edition)),
    columns: state.columns.map((id) => teamView(id, edition)),
    cells: state.cells.map((_, cell) => cellView(row, cell, edition)),
    sides: [sideView(row, 'x', players), sideView(row, 'o', players)],
    turn: playing ? state.turn : null,
    turnNumber: state.turnNumber,
    turnEndsAt: playing ? new Date(deadline).toISOString() : null,
    serverNow: new Date(now).toISOString(),
    lastMove: last
      ? {
          mark: last.mark,
          kind: last.kind,
          cell: last.cell,
          correct: last.correct,
          verdict: last.verdict,
          footballer: lastPlayer ? footballerView(lastPlayer, edition) : null,
          typed: last.typed,
        }
      : null,
    winner: state.winner,
    endReason: state.endReason,
    line: state.line ? [...state.line] : null,
    points: row.points,
    yourMarks: marksOf(row, askerId),
    createdAt: row.created_at,
  };
}
