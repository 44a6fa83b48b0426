export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 50;

export interface PageQuery {
  page?: number;
  limit?: number;
  useHasNextPage?: boolean;
}

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
  /** Rows to fetch: one extra in hasNextPage mode to learn whether another page exists. */
  fetch: number;
  useHasNextPage: boolean;
}

export interface Pagination {
  page: number;
  limit: number;
  total?: number;
  totalPages?: number;
  hasNextPage: boolean;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

function clampInt(value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export function pageWindow(
  query: PageQuery,
  defaults: { limit?: number; maxLimit?: number } = {},
): PageWindow {
  const maxLimit = defaults.maxLimit ?? MAX_PAGE_LIMIT;
  const limit = clampInt(query.limit, 1, maxLimit, defaults.limit ?? DEFAULT_PAGE_LIMIT);
  const page = clampInt(query.page, 1, Number.MAX_SAFE_INTEGER, 1);
  const useHasNextPage = query.useHasNextPage === true;
  return { page, limit, offset: (page - 1) * limit, fetch: useHasNextPage ? limit + 1 : limit, useHasNextPage };
}

/**
 * SPEC §3 pagination object. In hasNextPage mode `rows` holds up to limit + 1 rows and no
 * totals are computed (the cheap mode for infinite lists); otherwise `total` is required.
 */
export function paginate<T>(rows: readonly T[], window: PageWindow, total?: number): Page<T> {
  const items = rows.slice(0, window.limit);
  if (window.useHasNextPage) {
    return { items, pagination: { page: window.page, limit: window.limit, hasNextPage: rows.length > window.limit } };
  }
  const count = total ?? window.offset + items.length;
  const totalPages = Math.ceil(count / window.limit);
  return {
    items,
    pagination: { page: window.page, limit: window.limit, total: count, totalPages, hasNextPage: window.page < totalPages },
  };
}
