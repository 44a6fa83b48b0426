import { QUAKE_DEFAULT_TIME_RANGE, QUAKE_LIST_LIMITS, QUAKE_SORTS, QUAKE_TIME_RANGES, type QuakeSort, type QuakeTimeRange } from '@meydan/shared/contracts/constants';
import { provinceBySlug, provinceOf, provinceSlug } from '@meydan/quakes/ingest';
import { routePath, type Edition } from '@meydan/shared/util/routing';

/**
 * The list page's state, all of it in the address (issue 18 item 4: any view can be shared):
 * `/son-depremler/{province}?min_magnitude=4&range=24h&sort=magnitude&view=map&page=2`. Default
 * values are left out, so each view has one address; the province is a path segment (its own
 * indexable page), every other filter a query parameter.
 */
export const QUAKE_VIEWS = ['list', 'map'] as const;
export type QuakeView = (typeof QUAKE_VIEWS)[number];

export interface QuakeListFilters {
  /** The province's list-page slug (`izmir`), or null: every quake the sources report. */
  province: string | null;
  /**
   * A `city` the address asked for that is no province (a mistyped link): sent to the API as it
   * is, which answers 400 with a sentence the page shows.
   */
  city: string | null;
  /** 0: every magnitude. */
  minMagnitude: number;
  range: QuakeTimeRange;
  sort: QuakeSort;
  /** Phones show the list or the map (desktops both): the toggle is in the address too. */
  view: QuakeView;
  page: number;
}

export const DEFAULT_LIST_FILTERS: Readonly<QuakeListFilters> = Object.freeze({
  province: null,
  city: null,
  minMagnitude: 0,
  range: QUAKE_DEFAULT_TIME_RANGE,
  sort: 'time',
  view: 'list',
  page: 1,
});

/** Query parameter names, shared with the API where they mean the same (`city`, `min_magnitude`, `sort`, `page`). */
export const LIST_PARAMS = { city: 'city', minMagnitude: 'min_magnitude', range: 'range', sort: 'sort', view: 'view', page: 'page' } as const;
const KNOWN_PARAMS = new Set<string>(Object.values(LIST_PARAMS));

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

function magnitudeOf(value: string | null): number {
  if (value === null || value.trim() === '') return DEFAULT_LIST_FILTERS.minMagnitude;
  const number = Number(value);
  if (!Number.isFinite(number) || number < QUAKE_LIST_LIMITS.minMagnitude || number > QUAKE_LIST_LIMITS.maxMagnitude) return DEFAULT_LIST_FILTERS.minMagnitude;
  return Math.round(number * 10) / 10;
}

function pageOf(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= QUAKE_LIST_LIMITS.maxPage ? number : 1;
}

/**
 * The filters of a list address: the path's province slug (`/son-depremler/izmir`) and its query.
 * A `city` parameter (what the plain GET form sends) is read in any spelling (`İZMİR`, `izmir`,
 * `35`) and becomes the province; values out of range fall back to their defaults.
 */
export function parseListFilters(pathSlug: string | undefined, search: string): QuakeListFilters {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const pathProvince = pathSlug ? provinceBySlug(pathSlug) : null;
  const cityParam = params.get(LIST_PARAMS.city)?.trim() ?? '';
  const cityProvince = pathProvince ?? (cityParam ? provinceOf(cityParam) : null);
  const range = params.get(LIST_PARAMS.range);
  const sort = params.get(LIST_PARAMS.sort);
  const view = params.get(LIST_PARAMS.view);
  return {
    province: cityProvince ? provinceSlug(cityProvince) : null,
    city: cityProvince || !cityParam ? null : cityParam,
    minMagnitude: magnitudeOf(params.get(LIST_PARAMS.minMagnitude)),
    range: range !== null && range in QUAKE_TIME_RANGES ? (range as QuakeTimeRange) : DEFAULT_LIST_FILTERS.range,
    sort: isOneOf(QUAKE_SORTS, sort) ? sort : DEFAULT_LIST_FILTERS.sort,
    view: isOneOf(QUAKE_VIEWS, view) ? view : DEFAULT_LIST_FILTERS.view,
    page: pageOf(params.get(LIST_PARAMS.page)),
  };
}

