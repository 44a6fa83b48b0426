import { routePath, type Edition } from '@meydan/shared/util/routing';

/** An event page's address (`/son-depremler/{place}-{id}`; the slug the API gives is the canonical one). */
export function eventPath(edition: Edition, slug: string): string {
  return routePath(edition, 'quakes.detail', { slug });
}

/** What a row's link hands the event page, so its back link returns to the same filtered view. */
export interface FromListState {
  list: string;
}

export function listOfState(state: unknown): string | null {
  const list = (state as Partial<FromListState> | null)?.list;
  return typeof list === 'string' && list.startsWith('/') && !list.startsWith('//') ? list : null;
}
