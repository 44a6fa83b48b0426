import { loadSignRoute, SignRoutePage } from '@meydan/astrology/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/astroloji/{burc}` and `/astroloji/{burc}/{gunluk|haftalik|aylik|yillik}`: a sign and its readings. */
export const page: RoutePage = { Component: SignRoutePage, load: loadSignRoute };
