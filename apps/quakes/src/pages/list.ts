import { loadQuakeList, QuakeListPage } from '@meydan/quakes/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/son-depremler`: the latest earthquakes, filtered by the address. */
export const page: RoutePage = { Component: QuakeListPage, load: loadQuakeList };
