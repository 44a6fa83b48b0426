import { CorporatePage, loadCorporate } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** The corporate index, its pages and the cookie policy: one page, the loader reads the route id. */
export const page: RoutePage = { Component: CorporatePage, load: loadCorporate };
