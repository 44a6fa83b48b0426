import { eventIdOfSlug } from '@meydan/quakes/ingest';
import { listPath, useGetQuakeEventQuery, useGetQuakeSourcesQuery } from '@meydan/quakes/data-access';
import type { QuakeDetail, QuakeFeltSummary, QuakeSourcesResponse } from '@meydan/shared/contracts';
import { skipToken } from '@meydan/shared/data-access/api-client';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { useState } from 'react';
import { kilometres } from '../common/format';
import { MagnitudeFigure, MagnitudeList, useSourceLabel } from '../common/magnitude';
import { eventPath, listOfState } from '../common/paths';
import { provinceName } from '../common/provinces';
import { QuakeProblem } from '../common/quake-problem';
import { QuakeTime } from '../common/quake-time';
import { SourceCredits, SourceStatus } from '../common/source-notes';
import { useNow } from '../common/use-now';
import { QuakeFeltSection } from '../felt/quake-felt-section';
import { EventMap } from './event-map';
import { EventShare } from './event-share';
import { eventTitle } from './event-text';
import { NearestCities, SequenceList } from './sequence-list';
import { SourceTable, SupersededRecords, useCoordinates } from './source-table';

/**
 * `/son-depremler/{place}-{id}`: one quake. The headline (magnitude, place, time), its small map,
 * the nearest province seats, every source's record side by side with the records revisions
 * replaced, "Did you feel it?", the aftershock sequence and sharing. The back link returns to the
 * list view the reader came from (its filters), else to the list.
 */
export function QuakeEventPage({ edition, origin, params }: RoutePageProps) {
  const { t } = useTranslation('quakes');
  const location = useLocation();
  const id = eventIdOfSlug(params['slug'] ?? '');
  const query = useGetQuakeEventQuery(id ? { edition, id } : skipToken);
  const sources = useGetQuakeSourcesQuery({ edition });
  const now = useNow();
  const back = listOfState(location.state) ?? listPath(edition, null);
  const detail = query.currentData;
  return (
    <article className="quakes-page quake-event">
      <nav className="quake-back" aria-label={t('event.backLabel')}>
        <Link to={back}>
          <span aria-hidden="true">← </span>
          {t('event.back')}
        </Link>
      </nav>
      {detail ? (
        <EventContent detail={detail} edition={edition} origin={origin} now={now} mapTiles={sources.data?.mapTiles ?? null} />
      ) : query.error && !query.isFetching ? (
        <QuakeProblem error={query.error} what="event" onRetry={() => void query.refetch()} />
      ) : (
        <p className="quakes-loading">{t('event.loading')}</p>
      )}
      <SourceStatus sources={sources.data?.items} now={now} edition={edition} />
      <SourceCredits sources={sources.data?.items} shown={detail?.records.map((record) => record.source) ?? []} />
    </article>
  );
}

function EventContent({ detail, edition, origin, now, mapTiles }: { detail: QuakeDetail; edition: Edition; origin: string; now: number; mapTiles: QuakeSourcesResponse['mapTiles'] }) {
  // The felt reports' squares, once the section has them: a layer of the map.
  const [feltCells, setFeltCells] = useState<QuakeFeltSummary['cells']>();
  const { t } = useTranslation('quakes');
  const sourceLabel = useSourceLabel();
  const coordinates = useCoordinates();
  const { event } = detail;
  const title = eventTitle(t, edition, event);
  return (
    <>
      <header className="quake-event__head">
        <MagnitudeFigure value={event.magnitude} size="large" />
        <div className="quake-event__headline">
          <h1>{title}</h1>
          <QuakeTime time={event.time} now={now} edition={edition} className="quake-event__time" />
          {event.magnitudes.length ? <MagnitudeList magnitudes={event.magnitudes} className="quake-event__mags" /> : <p>{t('magnitude.none')}</p>}
          <p className="quake-event__facts">
            <span>{t('row.depth', { depth: kilometres(event.depthKm, edition) })}</span>
            <span>{coordinates(event.latitude, event.longitude)}</span>
            {event.province ? <Link to={listPath(edition, event.province.slug)}>{t('event.provinceList', { province: provinceName(t, event.province.plate) })}</Link> : null}
            {event.revised ? <span className="quake-revised">{t('row.revised')}</span> : null}
          </p>
          <p className="quake-event__preferred">{t('event.preferred', { source: sourceLabel(event.preferredSource) })}</p>
        </div>
      </header>
      <div className="quake-event__where">
        <EventMap detail={detail} edition={edition} mapTiles={mapTiles} feltCells={feltCells} />
        <NearestCities cities={detail.nearestCities} edition={edition} />
      </div>
      <SourceTable records={detail.records} edition={edition} />
      <SupersededRecords records={detail.superseded} edition={edition} />
      {/* "Did you feel it?": its panel is a lazy chunk; `onCells` hands the felt layer's squares to a map. */}
      <QuakeFeltSection event={event} edition={edition} onCells={setFeltCells} />
      <SequenceList main={event} sequence={detail.sequence} edition={edition} />
      <EventShare url={origin + eventPath(edition, event.slug)} text={title} />
    </>
  );
}
