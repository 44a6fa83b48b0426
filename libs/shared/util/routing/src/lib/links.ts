import type { Edition } from './editions';
import { segment, TAG_POSTFIX } from './segments';
import { slugify } from './slugify';

export type LinkQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface ArticleLinkInput {
  legacyId: number | string;
  title: string;
  originalTitle?: string | null;
  route?: string | null;
  redirectUrl?: string | null;
}

export interface TagLinkInput {
  route: string;
}

export interface ProfileLinkInput {
  username?: string | null;
  isActive?: boolean;
}

function withQuery(url: string, query?: LinkQuery): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const encoded = search.toString();
  if (encoded === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${encoded}${hash}`;
}

/** SPEC §2.8: an article's redirectUrl, else its stored route, else the slug path. */
export function articleLink(edition: Edition, article: ArticleLinkInput, query?: LinkQuery): string {
  const override = article.redirectUrl || article.route;
  if (override) return withQuery(override, query);
  const slug = slugify(article.originalTitle || article.title);
  const tail = slug === '' ? String(article.legacyId) : `${slug}-${article.legacyId}`;
  return withQuery(`/${segment(edition, 'article')}/${tail}`, query);
}

export function tagLink(tag: TagLinkInput, query?: LinkQuery): string {
  return withQuery(tag.route, query);
}

/** `/etiket/ekonomi-haberleri` (tr), `/tag/economy-news` (en, ru). */
export function tagRouteFor(edition: Edition, name: string): string {
  const slug = slugify(name);
  if (slug === '') throw new Error(`Tag name "${name}" has no letters or digits for a route`);
  return `/${segment(edition, 'tag')}/${slug}${TAG_POSTFIX[edition]}`;
}

/** Empty when the profile cannot be visited (no username, or deactivated). */
export function profileLink(edition: Edition, user: ProfileLinkInput): string {
  if (!user.username || user.isActive === false) return '';
  return `/${segment(edition, 'profile')}/${encodeURIComponent(user.username)}`;
}

export const MIN_ARTICLE_ID = 10001;
export const MAX_ARTICLE_ID = 999999999;

/**
 * SPEC §2.8: the id is the last hyphen-separated part of the last path segment; only
 * 10001..999999999 written without leading zeros is an article id.
 */
export function extractArticleId(path: string): number | null {
  const cut = path.search(/[?#]/);
  const pathname = (cut === -1 ? path : path.slice(0, cut)).replace(/\/+$/, '');
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const candidate = lastSegment.slice(lastSegment.lastIndexOf('-') + 1);
  if (!/^[1-9][0-9]{4,8}$/.test(candidate)) return null;
  const id = Number(candidate);
  return id >= MIN_ARTICLE_ID && id <= MAX_ARTICLE_ID ? id : null;
}
