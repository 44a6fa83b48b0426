import { loadCorporate } from '@meydan/content/feature-pages';
import { CookiePolicyPage } from '@meydan/content/feature-pages/cookie-policy';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** The cookie policy and its preferences (the footer's "Cookie preferences" in every edition). */
export const page: RoutePage = { Component: CookiePolicyPage, load: loadCorporate };
