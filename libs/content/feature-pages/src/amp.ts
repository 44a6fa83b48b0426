import type { Article } from '@meydan/shared/contracts';
import { articleSitePath } from '@meydan/shared/util/routing';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';

export const AMP_ROUTE_ID = 'content.article-amp';

type AmpArticle = Pick<Article, 'legacyId' | 'title' | 'originalTitle' | 'route' | 'redirectUrl'>;

/**
 * `/amp-haber/{slug}-{legacyId}`, the old AMP address: Meydan serves no AMP pages (README, "No
 * AMP pages"). The article pages themselves are server-rendered, styled without JavaScript and
 * run no script but the small boot loader on a reader's first load, which is what AMP was for,
 * and Google no longer needs AMP for Top Stories. So no page links an `amphtml` version, and an
 * AMP address someone kept answers 301 with the article's own page, where its ranking belongs.
 */
export function ampArticleResult(ctx: Pick<RouteContext, 'edition'>, article: AmpArticle): LoaderResult {
  return { redirect: { to: articleSitePath(ctx.edition, article), status: 301 } };
}
