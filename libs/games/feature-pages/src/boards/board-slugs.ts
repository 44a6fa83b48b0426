import type { GameType, LeaderboardDuration } from '@meydan/shared/contracts';
import { LEADERBOARD_DURATIONS } from '@meydan/shared/contracts';

/** The games with boards, by the slug their pages use (the catalogue's slug). */
export const BOARD_SLUGS: Readonly<Record<string, GameType>> = {
  emojile: 'emojile',
  bilpop: 'bilpop',
  zekiye: 'zekiye',
  '2048': '2048',
  'tic-tac-toe-football': 'ttt-football',
};
export const DEFAULT_BOARD_SLUG = 'emojile';

export function boardOfSlug(slug: string | undefined): GameType | null {
  return BOARD_SLUGS[slug ?? DEFAULT_BOARD_SLUG] ?? null;
}

export function slugOfBoard(board: GameType): string {
  return Object.entries(BOARD_SLUGS).find(([, type]) => type === board)?.[0] ?? board;
}

/** `?d=weekly`; daily by default; anything else is daily too. */
export function durationOf(search: string): LeaderboardDuration {
  const value = new URLSearchParams(search).get('d');
  return (LEADERBOARD_DURATIONS as readonly string[]).includes(value ?? '') ? (value as LeaderboardDuration) : 'daily';
}
