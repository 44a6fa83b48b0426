import { baseApi } from '@meydan/shared/data-access/api-client';
import { ASTRO_CHART_TIMEOUT_MS } from '@meydan/shared/contracts/constants';
import type {
  CompatibilityResponse,
  NatalChartQuery,
  NatalChartResponse,
  PlaceSearchResponse,
  RisingSignQuery,
  RisingSignResponse,
} from '@meydan/shared/contracts';
import { astroPath } from './astro-path';

type NearestPlaceResponse = Omit<PlaceSearchResponse, 'items'> & { place: PlaceSearchResponse['items'][number] | null; distanceKm: number | null };

/**
 * The astrology API (issue 17; SPEC §7 rising sign, natal chart summary, sign compatibility),
 * injected into the platform's one RTK Query api. `edition` only keys the cache: the API reads the
 * edition from the host (and X-Edition on the server). Charts are the reader's own: kept only a
 * minute after the page leaves them.
 */
export const astroApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNatalChart: build.query<NatalChartResponse, NatalChartQuery & { edition: string }>({
      query: ({ edition: _edition, ...params }) => ({ url: astroPath('/natal-chart'), params, timeout: ASTRO_CHART_TIMEOUT_MS }),
      keepUnusedDataFor: 60,
    }),
    getRisingSign: build.query<RisingSignResponse, RisingSignQuery & { edition: string }>({
      query: ({ edition: _edition, ...params }) => ({ url: astroPath('/rising-sign'), params, timeout: ASTRO_CHART_TIMEOUT_MS }),
      keepUnusedDataFor: 60,
    }),
    getCompatibility: build.query<CompatibilityResponse, { edition: string; a: string; b: string }>({
      query: ({ a, b }) => ({ url: astroPath('/compatibility'), params: { a, b } }),
      keepUnusedDataFor: 600,
    }),
    searchPlaces: build.query<PlaceSearchResponse, { edition: string; q: string }>({
      query: ({ q }) => ({ url: astroPath('/places'), params: { q, limit: 8 } }),
      keepUnusedDataFor: 300,
    }),
    getNearestPlace: build.query<NearestPlaceResponse, { edition: string; latitude: number; longitude: number }>({
      query: ({ latitude, longitude }) => ({ url: astroPath('/places/nearest'), params: { latitude, longitude } }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetNatalChartQuery, useGetRisingSignQuery, useGetCompatibilityQuery, useSearchPlacesQuery, useGetNearestPlaceQuery } = astroApi;
