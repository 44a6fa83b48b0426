import { computeStats, type DailyGame, type DailyResult, type DailyStats } from '@meydan/games/engine';
import type { Attempt, LocalResult } from '@meydan/shared/contracts';

/**
 * A guest's games kept in the browser (issue 16 item 3): each day's result per game, and the
 * token of the attempt in progress so a reload resumes it. On sign-in the results are sent to
 * the member's record (`POST /players/me/status`) and then forgotten here; the server keeps
 * whichever result it already had for a day, so nothing is ever lost or double counted.
 */
const KEY_PREFIX = 'meydan:games:';
/** At most this many days are kept (the merge takes as many). */
const MAX_DAYS = 400;

export interface LocalGameRecord {
  results: LocalResult[];
  /** The guest's latest attempt as the API last answered it (state and token). */
  attempt: Attempt | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private modes and blocked storage: play still works, nothing is remembered.
    return null;
  }
}

function isResult(value: unknown): value is LocalResult {
  const v = value as Partial<LocalResult> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.day) && typeof v.won === 'boolean' && Number.isInteger(v.guesses) && Number.isInteger(v.score)
  );
}

export function readLocalRecord(game: DailyGame): LocalGameRecord {
  const raw = storage()?.getItem(KEY_PREFIX + game);
  if (!raw) return { results: [], attempt: null };
  try {
    const parsed = JSON.parse(raw) as Partial<LocalGameRecord>;
    const results = Array.isArray(parsed.results) ? parsed.results.filter(isResult) : [];
    const attempt = parsed.attempt && typeof parsed.attempt.token === 'string' && typeof parsed.attempt.state === 'object' ? parsed.attempt : null;
    return { results, attempt };
  } catch {
    return { results: [], attempt: null };
  }
}

function write(game: DailyGame, record: LocalGameRecord): void {
  try {
    storage()?.setItem(KEY_PREFIX + game, JSON.stringify(record));
  } catch {
    // Full or blocked storage: the game goes on; this day is simply not remembered.
  }
}

/** Keeps the attempt a guest is playing, so a reload resumes it. */
export function rememberLocalAttempt(game: DailyGame, attempt: Attempt | null): void {
  write(game, { ...readLocalRecord(game), attempt });
}

/** Records a guest's result of a day (the first one a day keeps: a reload cannot improve it). */
export function recordLocalResult(game: DailyGame, result: LocalResult): void {
  const record = readLocalRecord(game);
  if (record.results.some((known) => known.day === result.day)) return;
  const results = [...record.results, result].sort((a, b) => a.day.localeCompare(b.day)).slice(-MAX_DAYS);
  write(game, { ...record, results });
}

export function localStats(game: DailyGame, today: string): DailyStats {
  return computeStats(game, readLocalRecord(game).results as DailyResult[], today);
}

/** The guest's attempt at a puzzle, while its token is still good. */
export function localAttemptFor(game: DailyGame, puzzleId: string, now = Date.now()): Attempt | null {
  const { attempt } = readLocalRecord(game);
  return attempt && attempt.puzzleId === puzzleId && Date.parse(attempt.expiresAt) > now ? attempt : null;
}

/** After a merge: the results now live on the server. */
export function forgetLocalResults(game: DailyGame): void {
  write(game, { results: [], attempt: null });
}
