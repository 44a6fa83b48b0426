import { RisingResultPage, loadRisingResult } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji/yukselen-burc-hesaplama/sonuc`. */
export const page: RoutePage = { Component: RisingResultPage, load: loadRisingResult };
