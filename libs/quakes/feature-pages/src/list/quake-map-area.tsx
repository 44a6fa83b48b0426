import { QuakeMap } from '@meydan/quakes/ui';
import type { QuakeSourcesResponse, QuakeSummary } from '@meydan/shared/contracts';
import { useTranslation } from '@meydan/shared/util/translate';
import { useQuakeMapTexts } from '../common/map-texts';

/**
 * The list's map: beside the list on a desktop, instead of it on a phone when the address says
 * `view=map` (the page's CSS decides). It shows the quakes of the list's page, and a quake chosen
 * in either is `selectedId` in both. The map's code loads only when the box is near the viewport
 * or asked for (QuakeMap); with `view=map` it loads at once.
 */
export function QuakeMapArea({
  events,
  selectedId,
  onSelect,
  mapTiles,
  eagerly = false,
}: {
  events: readonly QuakeSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  mapTiles: QuakeSourcesResponse['mapTiles'] | undefined;
  eagerly?: boolean;
}) {
  const { t } = useTranslation('quakes');
  const texts = useQuakeMapTexts();
  return (
    <section className="quakes-map-area" aria-label={t('view.mapLabel')}>
      <QuakeMap events={[...events]} selectedId={selectedId} onSelect={onSelect} tiles={mapTiles ?? null} label={t('view.mapLabel')} eagerly={eagerly} texts={texts} />
    </section>
  );
}
