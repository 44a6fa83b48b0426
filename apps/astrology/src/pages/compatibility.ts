import { CompatibilityPage, loadCompatibility } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji/burc-uyumu-hesaplama`. */
export const page: RoutePage = { Component: CompatibilityPage, load: loadCompatibility };
