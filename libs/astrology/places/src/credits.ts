// The credits are plain values of the API contract (pages show them without loading the gazetteer).
export { PLACES_CREDITS, type PlaceDataCredit } from '@meydan/shared/contracts/constants';
