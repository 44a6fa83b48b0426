import type { Edition } from './editions';
import { matchRoute, routePath } from './routes';
import { TAG_POSTFIX } from './segments';

export const TOPIC_ROUTE_ID = 'content.topic-news';

/**
 * The topic name of a tag route: its last segment without the edition's tag postfix
 * (`/tag/economy-news` → `economy`, `/etiket/ekonomi-haberleri` → `ekonomi`). Null when the
 * name has no topic hub, e.g. en `business` (`/business-news` is the section page).
 */
export function topicNameOf(edition: Edition, tagRoute: string): string | null {
  const last = tagRoute.slice(tagRoute.lastIndexOf('/') + 1);
  const postfix = TAG_POSTFIX[edition];
  const name = last.endsWith(postfix) ? last.slice(0, -postfix.length) : last;
  if (!name) return null;
  return matchRoute(edition, `/${name}-news`)?.route.id === TOPIC_ROUTE_ID ? name : null;
}

/** `/{name}-news` for page 1, `/{name}-news/{page}` after it. */
export function topicPath(edition: Edition, name: string, page = 1): string {
  return routePath(edition, TOPIC_ROUTE_ID, { name, pageNum: page > 1 ? page : undefined });
}

/**
 * One canonical address per tag listing (a leading news site never lets two URLs with the same
 * list compete in search). The topic hub `/{name}-news` and the tag page list the same stories:
 * - en and ru tag routes already read `/tag/{name}-news`: the hub is the same words without the
 *   `/tag/` prefix and the richer page (description, related topics), so it is canonical, and
 *   the tag page and the sections sitemap name it.
 * - tr tag routes are Turkish (`/etiket/ekonomi-haberleri`, SPEC §2.7) and every tag link and
 *   search result points there; `/ekonomi-news` is an English-suffixed alias, so the tag page
 *   stays canonical and the hub names it.
 * Either way both pages stay reachable; only `<link rel="canonical">` (and the sitemap) choose.
 */
export function topicHubIsCanonical(edition: Edition): boolean {
  return TAG_POSTFIX[edition] === '-news';
}

/** The canonical path of page `page` of a tag's listing (see {@link topicHubIsCanonical}). */
export function canonicalTagListingPath(edition: Edition, tagRoute: string, page = 1): string {
  const name = topicHubIsCanonical(edition) ? topicNameOf(edition, tagRoute) : null;
  if (name) return topicPath(edition, name, page);
  return page > 1 ? `${tagRoute}/${page}` : tagRoute;
}

