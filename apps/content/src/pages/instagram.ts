import { InstagramPage, loadInstagram } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/instagram/{slug?}`: the "link in bio" grid; a slug leads with that post's story. */
export const page: RoutePage = { Component: InstagramPage, load: loadInstagram };
