import { useEffect, useState } from 'react';
import { useAppSelector } from '@meydan/shared/data-access/store';

/** SPEC §9: the bar appears after a 200 ms throttle and creeps to ~90 % over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export function ProgressBar() {
  const navigation = useAppSelector((state) => state.ui.navigation);
  const [phase, setPhase] = useState<'hidden' | 'running' | 'done' | 'failed'>('hidden');

  useEffect(() => {
    if (navigation === 'loading') {
      const timer = window.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'hidden' ? 'hidden' : navigation === 'failed' ? 'failed' : 'done'));
    const timer = window.setTimeout(() => setPhase('hidden'), 400);
    return () => window.clearTimeout(timer);
  }, [navigation]);

  if (phase === 'hidden') return null;
  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      role="progressbar"
      aria-busy={phase === 'running'}
      style={{ ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }}
    />
  );
}
