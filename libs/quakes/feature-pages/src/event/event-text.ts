import type { TFunction } from 'i18next';
import type { QuakeDetail, QuakeSummary } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { kilometres, magnitudeText, turkeyTime } from '../common/format';
import { provinceName } from '../common/provinces';

/** `28.11.2026 14:05`: a title's time, to the minute. */
function minuteTime(iso: string, edition: Edition): string {
  return turkeyTime(iso, edition).slice(0, -3);
}

/** An event's title: "4.3 büyüklüğünde deprem: Sındırgı (Balıkesir), 28.11.2026 14:05" (its page's h1, head and shared text). */
export function eventTitle(t: TFunction, edition: Edition, event: QuakeSummary): string {
  const values = { place: event.location, time: minuteTime(event.time, edition) };
  return event.magnitude === null ? t('event.titleUnmeasured', values) : t('event.title', { ...values, magnitude: magnitudeText(event.magnitude) });
}

/** An event's description: every source's magnitude, the depth, the time, the nearest province seat. */
export function eventDescription(t: TFunction, edition: Edition, detail: QuakeDetail): string {
  const { event } = detail;
  const magnitudes = event.magnitudes.map((magnitude) => `${magnitude.type} ${magnitudeText(magnitude.value)} ${t(`sources.short.${magnitude.source}`)}`).join(', ');
  const nearest = detail.nearestCities[0];
  const parts = [
    t('event.description', { time: turkeyTime(event.time, edition), place: event.location, depth: kilometres(event.depthKm, edition), magnitudes: magnitudes || t('magnitude.none') }),
    nearest ? t('event.descriptionNearest', { city: provinceName(t, nearest.plate), distance: kilometres(nearest.distanceKm, edition) }) : '',
  ];
  return parts.filter(Boolean).join(' ');
}
