export { PLACES_CREDITS, type PlaceDataCredit } from './credits';
export { GAZETTEER_BUILD as GAZETTEER_STATS } from './data';
export { foldPlaceName } from './fold';
export { distanceKm } from './geo';
export type { Place, PlaceOptions } from './place';
export {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  MIN_QUERY_LENGTH,
  nearestPlace,
  placeById,
  searchPlaces,
  warmPlaceSearch,
  type SearchOptions,
} from './search';
