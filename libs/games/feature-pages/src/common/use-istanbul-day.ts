import { useEffect, useState } from 'react';
import { gameDayOf, nextGameDayStart } from '@meydan/games/engine';

/**
 * Today's Istanbul day, kept current: the page re-renders at the switch (00:00 Europe/Istanbul),
 * so a page left open overnight moves on to the new puzzle.
 */
export function useIstanbulDay(initialDay?: string): string {
  const [day, setDay] = useState(() => initialDay ?? gameDayOf(Date.now()));
  useEffect(() => {
    const wait = Math.max(1000, nextGameDayStart(Date.now()) - Date.now() + 500);
    const timer = setTimeout(() => setDay(gameDayOf(Date.now())), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [day]);
  return day;
}
