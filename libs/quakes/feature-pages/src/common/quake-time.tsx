import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { relativeTime, turkeyTime } from './format';

/**
 * A quake's time: how long ago, then the time on Turkey's clock, in one `<time>` carrying the
 * instant. The relative part depends on the clock of whoever renders it (server, then browser),
 * so it alone is exempt from the hydration check.
 */
export function QuakeTime({ time, now, edition, className }: { time: string; now: number; edition: Edition; className?: string }) {
  const { t } = useTranslation('quakes');
  return (
    <time dateTime={time} className={className ? `quake-time ${className}` : 'quake-time'}>
      <span className="quake-time__ago" suppressHydrationWarning>
        {relativeTime(time, now, edition)}
      </span>{' '}
      <span className="quake-time__clock">{t('time.turkey', { time: turkeyTime(time, edition) })}</span>
    </time>
  );
}
