import { routePath, type Edition } from '@meydan/shared/util/routing';

/** SPEC §2.6 profile tabs, in their order; `contents` is the bare /profile/{username}. */
export const PROFILE_TABS = ['contents', 'comments', 'favorites', 'followers', 'followings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const ROUTE_OF: Readonly<Record<ProfileTab, string>> = {
  contents: 'social.profile',
  comments: 'social.profile.comments',
  favorites: 'social.profile.favorites',
  followers: 'social.profile.followers',
  followings: 'social.profile.followings',
};

export function tabOfRoute(routeId: string): ProfileTab {
  return (PROFILE_TABS.find((tab) => ROUTE_OF[tab] === routeId) ?? 'contents') as ProfileTab;
}

/** A tab's address, with `?page=N` beyond the first page. */
export function profileTabHref(edition: Edition, username: string, tab: ProfileTab, page = 1): string {
  const path = routePath(edition, ROUTE_OF[tab], { username });
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The list page of an address' query (`?page=N`, 1 when absent or not a sane page number). */
export function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}



/** The username of a profile address (the router has already decoded it). */
export function usernameParam(params: Readonly<Record<string, string>>): string {
  return params['username'] ?? '';
}
