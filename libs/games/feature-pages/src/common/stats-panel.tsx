import type { DailyStats } from '@meydan/games/engine';
import { useTranslation } from '@meydan/shared/util/translate';

/** Played, win %, current and best streak, and the distribution as bars (issue 16 item 3). */
export function StatsPanel({ stats, highlight, distributionLabel }: { stats: DailyStats; highlight?: number; distributionLabel: (index: number) => string }) {
  const { t } = useTranslation('games');
  const winRate = stats.played ? Math.round((stats.won / stats.played) * 100) : 0;
  const most = Math.max(1, ...stats.distribution);
  return (
    <section className="game-stats" aria-label={t('stats.title')}>
      <h2 className="game-stats__title">{t('stats.title')}</h2>
      <dl className="game-stats__numbers">
        <div>
          <dt>{t('stats.played')}</dt>
          <dd>{stats.played}</dd>
        </div>
        <div>
          <dt>{t('stats.winRate')}</dt>
          <dd>{winRate}%</dd>
        </div>
        <div>
          <dt>{t('stats.currentStreak')}</dt>
          <dd>{stats.currentStreak}</dd>
        </div>
        <div>
          <dt>{t('stats.bestStreak')}</dt>
          <dd>{stats.bestStreak}</dd>
        </div>
      </dl>
      {stats.distribution.length > 0 ? (
        <>
          <h3 className="game-stats__subtitle">{t('stats.distribution')}</h3>
          <ol className="game-stats__bars">
            {stats.distribution.map((count, index) => (
              <li key={index} className={index === highlight ? 'game-stats__bar game-stats__bar--current' : 'game-stats__bar'}>
                <span className="game-stats__bar-label">{distributionLabel(index)}</span>
                <span className="game-stats__bar-fill" style={{ width: `${Math.max(8, (count / most) * 100)}%` }}>
                  {count}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
