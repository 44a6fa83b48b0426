import { useId } from 'react';
import { feltColour } from '@meydan/quakes/ui';
import { QUAKE_FELT } from '@meydan/shared/contracts/constants';
import type { QuakeFeltSummary } from '@meydan/shared/contracts';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { levelName, levelNumeral } from './felt-levels';

const LEVELS = Array.from({ length: QUAKE_FELT.levels }, (_, k) => k + 1);

/**
 * The trusted reports per level as a small bar chart that is a real table: a row per level
 * someone reported (its numeral, name and colour, the bar and the number), so a screen reader
 * reads the counts and the colours are never the only sign. Reports from too far away are
 * counted apart, as the API flags them.
 */
export function FeltCounts({ summary, edition }: { summary: QuakeFeltSummary; edition: Edition }) {
  const { t } = useTranslation('quakes');
  const headingId = useId();
  const number = new Intl.NumberFormat(EDITION_LOCALES[edition]);
  const rows = LEVELS.map((level) => ({ level, count: summary.byIntensity[level - 1] ?? 0 })).filter((row) => row.count > 0);
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <div className="quake-felt__counts" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="quake-felt__subtitle">
        {t('felt.countsTitle')}
      </h3>
      {rows.length === 0 ? (
        <p className="quake-felt__none">{t('felt.none')}</p>
      ) : (
        <table className="felt-chart">
          <caption>{t('felt.countsCaption', { count: summary.total, formatted: number.format(summary.total) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('felt.level')}</th>
              <th scope="col">{t('felt.reports')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ level, count }) => (
              <tr key={level}>
                <th scope="row" className="felt-chart__level">
                  <span className="felt-chart__name">
                    <span className="felt-chart__numeral">{levelNumeral(level)}</span> <span>{levelName(t, level)}</span>
                  </span>
                </th>
                <td>
                  <span className="felt-chart__meter">
                    <span className="felt-chart__bar" aria-hidden="true" style={{ width: `${Math.max(4, Math.round((count / most) * 100))}%`, background: feltColour(level) }} />
                    <span className="felt-chart__count">{number.format(count)}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {summary.flagged > 0 ? <p className="quake-felt__flagged">{t('felt.flagged', { count: summary.flagged, formatted: number.format(summary.flagged) })}</p> : null}
    </div>
  );
}
