import { useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';

function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * "Next puzzle in 11:02:33", ticking once a second once the app runs. The server writes the time
 * left at its render; the browser's first render differs by the seconds in between, which is
 * the one difference hydration is told to accept (suppressHydrationWarning on the <time> only).
 */
export function Countdown({ until, onDone }: { until: string; onDone?: () => void }) {
  const { t } = useTranslation('games');
  const target = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) {
        clearInterval(timer);
        onDone?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [target, onDone]);
  return (
    <p className="game-countdown">
      <span>{t('daily.nextIn')}</span>{' '}
      <time dateTime={until} suppressHydrationWarning>
        {clock(target - now)}
      </time>
    </p>
  );
}
