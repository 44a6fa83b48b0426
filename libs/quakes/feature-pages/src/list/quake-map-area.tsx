import type { QuakeSummary } from '@meydan/shared/contracts';
import { useTranslation } from '@meydan/shared/util/translate';

/**
 * Where the list's map goes: beside the list on a desktop, instead of it on a phone when the
 * address says `view=map`. THE MAP SLOT: `QuakeMap` from `@meydan/quakes/ui` (being written)
 * takes `events`, `selectedId` and `onSelect` from here and renders inside `.quake-map-slot`;
 * until then the slot is an empty, labelled region of the map's size.
 */
export function QuakeMapArea({ events, selectedId, onSelect: _onSelect }: { events: readonly QuakeSummary[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('quakes');
  return (
    <section className="quakes-map-area" aria-label={t('view.mapLabel')}>
      <div className="quake-map-slot" data-events={events.length} data-selected-id={selectedId ?? undefined} />
    </section>
  );
}
