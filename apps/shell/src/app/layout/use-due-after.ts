import { useEffect, useState } from 'react';

/**
 * Whether a bottom prompt (push alert, Google sign-in, survey) is due: true once `eligible` has
 * held for `delayMs` without a break. Losing eligibility (another prompt takes the area, the page
 * changes to a form, the reader signs in) resets the wait, so a prompt never appears the moment a
 * blocker goes away: it waits its full delay again.
 */
export function useDueAfter(eligible: boolean, delayMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!eligible) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [eligible, delayMs]);
  return due;
}
