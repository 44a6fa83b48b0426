import type { QuakeMapTexts } from '@meydan/quakes/ui';
import { useTranslation } from '@meydan/shared/util/translate';
import { useMemo } from 'react';
import { magnitudeText } from './format';

/** The map's texts in the page's edition (the ui lib owns no translations). */
export function useQuakeMapTexts(): QuakeMapTexts {
  const { t, i18n } = useTranslation('quakes');
  return useMemo(
    () => ({
      showMap: t('map.show'),
      loading: t('map.loading'),
      failed: t('map.failed'),
      cluster: (count, max) => (max === null ? t('map.cluster', { count }) : t('map.clusterStrongest', { count, magnitude: magnitudeText(max) })),
      marker: (event) => (event.magnitude === null ? t('map.markerNoMagnitude', { place: event.location }) : t('map.marker', { magnitude: magnitudeText(event.magnitude), place: event.location })),
      credits: t('map.credits'),
      zoomIn: t('map.zoomIn'),
      zoomOut: t('map.zoomOut'),
      reset: t('map.reset'),
      keyboardHelp: t('map.keyboardHelp'),
    }),
    // The texts follow the edition's resources; `t` changes identity with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
