import { useCallback, useEffect, useState } from 'react';
import { type DailyGame, type DailyStats, gameDayOf } from '@meydan/games/engine';
import { forgetLocalResults, gamesApi, localAttemptFor, localStats, readLocalRecord, recordLocalResult, rememberLocalAttempt, useMergeStatusMutation, useSendMoveMutation, useStartAttemptMutation } from '@meydan/games/data-access';
import type { Attempt, AttemptMoveBody, CurrentUser, Puzzle, StartAttemptBody } from '@meydan/shared/contracts';
import { useAppDispatch } from '@meydan/shared/data-access/store';

export interface DailyAttempt {
  attempt: Attempt | null;
  /** The player's statistics in this game: the server's for a member, the browser's for a guest. */
  stats: DailyStats | null;
  /** Bilpop: the member's progress per category. */
  progress: Record<string, { correct: number; stars: number; mode: number }> | null;
  /** A move or a start is on its way. */
  busy: boolean;
  /** The API's message for the last failed action (already in the reader's language). */
  error: string | null;
  /** Starts the attempt (with options such as hard mode) unless there is one. */
  start(options?: StartAttemptBody): Promise<Attempt | null>;
  /** Sends a move, starting the attempt first when needed. */
  move(body: Omit<AttemptMoveBody, 'token'>, options?: StartAttemptBody): Promise<Attempt | null>;
}

function messageOf(error: unknown): string {
  return (error as { message?: string })?.message ?? '';
}

/**
 * A player's attempt at one puzzle of a word or quiz game: a member's comes from the API (their
 * status), a guest's from local storage; it starts with the first action, so a reader who only
 * looks creates nothing. Every answer carries a fresh token. A guest's finished daily attempt is
 * kept as that day's result in local storage, for the statistics and the merge on sign-in.
 */
export function useDailyAttempt(game: DailyGame, puzzle: Puzzle | undefined, viewer: CurrentUser | null): DailyAttempt {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [stats, setStats] = useState<DailyStats | null>(null);
  const [progress, setProgress] = useState<DailyAttempt['progress']>(null);
  const [error, setError] = useState<string | null>(null);
  const [statusVersion, setStatusVersion] = useState(0);
  const [mergeStatus] = useMergeStatusMutation();
  const [startAttempt, starting] = useStartAttemptMutation();
  const [sendMove, moving] = useSendMoveMutation();
  const puzzleId = puzzle?.id;
  const viewerId = viewer?._id ?? null;

  useEffect(() => {
    setError(null);
    if (!puzzleId) return;
    if (!viewerId) {
      setAttempt(localAttemptFor(game, puzzleId));
      setStats(localStats(game, gameDayOf(Date.now())));
      return;
    }
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    (async () => {
      // A guest who just signed in brings their days along: merged first, so the stats include them.
      const local = readLocalRecord(game).results;
      if (local.length > 0) {
        try {
          await mergeStatus({ type: game, results: local }).unwrap();
          forgetLocalResults(game);
        } catch {
          // Kept in the browser for the next visit; the member's own record still shows.
        }
      }
      if (!live) return;
      const status = dispatch(gamesApi.endpoints.getPlayerStatus.initiate({ type: game, puzzleId, viewerId }, { forceRefetch: true }));
      subscription = status;
      const result = await status;
      if (live && result.data) {
        setAttempt(result.data.attempt);
        setStats(result.data.stats);
        setProgress(result.data.progress ?? null);
      }
    })();
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [dispatch, game, puzzleId, viewerId, mergeStatus, statusVersion]);

  const keep = useCallback(
    (next: Attempt) => {
      setAttempt(next);
      setError(null);
      const finished = next.status !== 'playing';
      if (viewerId) {
        // The server wrote the day's result: its statistics now include it.
        if (finished) setStatusVersion((version) => version + 1);
        return;
      }
      rememberLocalAttempt(game, next);
      if (finished && next.mode === 'daily' && puzzle) {
        const guesses = game === 'emojile' ? ((next.state['guesses'] as unknown[] | undefined)?.length ?? 0) : Object.values((next.state['answers'] as Record<string, { correct: boolean }>) ?? {}).filter((a) => a.correct).length;
        recordLocalResult(game, { day: puzzle.day, won: next.status === 'won' || next.status === 'finished', guesses, score: next.score });
        setStats(localStats(game, gameDayOf(Date.now())));
      }
    },
    [game, puzzle, viewerId],
  );

  const start = useCallback(
    async (options: StartAttemptBody = {}) => {
      if (attempt) return attempt;
      if (!puzzleId) return null;
      try {
        const started = await startAttempt({ type: game, body: { puzzleId, ...options } }).unwrap();
        keep(started);
        return started;
      } catch (failure) {
        setError(messageOf(failure));
        return null;
      }
    },
    [attempt, game, keep, puzzleId, startAttempt],
  );

  const move = useCallback(
    async (body: Omit<AttemptMoveBody, 'token'>, options?: StartAttemptBody) => {
      const current = attempt ?? (await start(options));
      if (!current) return null;
      try {
        const next = await sendMove({ type: game, body: { ...body, token: current.token } }).unwrap();
        keep(next);
        return next;
      } catch (failure) {
        setError(messageOf(failure));
        return null;
      }
    },
    [attempt, game, keep, sendMove, start],
  );

  return { attempt, stats, progress, busy: starting.isLoading || moving.isLoading, error, start, move };
}
