import { NatalFormPage, loadNatalForm } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji/dogum-haritasi-hesaplama`. */
export const page: RoutePage = { Component: NatalFormPage, load: loadNatalForm };
