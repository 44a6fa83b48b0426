import { RisingFormPage, loadRisingForm } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji/yukselen-burc-hesaplama`. */
export const page: RoutePage = { Component: RisingFormPage, load: loadRisingForm };
