import { QuakeMap } from '@meydan/quakes/ui';
import type { QuakeDetail, QuakeFeltSummary, QuakeSourcesResponse } from '@meydan/shared/contracts';
import { useNavigate } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { useMemo } from 'react';
import { useQuakeMapTexts } from '../common/map-texts';
import { eventPath } from '../common/paths';

/**
 * The event page's map: the quake and the quakes around it (its sequence), the quake selected, and
 * the "Did you feel it?" squares once the section has loaded them.
 * Choosing another quake on the map opens its page. Its code loads when the map nears the viewport.
 */
export function EventMap({
  detail,
  edition,
  mapTiles,
  feltCells,
}: {
  detail: QuakeDetail;
  edition: Edition;
  mapTiles: QuakeSourcesResponse['mapTiles'];
  feltCells?: QuakeFeltSummary['cells'];
}) {
  const { t } = useTranslation('quakes');
  const texts = useQuakeMapTexts();
  const navigate = useNavigate();
  const events = useMemo(() => [detail.event, ...detail.sequence.filter((quake) => quake.id !== detail.event.id)], [detail]);
  const open = (id: string) => {
    const quake = events.find((candidate) => candidate.id === id);
    if (quake && id !== detail.event.id) navigate(eventPath(edition, quake.slug));
  };
  return <QuakeMap className="quake-event__map" events={events} selectedId={detail.event.id} onSelect={open} tiles={mapTiles} feltCells={feltCells} label={t('event.mapLabel')} texts={texts} />;
}
