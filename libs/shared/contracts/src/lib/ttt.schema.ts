import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable } from './common.schema';
import { TTT_DIFFICULTIES, TTT_END_REASONS, TTT_MARKS, TTT_MAX_NAME_LENGTH, TTT_MODES, TTT_STATUSES } from './ttt.rules';

/**
 * Tic Tac Toe Football (issue 16; SPEC §2.11) at `/api/games/v1/ttt/matches…`. A 3×3 grid whose
 * rows and columns are clubs or national teams; a cell goes to the side that names a footballer
 * who played for both. The server holds every match and checks every answer: the browser never
 * has the answers, and a live match between two members is one row both of them move.
 */
export {
  TTT_DIFFICULTIES,
  TTT_END_REASONS,
  TTT_MARKS,
  TTT_MAX_MISSED_TURNS,
  TTT_MAX_NAME_LENGTH,
  TTT_MODES,
  TTT_POINTS,
  TTT_STATUSES,
  TTT_TURN_SECONDS,
  type TttDifficulty,
  type TttEndReason,
  type TttMark,
  type TttMode,
  type TttStatus,
} from './ttt.rules';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const MatchIdSchema = Type.String({ format: 'uuid' });
const MatchTokenSchema = Type.String({ minLength: 20, maxLength: 2048, pattern: '^[A-Za-z0-9_.-]+$' });
const FootballerIdSchema = Type.String({ pattern: '^[a-z0-9-]{1,80}$' });
const CellSchema = Type.Integer({ minimum: 0, maximum: 8, description: 'Row-major: 0 top left, 8 bottom right' });

export const TttTeamSchema = Type.Object({
  id: Type.String(),
  kind: literals(['club', 'nation'] as const),
  /** In the asker's edition. */
  name: Type.String(),
  /** 2–4 letters of the badge drawn from the kit colours (no crests: they are trademarks). */
  short: Type.String(),
  colors: Type.Tuple([Type.String(), Type.String()]),
});
export type TttTeam = Static<typeof TttTeamSchema>;

export const TttFootballerSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type TttFootballer = Static<typeof TttFootballerSchema>;

export const TttCellSchema = Type.Object({
  /** Who holds it, or null while open. */
  mark: Nullable(literals(TTT_MARKS)),
  footballer: Nullable(TttFootballerSchema),
  /** An open cell every fitting footballer of which has been named elsewhere: nobody can take it. */
  dead: Type.Boolean(),
  /** Easy mode: four footballers to choose from on this turn (one fits), for open cells only. */
  choices: Type.Optional(Type.Array(TttFootballerSchema)),
  /** After the match: a few footballers who would have fitted. */
  answers: Type.Optional(Type.Array(TttFootballerSchema)),
});
export type TttCell = Static<typeof TttCellSchema>;

export const TttSideSchema = Type.Object({
  mark: literals(TTT_MARKS),
  /** `computer`, a member, or a player of a same-screen match (named on the device). */
  kind: literals(['member', 'computer', 'local'] as const),
  /** The member (their public id, as on the boards), null for the computer and same-screen players. */
  userId: Nullable(Type.String({ format: 'uuid' })),
  /** The member's public name, null for the computer and same-screen players. */
  username: Nullable(Type.String()),
  name: Nullable(Type.String()),
  missedTurns: Type.Integer({ minimum: 0 }),
});
export type TttSide = Static<typeof TttSideSchema>;

export const TttLastMoveSchema = Type.Object({
  mark: literals(TTT_MARKS),
  kind: literals(['guess', 'timeout', 'quit'] as const),
  cell: Nullable(CellSchema),
  /** Whether the guess took the cell. */
  correct: Type.Boolean(),
  /** What a wrong guess was: a name nobody knows, one who fits only one team, or one already named. */
  verdict: Nullable(literals(['fits', 'unknown', 'wrong', 'used'] as const)),
  /** The footballer the guess was read as (null for an unknown name or a timeout). */
  footballer: Nullable(TttFootballerSchema),
  /** What was typed (hard mode), as typed. */
  typed: Nullable(Type.String()),
});
export type TttLastMove = Static<typeof TttLastMoveSchema>;

