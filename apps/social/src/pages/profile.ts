import { ProfilePage, profileLoader } from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** Member profiles and their tabs: indexable, the header and the public lists server-rendered; unknown members are the 404 page. */
export const contents: RoutePage = { Component: ProfilePage, load: profileLoader('contents') };
export const comments: RoutePage = { Component: ProfilePage, load: profileLoader('comments') };
export const favorites: RoutePage = { Component: ProfilePage, load: profileLoader('favorites') };
export const followers: RoutePage = { Component: ProfilePage, load: profileLoader('followers') };
export const followings: RoutePage = { Component: ProfilePage, load: profileLoader('followings') };
