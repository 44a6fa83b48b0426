import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { Link, useLocation, useNavigate } from '@meydan/shared/util/router';
import { useSearchArticlesQuery, useSearchTagsQuery } from '@meydan/content/data-access';
import type { SearchArticleResponse } from '@meydan/shared/contracts';
import { SEARCH_QUERY_LENGTH } from '@meydan/shared/contracts/constants';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';
import { ArticleListing } from './article-listing';
import { TagChips } from '@meydan/content/ui';
import { useSearchTracking } from './use-search-tracking';
import { articleSearchArgs, resolveSearch, searchHref, searchTabOfPath, type ResolvedSearch, type SearchTab } from './search-route';

const TABS: SearchTab[] = ['content', 'tag', 'user'];

/** SPEC §2.6 search: one form, tabs for articles, tags and members (the members tab is the social remote's). */
export function SearchPage({ routeId, params, edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const resolved = resolveSearch(routeId, params, search);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!resolved.query) inputRef.current?.focus();
  }, [resolved.query]);
  useSearchTracking(resolved.searchable && resolved.tab !== 'user' ? resolved.tab : null, resolved.query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = (new FormData(event.currentTarget).get('q') ?? '').toString().trim();
    navigate(searchHref(edition, searchTabOfPath(edition, pathname), query));
  }

  return (
    <div className="search-page">
      <header className="page-header">
        <h1>{resolved.query ? t('search.headingFor', { query: resolved.query }) : t('search.heading')}</h1>
        {/* Works without JavaScript too: GET /ara?q=… renders the same results. */}
        <form role="search" className="search-form" action={searchHref(edition, resolved.tab, '')} method="get" onSubmit={submit}>
          <label htmlFor="search-q" className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            ref={inputRef}
            id="search-q"
            name="q"
            type="search"
            defaultValue={resolved.query}
            key={resolved.query}
            placeholder={t('search.placeholder')}
            minLength={SEARCH_QUERY_LENGTH.min}
            maxLength={SEARCH_QUERY_LENGTH.max}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--primary">
            {t('search.submit')}
          </button>
        </form>
        <nav className="tabs" aria-label={t('search.tabsLabel')}>
          {TABS.map((tab) => (
            <Link key={tab} to={searchHref(edition, tab, resolved.query)} className="tabs__tab" aria-current={tab === resolved.tab ? 'page' : undefined}>
              {t(`search.tabs.${tab}`)}
            </Link>
          ))}
        </nav>
      </header>
      {!resolved.query ? <p className="notice">{t('search.prompt')}</p> : null}
      {resolved.query && !resolved.searchable ? <p className="notice">{t('search.tooShort', { count: SEARCH_QUERY_LENGTH.min })}</p> : null}
      {resolved.searchable && resolved.tab === 'content' ? <ArticleResults resolved={resolved} edition={edition} /> : null}
      {resolved.searchable && resolved.tab === 'tag' ? <TagResults query={resolved.query} /> : null}
    </div>
  );
}

function ArticleResults({ resolved, edition }: { resolved: ResolvedSearch; edition: Edition }) {
  const { t } = useTranslation('content');
  const { data, isError, isFetching } = useSearchArticlesQuery(articleSearchArgs(resolved));
  const href = (state: Record<string, string | number | undefined>) =>
    searchHref(edition, 'content', resolved.query, { sort: resolved.sort, category: resolved.categoryId, ...state });
  return (
    <section aria-live="polite" aria-busy={isFetching}>
      {data ? <ResultSummary data={data} query={resolved.query} edition={edition} /> : null}
      {data?.facets?.length ? (
        <div className="search-filters">
          <ul className="chip-list" aria-label={t('search.categories')}>
            <li>
              <Link to={href({ category: undefined })} className="chip" aria-current={!resolved.categoryId ? 'true' : undefined}>
                {t('search.allCategories')}
              </Link>
            </li>
            {data.facets.map((facet) => (
              <li key={facet._id}>
                <Link to={href({ category: facet._id })} className="chip" aria-current={resolved.categoryId === facet._id ? 'true' : undefined}>
                  {facet.name}
                  {/* Over a floor total the counts cover only the newest matches: names alone. */}
                  {data.totalIsFloor ? null : <span className="chip__count">{facet.count}</span>}
                </Link>
              </li>
            ))}
          </ul>
          <p className="search-sort">
            {t('search.sortBy')}{' '}
            {(['relevance', 'recent'] as const).map((sort) => (
              <Link key={sort} to={href({ sort })} aria-current={resolved.sort === sort ? 'true' : undefined} className="search-sort__option">
                {t(`search.sort.${sort}`)}
              </Link>
            ))}
          </p>
        </div>
      ) : null}
      {/* One message when nothing matches: the listing's empty state says it. */}
      <ArticleListing data={data} isError={isError} page={resolved.page} edition={edition} hrefForPage={(page) => href({ page })} emptyMessage={t('search.none', { query: resolved.query })} />
    </section>
  );
}

function ResultSummary({ data, query, edition }: { data: SearchArticleResponse; query: string; edition: Edition }) {
  const { t } = useTranslation('content');
  const total = data.pagination.total ?? data.items.length;
  if (total === 0) return null;
  if (data.totalIsFloor) return <p className="search-summary">{t('search.resultsMore', { shown: total.toLocaleString(EDITION_LOCALES[edition]), query })}</p>;
  return (
    <p className="search-summary">
      {data.approximate ? t('search.approximate', { count: total, query }) : t('search.results', { count: total, query })}
    </p>
  );
}

function TagResults({ query }: { query: string }) {
  const { t } = useTranslation('content');
  const { data, isError } = useSearchTagsQuery(query);
  if (isError) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (!data) return <p className="notice" aria-busy="true">{t('loading')}</p>;
  if (data.items.length === 0) return <p className="notice">{t('search.noTags', { query })}</p>;
  return <TagChips tags={data.items} label={t('search.tabs.tag')} large />;
}
