import type { QuakeSourceStatus } from '@meydan/shared/contracts';
import type { QuakeSourceName } from '@meydan/shared/contracts/constants';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { relativeTime, turkeyTime } from './format';

/**
 * "Kandilli last answered at 14:47:00 (13 min. ago)": the sources whose last poll failed, so a
 * reader knows why the newest quakes may lack one source's figures. Nothing while all answer.
 */
export function SourceStatus({ sources, now, edition }: { sources: readonly QuakeSourceStatus[] | undefined; now: number; edition: Edition }) {
  const { t } = useTranslation('quakes');
  const failing = (sources ?? []).filter((source) => source.failing);
  if (failing.length === 0) return null;
  return (
    <ul className="quake-source-status">
      {failing.map((source) => (
        <li key={source.source}>
          {source.lastSuccessAt ? (
            <span suppressHydrationWarning>
              {t('sources.failing', { source: t(`sources.short.${source.source}`), time: turkeyTime(source.lastSuccessAt, edition), ago: relativeTime(source.lastSuccessAt, now, edition) })}
            </span>
          ) : (
            t('sources.neverAnswered', { source: t(`sources.short.${source.source}`) })
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The credit line: each configured source by name, linked to its own site, and KOERI's terms when
 * its data is shown (KOERI's data may not be used commercially without Boğaziçi University's
 * written permission). Without the sources' answer, the sources of the quakes shown are named.
 */
export function SourceCredits({ sources, shown }: { sources: readonly QuakeSourceStatus[] | undefined; shown: readonly QuakeSourceName[] }) {
  const { t } = useTranslation('quakes');
  const credited: Array<{ source: QuakeSourceName; homepage: string | null }> = sources?.length ? sources.map(({ source, homepage }) => ({ source, homepage })) : [...new Set(shown)].map((source) => ({ source, homepage: null }));
  if (credited.length === 0) return null;
  return (
    <footer className="quake-credits">
      <p>
        {t('sources.credits')}{' '}
        {credited.map(({ source, homepage }, index) => (
          <span key={source}>
            {index > 0 ? ' · ' : null}
            {homepage ? (
              <a href={homepage} rel="noopener noreferrer" target="_blank">
                {t(`sources.names.${source}`)}
              </a>
            ) : (
              t(`sources.names.${source}`)
            )}
          </span>
        ))}
      </p>
      {credited.some(({ source }) => source === 'koeri') ? <p className="quake-credits__notice">{t('sources.koeriNotice')}</p> : null}
      <p className="quake-credits__notice">{t('sources.disclaimer')}</p>
    </footer>
  );
}
