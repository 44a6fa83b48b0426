import { NatalResultPage, loadNatalResult } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji/dogum-haritasi-hesaplama/sonuc`. */
export const page: RoutePage = { Component: NatalResultPage, load: loadNatalResult };
