import { useTranslation } from 'react-i18next';
import { useGetArticleQuery, useGetRecommendationsQuery } from '@meydan/content/data-access';
import { Breadcrumb, CardSection, ResponsiveImage, TagChips } from '@meydan/content/ui';
import type { Article } from '@meydan/shared/contracts';
import { formatDate } from '@meydan/shared/util/i18n';
import { abbreviateCount } from '@meydan/shared/util/format';
import { extractArticleId, type Edition } from '@meydan/shared/util/routing';
import { sanitizeArticleHtml } from '@meydan/shared/util/sanitizer';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { ReactionsBar } from './reactions-bar';

export function ArticlePage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const id = extractArticleId(`/${params['slug'] ?? ''}`);
  const { data: article, isError } = useGetArticleQuery(String(id ?? ''), { skip: id === null });
  if (isError) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!article) return <p className="notice">{t('loading')}</p>;
  const category = article.categories[0];
  const parent = category?.parent ? article.categories.find((c) => c._id === category.parent) : undefined;
  return (
    <>
      <article className="article" itemScope itemType="https://schema.org/NewsArticle">
        <Breadcrumb
          label={t('breadcrumb')}
          items={[
            { name: t('home.breadcrumb'), href: '/' },
            ...(parent ? [{ name: parent.name, href: parent.route }] : []),
            ...(category ? [{ name: category.name, href: category.route }] : []),
          ]}
        />
        <header className="article__header">
          <h1 className="article__title" itemProp="headline">
            {article.title}
          </h1>
          {article.description ? <p className="article__lead">{article.description}</p> : null}
          <ArticleMeta article={article} edition={edition} />
        </header>
        {article.image ? (
          <figure className="article__hero">
            <ResponsiveImage image={article.image} alt={article.title} sizes="(min-width: 1024px) 760px, 100vw" priority />
          </figure>
        ) : null}
        <div className="article__body" itemProp="articleBody">
          {article.entries.map((entry, index) => (
            <ArticleEntry key={index} entry={entry} />
          ))}
        </div>
        <ReactionsBar itemKey={`article:${article.legacyId}`} edition={edition} />
        {article.tags.length ? (
          <footer className="article__tags">
            <h2 className="visually-hidden">{t('article.tags')}</h2>
            <TagChips tags={article.tags} />
          </footer>
        ) : null}
      </article>
      <RelatedArticles articleKey={String(id)} edition={edition} />
    </>
  );
}

/** SPEC §7 recommendations under the article (the loader fetched them with the article). */
function RelatedArticles({ articleKey, edition }: { articleKey: string; edition: Edition }) {
  const { t } = useTranslation('content');
  const { data } = useGetRecommendationsQuery(articleKey);
  if (!data?.items.length) return null;
  return <CardSection id="related-title" className="related" title={t('article.related')} articles={data.items} edition={edition} />;
}

function ArticleMeta({ article, edition }: { article: Article; edition: RoutePageProps['edition'] }) {
  const { t } = useTranslation('content');
  const modified = article.modified && article.modified !== article.published ? article.modified : null;
  return (
    <div className="article__meta">
      {article.authors.length ? (
        <span className="article__authors">
          {t('article.by')} {article.authors.map((a) => a.name).join(', ')}
        </span>
      ) : null}
      <span>
        {t('article.published')}{' '}
        <time dateTime={article.published} itemProp="datePublished">
          {formatDate(article.published, edition)}
        </time>
      </span>
      {modified ? (
        <span>
          {t('article.updated')}{' '}
          <time dateTime={modified} itemProp="dateModified">
            {formatDate(modified, edition)}
          </time>
        </span>
      ) : null}
      <span className="article__counts">
        {t('article.views', { count: article.counts.view, formatted: abbreviateCount(article.counts.view, edition) })}
      </span>
    </div>
  );
}

function ArticleEntry({ entry }: { entry: Article['entries'][number] }) {
  if (entry.mode === 'image' && entry.image) {
    return (
      <figure className="article__figure">
        <ResponsiveImage image={entry.image} alt={entry.title ?? ''} sizes="(min-width: 1024px) 760px, 100vw" />
        {entry.title ? <figcaption>{entry.title}</figcaption> : null}
      </figure>
    );
  }
  const html = entry.text?.html;
  return (
    <section className={`article__entry article__entry--${entry.mode}`}>
      {entry.title ? <h2>{entry.title}</h2> : null}
      {html ? (
        <div dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(html) }} />
      ) : (
        (entry.text?.plain ?? '')
          .split(/\n{2,}/)
          .filter(Boolean)
          .map((paragraph, index) => <p key={index}>{paragraph}</p>)
      )}
    </section>
  );
}