export const TttMatchSchema = Type.Object({
  id: MatchIdSchema,
  mode: literals(TTT_MODES),
  difficulty: literals(TTT_DIFFICULTIES),
  status: literals(TTT_STATUSES),
  rows: Type.Array(TttTeamSchema, { minItems: 3, maxItems: 3 }),
  columns: Type.Array(TttTeamSchema, { minItems: 3, maxItems: 3 }),
  cells: Type.Array(TttCellSchema, { minItems: 9, maxItems: 9 }),
  sides: Type.Array(TttSideSchema, { minItems: 2, maxItems: 2 }),
  /** Whose turn it is while playing. */
  turn: Nullable(literals(TTT_MARKS)),
  /** 1 for the first turn; every guess, timeout and computer move ends a turn. */
  turnNumber: Type.Integer({ minimum: 0 }),
  /** When the current turn runs out (server clock). */
  turnEndsAt: Nullable(DateTimeSchema),
  /** The server's clock when this view was made: a client's countdown corrects its own by it. */
  serverNow: DateTimeSchema,
  lastMove: Nullable(TttLastMoveSchema),
  winner: Nullable(literals(TTT_MARKS)),
  endReason: Nullable(literals(TTT_END_REASONS)),
  /** The three cells of the winning line. */
  line: Nullable(Type.Array(CellSchema)),
  /** Board points each side got from the match (members only; null before the end). */
  points: Nullable(Type.Object({ x: Type.Integer(), o: Type.Integer() })),
  /** The asker's own side: one mark, both for a same-screen match, none for an onlooker. */
  yourMarks: Type.Array(literals(TTT_MARKS)),
  createdAt: DateTimeSchema,
});
export type TttMatch = Static<typeof TttMatchSchema>;

/** A match and the token its later calls carry (given to each of its players once). */
export const TttMatchTicketSchema = Type.Object({ match: TttMatchSchema, token: MatchTokenSchema });
export type TttMatchTicket = Static<typeof TttMatchTicketSchema>;

export const TttStartBodySchema = Type.Object(
  {
    mode: literals(TTT_MODES),
    difficulty: literals(TTT_DIFFICULTIES),
    /** Live: join this waiting match (an invitation link) instead of being paired with anyone. */
    matchId: Type.Optional(MatchIdSchema),
    /** Live: open an invitation for one friend (by its link), never paired with anyone else. */
    invite: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TttStartBody = Static<typeof TttStartBodySchema>;

export const TttMatchParamsSchema = Type.Object({ id: MatchIdSchema }, { additionalProperties: false });

/** A turn's answer: easy mode names one of the cell's `choices` by id, hard mode types a name. */
export const TttGuessBodySchema = Type.Object(
  {
    token: MatchTokenSchema,
    cell: CellSchema,
    /** The turn this answer is for: an answer that arrives after its turn has passed is refused. */
    turnNumber: Type.Integer({ minimum: 1, maximum: 1000 }),
    footballerId: Type.Optional(FootballerIdSchema),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: TTT_MAX_NAME_LENGTH })),
  },
  { additionalProperties: false },
);
export type TttGuessBody = Static<typeof TttGuessBodySchema>;

export const TttTokenBodySchema = Type.Object({ token: MatchTokenSchema }, { additionalProperties: false });
export type TttTokenBody = Static<typeof TttTokenBodySchema>;

/** A member's record in Tic Tac Toe Football (matches that count: computer and live). */
export const TttRecordSchema = Type.Object({
  played: Type.Integer({ minimum: 0 }),
  won: Type.Integer({ minimum: 0 }),
  drawn: Type.Integer({ minimum: 0 }),
  lost: Type.Integer({ minimum: 0 }),
  quit: Type.Integer({ minimum: 0 }),
  /** A live match of theirs still waiting or playing, to go back to. */
  openMatchId: Nullable(MatchIdSchema),
});
export type TttRecord = Static<typeof TttRecordSchema>;

/** The realtime event on `match:{id}` after every change of a live match. */
export type TttRealtimeEvent = { kind: 'match'; match: TttMatch };
