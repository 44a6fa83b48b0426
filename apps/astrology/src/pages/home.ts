import { AstroHomePage, loadAstroHome } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji`: the hub. */
export const page: RoutePage = { Component: AstroHomePage, load: loadAstroHome };
