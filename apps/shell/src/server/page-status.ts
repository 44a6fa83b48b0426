import { baseApi } from '@meydan/shared/data-access/api-client';
import type { RootState } from '@meydan/shared/data-access/store';

/** Seconds a reader (or crawler) is asked to wait before asking again for a page refused with 503. */
export const PAGE_RETRY_AFTER_SECONDS = 5;

/** Whether an API call of this render was refused because a dependency is down (503). */
export function apiUnavailable(state: RootState): boolean {
  const queries = Object.values(state[baseApi.reducerPath].queries);
  return queries.some((query) => (query?.error as { statusCode?: unknown } | undefined)?.statusCode === 503);
}

/**
 * The status of a page whose loader decided `status`: a failure (5xx) while the API said 503 is a
 * 503 with Retry-After (come back soon: the database is down or restarting), not a 500.
 */
export function pageStatus(status: number, state: RootState): { status: number; unavailable: boolean } {
  const unavailable = status >= 500 && apiUnavailable(state);
  return { status: unavailable ? 503 : status, unavailable };
}
