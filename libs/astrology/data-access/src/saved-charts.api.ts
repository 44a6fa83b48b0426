import { baseApi } from '@meydan/shared/data-access/api-client';
import type { SaveChartBody, SavedChart, SavedChartList } from '@meydan/shared/contracts';
import type { BirthDetails } from './birth-details';
import { astroPath } from './astro-path';

/**
 * A member's saved charts (issue 17 item 6). `viewerId` keys the list, so a member who signs in
 * after another never sees the other's charts.
 */
export const savedChartsApi = baseApi.enhanceEndpoints({ addTagTypes: ['SavedChart'] }).injectEndpoints({
  endpoints: (build) => ({
    getSavedCharts: build.query<SavedChartList, { viewerId: string }>({
      query: () => ({ url: astroPath('/charts') }),
      providesTags: ['SavedChart'],
      keepUnusedDataFor: 0,
    }),
    saveChart: build.mutation<SavedChart, SaveChartBody>({
      query: (body) => ({ url: astroPath('/charts'), method: 'POST', data: body }),
      invalidatesTags: ['SavedChart'],
    }),
    deleteChart: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: astroPath(`/charts/${encodeURIComponent(id)}`), method: 'DELETE' }),
      invalidatesTags: ['SavedChart'],
    }),
  }),
});

export const { useGetSavedChartsQuery, useSaveChartMutation, useDeleteChartMutation } = savedChartsApi;

/** The saved form of a result's details (a saved chart keeps no name: its label is the name). */
export function savedBirthOf(details: BirthDetails): SaveChartBody['birth'] {
  return { date: details.date, time: details.time, latitude: details.latitude, longitude: details.longitude, timezone: details.timezone, place: details.place.slice(0, 120), houseSystem: details.houseSystem };
}

/** A saved chart as a result page's details. */
export function detailsOfSaved(chart: SavedChart): BirthDetails {
  return { ...chart.birth, name: chart.label };
}
