// The quakes remote's API endpoints (RTK Query, injected into the shared baseApi), the list page's filters as its address carries them, and the live topic's rules: ARCHITECTURE §3 data-access.
export * from './quakes.api';
export { QUAKES_API_PREFIX, quakesPath } from './quakes-path';
export {
  canonicalListRedirect,
  DEFAULT_LIST_FILTERS,
  isFilteredView,
  LIST_PARAMS,
  listArgs,
  listHref,
  listPath,
  listRequestParams,
  listSearch,
  parseListFilters,
  QUAKE_VIEWS,
  type QuakeListArgs,
  type QuakeListFilters,
  type QuakeView,
} from './list-filters';
export { liveEventMatches, replaceListedEvent } from './live';
