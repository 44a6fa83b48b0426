import { DiscoverPage, loadDiscover } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

export const page: RoutePage = { Component: DiscoverPage, load: loadDiscover };
