import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { Profile } from '@meydan/shared/contracts';
import { truncate } from '@meydan/shared/util/format';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { profileApi } from '@meydan/social/data-access';
import { pageFrom, type ProfileTab, profileTabHref, usernameParam } from './profile-routes';

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The first page of the tab's own list, in the store for the server render; false when the page does not exist. */
async function loadTabList(ctx: RouteContext, tab: ProfileTab, profile: Profile, page: number): Promise<'ok' | 'missing' | 'failed'> {
  if (tab === 'followers' || tab === 'followings') {
    const direction = tab === 'followers' ? 'followers' : 'following';
    const { data, error } = await prefetchQuery(ctx, profileApi.endpoints.getFollows.initiate({ userId: profile._id, direction, page }));
    if (error) return 'failed';
    return page > 1 && !data?.items.length ? 'missing' : 'ok';
  }
  if (tab === 'favorites') {
    const { data, error } = await prefetchQuery(ctx, profileApi.endpoints.getFavorites.initiate({ userId: profile._id, page }));
    if (error) return 'failed';
    return page > 1 && !data?.items.length ? 'missing' : 'ok';
  }
  // The contents and comments tabs load their own lists in the browser.
  return 'ok';
}

/**
 * `/profile/{username}` and its tabs: the public profile (and the country names of its header) for
 * the server render, the first page of the followers, followings and favorites tabs, and an
 * indexable head (avatar as og:image). An unknown, deactivated or deleted member is the 404
 * page; a username typed in another case goes to the canonical address.
 */
export function profileLoader(tab: ProfileTab) {
  return async (ctx: RouteContext): Promise<LoaderResult> => {
    const username = usernameParam(ctx.params);
    const { data: profile, error } = await prefetchQuery(ctx, profileApi.endpoints.getProfile.initiate(username));
    if (error || !profile) return { status: error?.statusCode === 404 ? 404 : 500 };
    const page = pageFrom(ctx.search);
    if (profile.username !== username) return { redirect: { to: profileTabHref(ctx.edition, profile.username, tab, page), status: 301 } };
    const [list] = await Promise.all([
      loadTabList(ctx, tab, profile, page),
      // The header names the member's country in the edition's language, the same words on the server and in the browser.
      profile.country ? prefetchQuery(ctx, profileApi.endpoints.getCountries.initiate(ctx.edition)) : Promise.resolve(null),
    ]);
    if (list === 'missing') return { status: 404 };
    if (list === 'failed') return { status: 500 };

    const t = ctx.i18n.getFixedT(ctx.edition, 'social');
    const names = { name: profile.name ?? profile.username, username: profile.username };
    const base = t(`profile.head.${tab}`, names);
    const title = page > 1 ? t('profile.head.paged', { title: base, page }) : base;
    const description = truncate(profile.motto ?? profile.about ?? t('profile.head.description', names));
    const url = ctx.origin + profileTabHref(ctx.edition, profile.username, tab, page);
    const og: Record<string, string> = { 'og:type': 'profile', 'og:title': title, 'og:description': description, 'og:url': url, 'og:site_name': 'Meydan', 'profile:username': profile.username };
    const avatar = profile.avatar?.resolutions.standard.url;
    if (avatar) og['og:image'] = absolute(ctx.origin, avatar);
    return { head: { title: `${title} | Meydan`, description, canonical: url, og } };
  };
}
