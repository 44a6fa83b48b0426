import { loadSearch, SearchPage } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** Every content search address (all, articles, tags): the loader reads the route id. */
export const page: RoutePage = { Component: SearchPage, load: loadSearch };
