import type { ActorDetail, ActorsQuery, ActorsResponse, MovieDetail, YazioAuthorResponse, YazioAuthorsQuery, YazioAuthorsResponse } from '@meydan/shared/contracts';
import { baseApi } from '@meydan/shared/data-access/api-client';

export interface YazioAuthorArgs {
  slug: string;
  page?: number;
}

/** Columnists (`/yazio`) and the actors/movies pages (`/oyuncular`), injected into the platform's api. */
export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getYazioAuthors: build.query<YazioAuthorsResponse, YazioAuthorsQuery | void>({
      query: (params) => ({ url: '/yazio/authors', params: params ?? undefined }),
    }),
    getYazioAuthor: build.query<YazioAuthorResponse, YazioAuthorArgs>({
      query: ({ slug, page }) => ({ url: `/yazio/${encodeURIComponent(slug)}`, params: page && page > 1 ? { page } : undefined }),
    }),
    getActors: build.query<ActorsResponse, ActorsQuery | void>({
      query: (params) => ({ url: '/entertainment/actors', params: params ?? undefined }),
    }),
    getActor: build.query<ActorDetail, string>({
      query: (rawRoute) => ({ url: '/entertainment/actors/detail', params: { rawRoute } }),
    }),
    getMovie: build.query<MovieDetail, string>({
      query: (rawRoute) => ({ url: '/entertainment/movies/detail', params: { rawRoute } }),
    }),
  }),
});

export const { useGetYazioAuthorsQuery, useGetYazioAuthorQuery, useGetActorsQuery, useGetActorQuery, useGetMovieQuery } = peopleApi;
