import { type MutableRefObject, useCallback, useEffect, useRef, useState } from 'react';

/** How long "X is typing…" stays after the last typing event (the sender repeats it at most every 2 s while typing). */
export const TYPING_VISIBLE_MS = 5000;

type TimerRef = MutableRefObject<ReturnType<typeof setTimeout> | null>;

function clearTimer(timer: TimerRef): void {
  if (timer.current) clearTimeout(timer.current);
  timer.current = null;
}

/** The other member's typing state: shown on each typing event, gone 5 s after the last one or when their message arrives. */
export function useTypingIndicator(): { typing: boolean; show: () => void; hide: () => void } {
  const [typing, setTyping] = useState(false);
  const timer: TimerRef = useRef(null);
  useEffect(() => () => clearTimer(timer), []);
  const show = useCallback(() => {
    clearTimer(timer);
    setTyping(true);
    timer.current = setTimeout(() => setTyping(false), TYPING_VISIBLE_MS);
  }, []);
  const hide = useCallback(() => {
    clearTimer(timer);
    setTyping(false);
  }, []);
  return { typing, show, hide };
}
