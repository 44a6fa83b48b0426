import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuitTttMatchMutation, useReadTttMatchMutation, useSendTttGuessMutation, useStartTttMatchMutation } from '@meydan/games/data-access';
import type { TttMatch, TttRealtimeEvent } from '@meydan/shared/contracts';
import { realtimeTopics, type TttDifficulty, type TttMark, type TttMode } from '@meydan/shared/contracts/constants';
import { useRealtimeTopic } from '@meydan/shared/data-access/realtime';

export interface TttSession {
  match: TttMatch;
  token: string;
  /** The marks this browser moves (both on a shared screen). */
  marks: TttMark[];
}

/** Where a tab keeps its match's token, so a reload (or coming back) resumes the match. */
const STORAGE_KEY = 'meydan:ttt';
/** A live match is also read now and then, in case the realtime socket is down. */
const LIVE_POLL_MS = 5000;
/** A turn's end is asked about a moment after it, so the server has surely passed it. */
const DEADLINE_SLACK_MS = 400;

const STATUS_ORDER = { waiting: 0, playing: 1, finished: 2, cancelled: 2 } as const;

interface Stored {
  id: string;
  token: string;
  marks: TttMark[];
}

function readStored(): Stored | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return value && typeof value.id === 'string' && typeof value.token === 'string' && Array.isArray(value.marks) ? value : null;
  } catch {
    return null;
  }
}

function store(session: TttSession | null): void {
  try {
    if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ id: session.match.id, token: session.token, marks: session.marks }));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the match simply does not survive a reload.
  }
}

/** Whether `next` is not older than `current` (answers and realtime events may cross). */
function isNewer(current: TttMatch, next: TttMatch): boolean {
  if (STATUS_ORDER[next.status] !== STATUS_ORDER[current.status]) return STATUS_ORDER[next.status] > STATUS_ORDER[current.status];
  return next.turnNumber >= current.turnNumber;
}

/**
 * The sides this browser moves. A live invitation's sides are drawn when the second member joins
 * (the host may become O), and the realtime view is the same for both players: the marks follow
 * the asker-specific `yourMarks` of a direct answer, else the sides' member ids.
 */
function marksIn(match: TttMatch, known: TttMark[], viewerId: string | null): TttMark[] {
  if (match.yourMarks.length > 0) return match.yourMarks;
  if (match.mode !== 'live' || !viewerId) return known;
  const mine = match.sides.filter((side) => side.userId === viewerId).map((side) => side.mark);
  return mine.length > 0 ? mine : known;
}

function messageOf(failure: unknown, fallback: string): string {
  const message = (failure as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/**
 * One Tic Tac Toe Football match in this tab: starting or joining it, answering, quitting, and
 * keeping it current — the server is asked again when a turn runs out (it applies lapsed turns
 * and the computer's answer), and a live match hears each change over the realtime socket.
 */
export function useTttMatch(failedText: string, viewerId: string | null) {
  const [session, setSession] = useState<TttSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The server's clock minus this browser's (a countdown runs on the server's). */
  const [skew, setSkew] = useState(0);
  const [startMatch, starting] = useStartTttMatchMutation();
  const [sendGuess, guessing] = useSendTttGuessMutation();
  const [quitMatch] = useQuitTttMatchMutation();
  const [readMatch] = useReadTttMatchMutation();
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const take = useCallback((match: TttMatch) => {
    setSkew(Date.parse(match.serverNow) - Date.now());
    setSession((current) => {
      if (!current || current.match.id !== match.id || !isNewer(current.match, match)) return current;
      return { ...current, match, marks: marksIn(match, current.marks, viewerId) };
    });
  }, [viewerId]);

  const begin = useCallback((next: TttSession) => {
    setSkew(Date.parse(next.match.serverNow) - Date.now());
    setSession(next);
    store(next.match.status === 'waiting' || next.match.status === 'playing' ? next : null);
  }, []);

  const refresh = useCallback(async () => {
    const current = sessionRef.current;
    if (!current) return;
    try {
      take(await readMatch({ matchId: current.match.id }).unwrap());
    } catch {
      // The next tick or event tries again.
    }
  }, [readMatch, take]);

  const start = useCallback(
    async (mode: TttMode, difficulty: TttDifficulty, how: { matchId?: string; invite?: boolean } = {}) => {
      setError(null);
      try {
        const ticket = await startMatch({ mode, difficulty, ...(how.matchId ? { matchId: how.matchId } : {}), ...(how.invite ? { invite: true } : {}) }).unwrap();
        begin({ match: ticket.match, token: ticket.token, marks: ticket.match.yourMarks });
        return ticket.match;
      } catch (failure) {
        setError(messageOf(failure, failedText));
        return null;
      }
    },
    [begin, failedText, startMatch],
  );

  /** A match this tab was playing before a reload. */
  const resume = useCallback(
    async (matchId: string) => {
      const stored = readStored();
      if (!stored || stored.id !== matchId) return false;
      try {
        const match = await readMatch({ matchId }).unwrap();
        begin({ match, token: stored.token, marks: marksIn(match, stored.marks, viewerId) });
        return true;
      } catch {
        store(null);
        return false;
      }
    },
    [begin, readMatch, viewerId],
  );

  const guess = useCallback(
    async (cell: number, answer: { footballerId: string } | { name: string }) => {
      const current = sessionRef.current;
      if (!current) return;
      setError(null);
      try {
        take(await sendGuess({ matchId: current.match.id, body: { token: current.token, cell, turnNumber: current.match.turnNumber, ...answer } }).unwrap());
      } catch (failure) {
        setError(messageOf(failure, failedText));
        void refresh();
      }
    },
    [failedText, refresh, sendGuess, take],
  );

  const quit = useCallback(async () => {
    const current = sessionRef.current;
    if (!current) return;
    setError(null);
    try {
      take(await quitMatch({ matchId: current.match.id, token: current.token }).unwrap());
    } catch (failure) {
      setError(messageOf(failure, failedText));
    }
  }, [failedText, quitMatch, take]);

  const leave = useCallback(() => {
    store(null);
    setSession(null);
    setError(null);
  }, []);

  const match = session?.match ?? null;
  const open = match?.status === 'waiting' || match?.status === 'playing';
  useEffect(() => {
    if (match && !open) store(null);
  }, [match, open]);

  // When the turn runs out (or the computer has thought), the server is asked for what happened.
  const deadline = match?.status === 'playing' && match.turnEndsAt ? Date.parse(match.turnEndsAt) : null;
  useEffect(() => {
    if (deadline === null) return;
    const wait = Math.max(0, deadline - (Date.now() + skew)) + DEADLINE_SLACK_MS;
    const timer = setTimeout(() => void refresh(), wait);
    return () => clearTimeout(timer);
  }, [deadline, skew, refresh]);

  // A live match: every change arrives over the socket; a slow read now and then covers a lost one.
  const live = match?.mode === 'live' && open;
  useRealtimeTopic<TttRealtimeEvent>(live && match ? [realtimeTopics.match(match.id)] : null, (event) => {
    if (event?.kind === 'match') take(event.match);
  });
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [live, refresh]);

  return { session, error, skew, starting: starting.isLoading, guessing: guessing.isLoading, start, resume, guess, quit, leave, setError };
}
