import { useTranslation } from '@meydan/shared/util/translate';
import { useGetRssFeedsQuery, type RssFeedList } from '@meydan/content/data-access';
import { PageIntro } from '@meydan/content/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';

type Feed = RssFeedList['items'][number];

/** Feed links are plain anchors: they point at XML files, not at pages of the router. */
function FeedLink({ name, path }: { name: string; path: string }) {
  return (
    <li className="rss-list__item">
      <a href={path} className="rss-list__link" type="application/rss+xml">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="rss-list__icon">
          <circle cx="6" cy="18" r="2.2" fill="currentColor" />
          <path d="M4 10.5a9.5 9.5 0 0 1 9.5 9.5M4 4a16 16 0 0 1 16 16" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span>{name}</span>
      </a>
      <code className="rss-list__url">{path}</code>
    </li>
  );
}

function FeedSection({ id, title, feeds }: { id: string; title: string; feeds: ReadonlyArray<{ name: string; path: string }> }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="rss-list">
        {feeds.map((feed) => (
          <FeedLink key={feed.path} name={feed.name} path={feed.path} />
        ))}
      </ul>
    </section>
  );
}

/** SPEC §2.1 `/rss`: the edition's main feed and its category feeds (§3: tr 20, en 9, ru 9). */
export function RssPage(_props: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data, isError } = useGetRssFeedsQuery();
  const sections = data?.items.filter((feed: Feed) => feed.parent === null) ?? [];
  const subcategories = data?.items.filter((feed: Feed) => feed.parent !== null) ?? [];
  return (
    <div className="rss-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={[{ name: t('home.breadcrumb'), href: '/' }, { name: t('rss.heading'), href: '/rss' }]}
        title={t('rss.heading')}
        lead={t('rss.lead')}
      />
      {isError ? <p className="notice notice--error">{t('loadFailed')}</p> : null}
      {data ? (
        <>
          <FeedSection id="rss-main" title={t('rss.main')} feeds={[{ name: t('rss.mainName'), path: data.main }]} />
          <FeedSection id="rss-sections" title={t('rss.sections')} feeds={sections} />
          {subcategories.length ? (
            <FeedSection id="rss-subcategories" title={t('rss.subcategories')} feeds={subcategories.map((feed: Feed) => ({ ...feed, name: `${feed.parent} › ${feed.name}` }))} />
          ) : null}
          <p className="rss-page__help">{t('rss.help')}</p>
        </>
      ) : null}
    </div>
  );
}
