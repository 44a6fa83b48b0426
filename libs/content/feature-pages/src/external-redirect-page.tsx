import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { useGetArticleQuery } from '@meydan/content/data-access';
import type { Article } from '@meydan/shared/contracts';
import { extractArticleId, isExternalHttpUrl } from '@meydan/shared/util/routing';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';

/** Seconds the reader sees before an article that lives elsewhere is opened (SPEC §4). */
export const EXTERNAL_REDIRECT_SECONDS = 5;

/**
 * The off-site address an article sends readers to (its redirectUrl, SPEC §2.8), or null. Only
 * absolute http(s) URLs count: the target always comes from the stored article, never from the
 * request, so this page cannot be turned into an open redirect.
 */
export function externalRedirectOf(article: Pick<Article, 'redirectUrl'>): string | null {
  return isExternalHttpUrl(article.redirectUrl) ? article.redirectUrl : null;
}

/** The loader's answer for such an article: the countdown page (200), kept out of search indexes. */
export function externalRedirectResult(ctx: RouteContext, article: Pick<Article, 'title'>, url: string): LoaderResult {
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  return { head: { title: `${article.title} | Meydan`, description: t('externalRedirect.lead', { host: new URL(url).host }), noindex: true }, needsApp: true };
}

/**
 * SPEC §4: a countdown in seconds, then a full location replace (the reader's back button skips
 * this page). The link works at once and without JavaScript.
 */
export function ExternalRedirect({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('content');
  const [seconds, setSeconds] = useState(EXTERNAL_REDIRECT_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      window.location.replace(url);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, url]);
  return (
    <section className="page external-redirect" aria-labelledby="external-redirect-title">
      <h1 id="external-redirect-title">{title}</h1>
      <p>{t('externalRedirect.lead', { host: new URL(url).host })}</p>
      <p className="external-redirect__countdown" role="timer" aria-live="polite">
        {t('externalRedirect.countdown', { count: seconds })}
      </p>
      <a className="button button--primary" href={url} rel="noopener noreferrer nofollow">
        {t('externalRedirect.go')}
      </a>
    </section>
  );
}

/** An article route's page that shows the countdown instead when the article lives elsewhere. */
export function withExternalRedirect(Page: ComponentType<RoutePageProps>): ComponentType<RoutePageProps> {
  function ArticleOrExternalRedirect(props: RoutePageProps) {
    const id = extractArticleId(`/${props.params['slug'] ?? ''}`);
    const { data: article } = useGetArticleQuery(String(id ?? ''), { skip: id === null });
    const url = article ? externalRedirectOf(article) : null;
    return article && url ? <ExternalRedirect url={url} title={article.title} /> : <Page {...props} />;
  }
  return ArticleOrExternalRedirect;
}