/** The query string of the filters other than the province (defaults left out), with its `?`, or ''. */
export function listSearch(filters: QuakeListFilters): string {
  const params = new URLSearchParams();
  if (!filters.province && filters.city) params.set(LIST_PARAMS.city, filters.city);
  if (filters.minMagnitude !== DEFAULT_LIST_FILTERS.minMagnitude) params.set(LIST_PARAMS.minMagnitude, String(filters.minMagnitude));
  if (filters.range !== DEFAULT_LIST_FILTERS.range) params.set(LIST_PARAMS.range, filters.range);
  if (filters.sort !== DEFAULT_LIST_FILTERS.sort) params.set(LIST_PARAMS.sort, filters.sort);
  if (filters.view !== DEFAULT_LIST_FILTERS.view) params.set(LIST_PARAMS.view, filters.view);
  if (filters.page !== DEFAULT_LIST_FILTERS.page) params.set(LIST_PARAMS.page, String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The list page's path: the province's page, or the list of every quake. */
export function listPath(edition: Edition, province: string | null): string {
  return province ? routePath(edition, 'quakes.detail', { slug: province }) : routePath(edition, 'quakes.list');
}

/** The address of a list view. */
export function listHref(edition: Edition, filters: QuakeListFilters): string {
  return listPath(edition, filters.province) + listSearch(filters);
}

/** Whether the view narrows or reorders the list beyond its province (such views are not indexed). */
export function isFilteredView(filters: QuakeListFilters): boolean {
  return listSearch({ ...filters, province: null, city: filters.province ? null : filters.city }) !== '';
}

/**
 * Where an address should be sent so that each view has one address: the `city` the plain GET
 * form sends becomes the province's path, default values the form sends are dropped. Parameters
 * that are not filters (`utm_*`) are kept. Null when the address already is the view's own.
 */
export function canonicalListRedirect(edition: Edition, pathname: string, pathSlug: string | undefined, search: string): string | null {
  const filters = parseListFilters(pathSlug, search);
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const others = new URLSearchParams([...params].filter(([key]) => !KNOWN_PARAMS.has(key)));
  const own = listSearch(filters);
  const rest = others.toString();
  const target = listPath(edition, filters.province) + (own && rest ? `${own}&${rest}` : own || (rest ? `?${rest}` : ''));
  const current = pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '');
  return target === current ? null : target;
}

/**
 * What the list's data depends on (the RTK Query cache key): not the view, so the list and the map
 * share one answer, and a time range rather than its start, so the key stays the same from the
 * server's render to the browser's.
 */
export interface QuakeListArgs {
  edition: Edition;
  province: string | null;
  city: string | null;
  minMagnitude: number;
  range: QuakeTimeRange;
  sort: QuakeSort;
  page: number;
}

export function listArgs(edition: Edition, filters: QuakeListFilters): QuakeListArgs {
  return { edition, province: filters.province, city: filters.city, minMagnitude: filters.minMagnitude, range: filters.range, sort: filters.sort, page: filters.page };
}

/**
 * The `GET /api/quakes/last-earthquakes` parameters of a list. The province goes as its plate
 * code (the API reads any spelling; a number never depends on folding). A range other than the
 * API's default starts at the whole minute before `now - range`, so the same request is made for a
 * minute and shared caches can hold it; the default range sends no `from` at all.
 */
export function listRequestParams(args: Omit<QuakeListArgs, 'edition'>, now: number): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (args.page > 1) params['page'] = args.page;
  const province = args.province ? provinceBySlug(args.province) : null;
  if (province) params['city'] = province.plate;
  else if (args.city) params['city'] = args.city;
  if (args.minMagnitude > 0) params['min_magnitude'] = args.minMagnitude;
  if (args.range !== QUAKE_DEFAULT_TIME_RANGE) {
    const minute = Math.floor(now / 60_000) * 60_000;
    params['from'] = new Date(minute - QUAKE_TIME_RANGES[args.range] * 3_600_000).toISOString();
  }
  if (args.sort !== 'time') params['sort'] = args.sort;
  return params;
}
