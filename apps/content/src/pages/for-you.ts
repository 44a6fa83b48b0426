import { ForYouPage, loadForYou } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/sanaozel`: the reader's own feed, fetched in the browser only (it depends on the reader cookie). */
export const page: RoutePage = { Component: ForYouPage, load: loadForYou };
