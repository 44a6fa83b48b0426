import type { Edition } from './editions';
import { type ArticleLinkInput, articleLink } from './links';
import { categoryPath, isSection, isSubcategoryOf } from './sections';
import { segment } from './segments';

/**
 * An absolute http(s) URL: the only kind of off-site address an article may send readers to.
 * `javascript:`, `data:`, protocol-relative `//host` and relative values are refused.
 */
export function isExternalHttpUrl(value: string | null | undefined): value is string {
  if (!value || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on this site. `//host/...` is excluded: browsers read it as another origin. */
export function isSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * The article's own address on this site: its route when that is a site path, else the slug
 * path. Unlike {@link articleLink} it never answers an off-site redirectUrl (the API folds the
 * redirectUrl into `route`, so a route that is not a site path is ignored here).
 */
export function articleSitePath(edition: Edition, article: ArticleLinkInput): string {
  if (isSitePath(article.route)) return article.route;
  return articleLink(edition, { legacyId: article.legacyId, title: article.title, originalTitle: article.originalTitle });
}

/**
 * SPEC §2.9, article slug routes, given the article's canonical site path:
 * - a legacy form (`/h/…`, and `/content/…` where that is not the edition's article segment)
 *   always 301s to the canonical route;
 * - the edition's own article form with another slug is a "variant": it 301s only when the
 *   canonical route differs from the current path and does not begin with `/haber/` (so a tr
 *   article opened with an old slug renders, with its canonical link, instead of redirecting).
 * Returns the redirect target (without query) or null to render the page.
 */
export function articleAddressRedirect(edition: Edition, pathname: string, canonicalPath: string): string | null {
  if (pathname === canonicalPath) return null;
  const isNewsForm = pathname.startsWith(`/${segment(edition, 'article')}/`);
  if (!isNewsForm) return canonicalPath;
  return canonicalPath.startsWith('/haber/') ? null : canonicalPath;
}

/**
 * First segments of the old site's category listing addresses. The spec describes the legacy
 * redirect only by position (category = second segment, optional fifth segment); the route
 * table has no such listing shape, so it applies to paths no route matches that start with
 * one of these prefixes, e.g. `/kategori/spor-/liste/yeni/2`. Extend this list, not the rule,
 * when more legacy shapes turn up.
 */
export const LEGACY_CATEGORY_PREFIXES: readonly string[] = ['kategori', 'category'];

const PAGE_NUMBER = /^[1-9][0-9]*$/;

/**
 * SPEC §2.9 legacy redirect: the second path segment is the category (a trailing hyphen is
 * dropped) and an optional fifth segment is kept; the target is the category plus the edition's
 * §2.7 category postfix plus that segment: `/kategori/sport-/a/b/football` → `/sport/football`
 * (tr), `/sport-news/football` (en), `/sport-novosti/football` (ru). Without a category the
 * target is `/`.
 *
 * Only known sections are categories and the fifth segment is kept only when it is one of that
 * section's subcategories or a page number above 1, so the Location header never echoes
 * arbitrary input (no open redirect, no redirect to a guaranteed 404). Returns null for paths
 * that are not legacy listing addresses.
 */
export function legacyCategoryRedirect(edition: Edition, pathname: string): string | null {
  const segments = pathname.split('/').slice(1);
  if (!LEGACY_CATEGORY_PREFIXES.includes(segments[0] ?? '')) return null;
  const category = (segments[1] ?? '').toLowerCase().replace(/-$/, '');
  if (!isSection(category)) return '/';
  const extra = (segments[4] ?? '').toLowerCase();
  if (isSubcategoryOf(category, extra)) return categoryPath(edition, category, extra);
  const base = categoryPath(edition, category);
  return PAGE_NUMBER.test(extra) && extra !== '1' ? `${base}/${extra}` : base;
}
