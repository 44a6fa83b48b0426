import type { Article } from '@meydan/shared/contracts';
import { isQuiz } from '@meydan/shared/contracts/constants';
import { articleSitePath, type Edition, EDITION_TIME_ZONES, isExternalHttpUrl, routePath } from '@meydan/shared/util/routing';
import type { HeadData, LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';

export const AMP_ROUTE_ID = 'content.article-amp';

/** Publication years whose items have no AMP address (SPEC §2.9), inclusive. */
const NO_AMP_YEARS = { from: 2016, to: 2021 } as const;
const ASTROLOGY_CATEGORY = 'astrology';

export type AmpCandidate = Pick<Article, 'isTest' | 'isDraft' | 'isHidden' | 'categories' | 'entries' | 'published' | 'redirectUrl'>;

/** The year as readers of the edition saw it (an item of 1 Jan 2022 00:30 in Istanbul is 2022). */
function publicationYear(published: string, edition: Edition): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: EDITION_TIME_ZONES[edition], year: 'numeric' }).format(new Date(published)));
}

/**
 * SPEC §2.9: an article has an AMP address unless it is a test (quiz), a draft, hidden, an
 * astrology item or published 2016 to 2021. An article whose link leaves the site has none
 * either: there is no page of ours to make fast.
 */
export function hasAmpVersion(article: AmpCandidate, edition: Edition): boolean {
  if (article.isTest || isQuiz(article) || article.isDraft || article.isHidden) return false;
  if (article.categories.some((category) => category.slug === ASTROLOGY_CATEGORY)) return false;
  if (isExternalHttpUrl(article.redirectUrl)) return false;
  const year = publicationYear(article.published, edition);
  return year < NO_AMP_YEARS.from || year > NO_AMP_YEARS.to;
}

type AmpArticle = AmpCandidate & Pick<Article, 'legacyId' | 'title' | 'originalTitle' | 'route'>;

/** `/amp-haber/{slug}-{legacyId}`: the last segment of the article's own path. */
export function ampPath(edition: Edition, article: AmpArticle): string {
  const path = articleSitePath(edition, article);
  return routePath(edition, AMP_ROUTE_ID, { slug: path.slice(path.lastIndexOf('/') + 1) });
}

/** The normal article page's head with its `amphtml` link, when the article has an AMP address. */
export function withAmpLink(ctx: RouteContext, article: AmpArticle, head: HeadData): HeadData {
  if (!hasAmpVersion(article, ctx.edition)) return head;
  return { ...head, links: [...(head.links ?? []), { rel: 'amphtml', href: ctx.origin + ampPath(ctx.edition, article) }] };
}

/**
 * The AMP address: excluded articles 301 to their normal page, an outdated slug 301s to the
 * current AMP path, and the AMP page names the normal page as its canonical.
 */
export function ampArticleResult(ctx: RouteContext, article: AmpArticle, head: HeadData): LoaderResult {
  const normal = articleSitePath(ctx.edition, article);
  if (!hasAmpVersion(article, ctx.edition)) return { redirect: { to: normal, status: 301 } };
  const amp = ampPath(ctx.edition, article);
  if (ctx.pathname !== amp) return { redirect: { to: amp, status: 301 } };
  return { head: { ...head, canonical: ctx.origin + normal } };
}
