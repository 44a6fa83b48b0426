import { loadRss, RssPage } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

export const page: RoutePage = { Component: RssPage, load: loadRss };
