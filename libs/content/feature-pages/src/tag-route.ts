import { segment, TAG_POSTFIX, type Edition } from '@meydan/shared/util/routing';

/** SPEC §9: the tag feed shows 26 articles a page. */
export const TAG_PAGE_SIZE = 26;

export interface ResolvedTagRoute {
  /** The tag's route as the API stores it, e.g. `/etiket/ekonomi-haberleri`. */
  route: string;
  page: number;
}

/** `/{tag}/{slug}{postfix}/{pageNum?}`: the route params say which tag and which page. */
export function resolveTagRoute(edition: Edition, params: Readonly<Record<string, string>>): ResolvedTagRoute {
  const page = params['pageNum'] ? Number(params['pageNum']) : 1;
  return { route: `/${segment(edition, 'tag')}/${params['tag']}${TAG_POSTFIX[edition]}`, page };
}

/** Page 1 is the tag route itself; later pages append the number. */
export function tagPageHref(route: string, page: number): string {
  return page === 1 ? route : `${route}/${page}`;
}
