/**
 * Tic Tac Toe Football's plain values (no schemas): the browser's page imports them from
 * `@meydan/shared/contracts/constants` without loading TypeBox; ttt.schema.ts builds on them.
 */
export const TTT_MODES = ['computer', 'local', 'live'] as const;
export type TttMode = (typeof TTT_MODES)[number];
export const TTT_DIFFICULTIES = ['easy', 'hard'] as const;
export type TttDifficulty = (typeof TTT_DIFFICULTIES)[number];
export const TTT_MARKS = ['x', 'o'] as const;
export type TttMark = (typeof TTT_MARKS)[number];
export const TTT_STATUSES = ['waiting', 'playing', 'finished', 'cancelled'] as const;
export type TttStatus = (typeof TTT_STATUSES)[number];
/**
 * How a match ended: three in a row, a full or stalled board (no open cell has an unused answer
 * left), a side quitting, a side missing three turns in a row, or an unanswered invitation.
 */
export const TTT_END_REASONS = ['line', 'full', 'stalled', 'quit', 'abandoned'] as const;
export type TttEndReason = (typeof TTT_END_REASONS)[number];

/** SPEC §2.11: 30 s per turn. */
export const TTT_TURN_SECONDS = 30;
/** A side that lets this many of its turns run out in a row has left the match. */
export const TTT_MAX_MISSED_TURNS = 3;
/**
 * Board points of a finished match (the `ttt-football` boards add them up): live matches between
 * members count most; a win against the computer counts by difficulty. Quitting (or leaving) a
 * match that has started costs `quitPenalty` (a board total never drops below 0).
 */
export const TTT_POINTS = { liveWin: 3, liveDraw: 1, computerWin: { easy: 1, hard: 2 }, computerDraw: 0, quitPenalty: 2 } as const;
/** A side's longest typed answer. */
export const TTT_MAX_NAME_LENGTH = 80;
