import { UserSearchPage, userSearchLoader } from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** Member search (noindex, SPEC §2.9 search paths); /uye is the short address of the same page. */
export const page: RoutePage = { Component: UserSearchPage, load: userSearchLoader };
