import { FeedPage, loadFeed } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/akis/{section?}`: the live feed, polled for newer stories while open. */
export const page: RoutePage = { Component: FeedPage, load: loadFeed };
