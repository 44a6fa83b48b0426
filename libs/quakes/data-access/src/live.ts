import type { QuakeListResponse, QuakeSummary } from '@meydan/shared/contracts';
import { provinceBySlug } from '@meydan/quakes/ingest';
import type { QuakeListArgs } from './list-filters';

/**
 * Whether a quake announced on the live topic belongs in a list: its province (when the list has
 * one) and its magnitude (a quake no source has measured yet only joins an unfiltered list). A
 * list of a `city` that is no province lists nothing, so nothing joins it.
 */
export function liveEventMatches(event: Pick<QuakeSummary, 'province' | 'magnitude'>, args: Pick<QuakeListArgs, 'province' | 'city' | 'minMagnitude'>): boolean {
  if (args.city && !args.province) return false;
  if (args.province) {
    const province = provinceBySlug(args.province);
    if (!province || event.province?.plate !== province.plate) return false;
  }
  if (args.minMagnitude > 0) return event.magnitude !== null && event.magnitude >= args.minMagnitude;
  return true;
}

/**
 * Puts a revised quake in the place of its listed version (a cached list, as an immer draft or
 * not): the row keeps its place, so a revision never moves the list. False when it is not listed.
 */
export function replaceListedEvent(list: QuakeListResponse, event: QuakeSummary): boolean {
  const index = list.items.findIndex((item) => item.id === event.id);
  if (index < 0) return false;
  list.items[index] = event;
  return true;
}
