import { ArticlePage, LatestContentPage, loadArticle, loadArticleOrLatest, withExternalRedirect } from '@meydan/content/feature-pages';
import type { RoutePage, RoutePageProps } from '@meydan/shared/util/remote-kit';

/** An article that lives on another site shows the external-redirect countdown (SPEC §4). */
const ArticleRoutePage = withExternalRedirect(ArticlePage);

/** `/content` without a slug is the generic content path (every article, newest first). */
function ArticleOrLatestPage(props: RoutePageProps) {
  return props.params['slug'] ? <ArticleRoutePage {...props} /> : <LatestContentPage {...props} />;
}

export const page: RoutePage = { Component: ArticleOrLatestPage, load: loadArticleOrLatest };
export const ampPage: RoutePage = { Component: ArticlePage, load: loadArticle };
