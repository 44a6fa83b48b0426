import { baseApi } from '@meydan/shared/data-access/api-client';
import { QUAKE_FEED_MAX_AGE_SECONDS } from '@meydan/shared/contracts/constants';
import type { QuakeAlertSettings, QuakeDetail, QuakeFeltBody, QuakeFeltSummary, QuakeListResponse, QuakeSourcesResponse } from '@meydan/shared/contracts';
import { listRequestParams, type QuakeListArgs } from './list-filters';
import { quakesPath } from './quakes-path';

/**
 * The earthquakes API (issue 18; SPEC §7 `GET last-earthquakes`), injected into the platform's one
 * RTK Query api. `edition` only keys the cache: the API reads the edition from the host (and
 * X-Edition on the server) and answers in its language (a 400's sentence, a source's name).
 * Lists and events change by the second, so they are kept only briefly after a page leaves them;
 * "Did you feel it?" reports and alert settings are the reader's own (`viewerId` keys them, so a
 * member who signs in after another never sees the other's).
 */
export const quakesApi = baseApi.enhanceEndpoints({ addTagTypes: ['QuakeFelt', 'QuakeAlerts'] }).injectEndpoints({
  endpoints: (build) => ({
    getQuakeList: build.query<QuakeListResponse, QuakeListArgs>({
      // The range's start is computed when the request is made, never part of the cache key.
      query: ({ edition: _edition, ...args }) => ({ url: quakesPath('/last-earthquakes'), params: listRequestParams(args, Date.now()) }),
      keepUnusedDataFor: QUAKE_FEED_MAX_AGE_SECONDS,
    }),
    getQuakeEvent: build.query<QuakeDetail, { edition: string; id: string }>({
      query: ({ id }) => ({ url: quakesPath(`/events/${encodeURIComponent(id)}`) }),
      keepUnusedDataFor: 60,
    }),
    getQuakeSources: build.query<QuakeSourcesResponse, { edition: string }>({
      query: () => ({ url: quakesPath('/sources') }),
      keepUnusedDataFor: 60,
    }),
    getQuakeFelt: build.query<QuakeFeltSummary, { id: string; viewerId: string | null }>({
      query: ({ id }) => ({ url: quakesPath(`/events/${encodeURIComponent(id)}/felt`) }),
      providesTags: (_result, _error, { id }) => [{ type: 'QuakeFelt', id }],
      keepUnusedDataFor: 30,
    }),
    reportQuakeFelt: build.mutation<QuakeFeltSummary, { id: string; body: QuakeFeltBody }>({
      query: ({ id, body }) => ({ url: quakesPath(`/events/${encodeURIComponent(id)}/felt`), method: 'PUT', data: body }),
      // The answer is the new summary: every cached summary of this quake takes it (no refetch).
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of quakesApi.util.selectCachedArgsForQuery(getState() as never, 'getQuakeFelt')) {
          if (args.id === id) dispatch(quakesApi.util.upsertQueryData('getQuakeFelt', args, data));
        }
      },
    }),
    getQuakeAlerts: build.query<QuakeAlertSettings, { viewerId: string }>({
      query: () => ({ url: quakesPath('/alerts') }),
      providesTags: ['QuakeAlerts'],
      keepUnusedDataFor: 0,
    }),
    saveQuakeAlerts: build.mutation<QuakeAlertSettings, QuakeAlertSettings>({
      query: (body) => ({ url: quakesPath('/alerts'), method: 'PUT', data: body }),
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of quakesApi.util.selectCachedArgsForQuery(getState() as never, 'getQuakeAlerts')) dispatch(quakesApi.util.upsertQueryData('getQuakeAlerts', args, data));
      },
    }),
  }),
});

export const { useGetQuakeListQuery, useGetQuakeEventQuery, useGetQuakeSourcesQuery, useGetQuakeFeltQuery, useReportQuakeFeltMutation, useGetQuakeAlertsQuery, useSaveQuakeAlertsMutation } = quakesApi;
