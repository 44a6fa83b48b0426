import { useTranslation } from '@meydan/shared/util/translate';
import { Link, useLocation } from '@meydan/shared/util/router';
import { useGetYazioAuthorQuery, useGetYazioAuthorsQuery } from '@meydan/content/data-access';
import { Breadcrumb, PageIntro, ResponsiveImage } from '@meydan/content/ui';
import type { Columnist } from '@meydan/shared/contracts';
import { truncate } from '@meydan/shared/util/format';
import { formatDate } from '@meydan/shared/util/i18n';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { ArticleListing } from './article-listing';
import { columnistPageFrom, columnistPageHref } from './yazio-loader';

/** Cards show the start of the bio; the columnist's page has all of it. */
const BIO_EXCERPT = 150;

function ColumnistCard({ columnist, edition, priority }: { columnist: Columnist; edition: Edition; priority: boolean }) {
  const { t } = useTranslation('content');
  const latest = columnist.latestColumn;
  return (
    <article className="columnist-card">
      <Link to={columnist.route} className="columnist-card__head">
        <ResponsiveImage image={columnist.avatar} alt="" sizes="72px" priority={priority} className="columnist-avatar" />
        <h2 className="columnist-card__name">{columnist.name}</h2>
      </Link>
      <p className="columnist-card__bio">{truncate(columnist.bio, BIO_EXCERPT)}</p>
      {latest ? (
        <p className="columnist-card__latest">
          <span className="columnist-card__label">{t('yazio.latest')}</span>
          <Link to={latest.route} className="columnist-card__column">
            {latest.title}
          </Link>
          <time className="article-card__date" dateTime={latest.published}>
            {formatDate(latest.published, edition)}
          </time>
        </p>
      ) : null}
      <Link to={columnist.route} className="columnist-card__all">
        {t('yazio.readAll')} <span className="chip__count">{t('yazio.columns', { count: columnist.columnCount })}</span>
      </Link>
    </article>
  );
}

/** `/yazio`: every columnist of the edition with a bio excerpt and their newest column. */
export function YazioPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data, isError } = useGetYazioAuthorsQuery();
  return (
    <div className="yazio-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[{ name: t('home.breadcrumb'), href: '/' }, { name: t('yazio.heading'), href: routePath(edition, 'content.yazio') }]}
        title={t('yazio.heading')}
        lead={t('yazio.lead')}
      />
      {isError ? <p className="notice notice--error">{t('loadFailed')}</p> : null}
      {data && data.items.length === 0 ? <p className="notice">{t('yazio.empty')}</p> : null}
      <div className="columnist-grid">
        {(data?.items ?? []).map((columnist, index) => (
          <ColumnistCard key={columnist._id} columnist={columnist} edition={edition} priority={index < 2} />
        ))}
      </div>
    </div>
  );
}

/** `/yazio/{slug}?page=N`: the columnist and their columns, newest first, 49 a page. */
export function ColumnistPage({ params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { search } = useLocation();
  const slug = params['slug'] ?? '';
  const page = columnistPageFrom(search);
  const { data, isError } = useGetYazioAuthorQuery({ slug, page });
  if (isError && !data) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!data) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  const { author } = data;
  return (
    <div className="columnist-page">
      <Breadcrumb
        label={t('breadcrumb')}
        items={[
          { name: t('home.breadcrumb'), href: '/' },
          { name: t('yazio.heading'), href: routePath(edition, 'content.yazio') },
          { name: author.name, href: author.route },
        ]}
      />
      <header className="columnist-header">
        <ResponsiveImage image={author.avatar} alt={author.name} sizes="(min-width: 640px) 160px, 112px" priority className="columnist-avatar columnist-avatar--large" />
        <div className="columnist-header__text">
          <p className="columnist-header__kicker">{t('yazio.kicker')}</p>
          <h1>{author.name}</h1>
          {author.bio ? <p className="columnist-header__bio">{author.bio}</p> : null}
          <p className="columnist-header__meta">{t('yazio.columns', { count: author.columnCount })}</p>
        </div>
      </header>
      <h2 className="section-title">{t('yazio.columnsHeading')}</h2>
      <ArticleListing data={data} isError={isError} page={page} edition={edition} hrefForPage={columnistPageHref(edition, author.slug)} />
    </div>
  );
}
