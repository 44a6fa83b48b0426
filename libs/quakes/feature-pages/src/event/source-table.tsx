import type { ReactNode } from 'react';
import type { QuakeSourceRecord } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { coordinate, kilometres, magnitudeText, turkeyTime } from '../common/format';
import { useSourceLabel } from '../common/magnitude';

/** A record's coordinates with their hemispheres in the edition's letters: `39.2034° K, 28.1712° D`. */
export function useCoordinates(digits?: number): (latitude: number, longitude: number) => string {
  const { t } = useTranslation('quakes');
  return (latitude, longitude) =>
    t('coordinates', {
      latitude: coordinate(latitude, digits),
      latHemisphere: t(latitude < 0 ? 'hemispheres.south' : 'hemispheres.north'),
      longitude: coordinate(longitude, digits),
      lonHemisphere: t(longitude < 0 ? 'hemispheres.west' : 'hemispheres.east'),
    });
}

/** KOERI's quality word as it wrote it, else the revision number, else a dash. */
export function useQuality(): (record: Pick<QuakeSourceRecord, 'quality' | 'revision'>) => string {
  const { t } = useTranslation('quakes');
  return (record) => record.quality ?? (record.revision > 0 ? t('event.revision', { n: record.revision }) : t('event.preliminary'));
}

const magnitudesOf = (record: QuakeSourceRecord) => record.magnitudes.map((magnitude) => `${magnitude.type} ${magnitudeText(magnitude.value)}`).join(', ');

/**
 * Every source's record of the quake side by side (a column per source), so a reader sees where
 * they agree and differ: time, place, depth, magnitudes, quality or revision, last update, and
 * the source's own page when it has one. A phone fits three sources in its width.
 */
export function SourceTable({ records, edition }: { records: readonly QuakeSourceRecord[]; edition: Edition }) {
  const { t } = useTranslation('quakes');
  const sourceLabel = useSourceLabel();
  const coordinates = useCoordinates();
  const quality = useQuality();
  const dash = t('event.none');
  const rows: Array<[string, (record: QuakeSourceRecord) => ReactNode]> = [
    [t('event.fields.time'), (record) => <time dateTime={record.time}>{turkeyTime(record.time, edition)}</time>],
    [t('event.fields.coordinates'), (record) => coordinates(record.latitude, record.longitude)],
    [t('event.fields.depth'), (record) => kilometres(record.depthKm, edition)],
    [t('event.fields.magnitudes'), (record) => magnitudesOf(record) || dash],
    [t('event.fields.location'), (record) => record.location],
    [t('event.fields.quality'), (record) => quality(record)],
    [t('event.fields.updated'), (record) => (record.updatedAt ? <time dateTime={record.updatedAt}>{turkeyTime(record.updatedAt, edition)}</time> : dash)],
    [
      t('event.fields.link'),
      (record) =>
        record.url ? (
          <a href={record.url} rel="noopener noreferrer" target="_blank">
            {t('event.openAtSource', { source: sourceLabel(record.source) })}
          </a>
        ) : (
          dash
        ),
    ],
  ];
  return (
    <section className="quake-sources" aria-labelledby="quake-sources-title">
      <h2 id="quake-sources-title">{t('event.sourcesTitle')}</h2>
      <div className="quake-sources__scroll">
        <table className="quake-sources__table">
          <caption className="visually-hidden">{t('event.sourcesCaption')}</caption>
          <thead>
            <tr>
              <td />
              {records.map((record) => (
                <th key={`${record.source}-${record.sourceId}`} scope="col">
                  {sourceLabel(record.source)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {records.map((record) => (
                  <td key={`${record.source}-${record.sourceId}`}>{cell(record)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The records a revision replaced (KOERI's preliminary lines, older versions), under a disclosure. */
export function SupersededRecords({ records, edition }: { records: readonly QuakeSourceRecord[]; edition: Edition }) {
  const { t } = useTranslation('quakes');
  const sourceLabel = useSourceLabel();
  const quality = useQuality();
  if (records.length === 0) return null;
  return (
    <details className="quake-superseded">
      <summary>{t('event.superseded', { count: records.length })}</summary>
      <ul>
        {records.map((record) => (
          <li key={`${record.source}-${record.sourceId}-${record.revision}`}>
            {t('event.supersededItem', {
              source: sourceLabel(record.source),
              quality: quality(record),
              magnitudes: magnitudesOf(record) || t('magnitude.none'),
              time: turkeyTime(record.time, edition),
              depth: kilometres(record.depthKm, edition),
              place: record.location,
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}
