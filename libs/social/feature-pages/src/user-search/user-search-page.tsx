import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { SEARCH_QUERY_LENGTH } from '@meydan/shared/contracts/constants';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation, useNavigate } from '@meydan/shared/util/router';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { MemberList } from '../profile/member-list';
import { useSearchUsersQuery } from '@meydan/social/data-access';
import { trackSearch } from '@meydan/shared/util/tracking';

/**
 * The query of a member-search address: the last path segment (`/ara/uye/{query}`, `/uye/{query}`)
 * or `?q=` when the form was sent without JavaScript; whitespace collapsed, capped at the API's
 * longest query.
 */
export function userSearchQuery(params: Readonly<Record<string, string>>, search: string): string {
  const raw = params['slug'] ?? new URLSearchParams(search).get('q') ?? '';
  return raw.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_LENGTH.max);
}

/** The address of a member search: the search tab's path (or the short /uye path) with the query as the last segment. */
export function userSearchHref(edition: Edition, routeId: string, query: string): string {
  const base = routePath(edition, routeId);
  return query ? `${base}/${encodeURIComponent(query)}` : base;
}

const SEARCH_TABS = [
  { key: 'content', routeId: 'content.search.content' },
  { key: 'tag', routeId: 'content.search.tag' },
  { key: 'user', routeId: 'social.search.user' },
] as const;

/** Member search results are private-ish and endless in variety: out of indexes, like every search path (SPEC §2.9). */
export async function userSearchLoader(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'social');
  const query = userSearchQuery(ctx.params, ctx.search);
  return { head: { title: `${query ? t('userSearch.titleFor', { query }) : t('userSearch.title')} | Meydan`, description: t('userSearch.description'), noindex: true } };
}

function Results({ query, edition }: { query: string; edition: Edition }) {
  const { t } = useTranslation('social');
  const { data, isError, isFetching } = useSearchUsersQuery(query);
  if (isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('userSearch.loadFailed')}
      </p>
    );
  }
  if (!data) {
    return (
      <p className="notice" role="status" aria-busy="true">
        {t('userSearch.loading')}
      </p>
    );
  }
  if (data.items.length === 0) return <p className="notice">{t('userSearch.none', { query })}</p>;
  return (
    <section aria-busy={isFetching}>
      <p className="search-summary">{t('userSearch.results', { count: data.items.length })}</p>
      <MemberList members={data.items} edition={edition} label={t('userSearch.headingFor', { query })} />
    </section>
  );
}

/**
 * `/search/user/{query}` and `/user/{query}` (tr `/ara/uye/…`, `/uye/…`): find members by username
 * or name (GET /search/user, 40 at most) and go to their profiles. The form works without
 * JavaScript too (`?q=`).
 */
export function UserSearchPage({ routeId, params, edition }: RoutePageProps) {
  const { t } = useTranslation('social');
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = userSearchQuery(params, search);
  const searchable = query.length >= SEARCH_QUERY_LENGTH.min;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!query) inputRef.current?.focus();
  }, [query]);
  // Each member search shown is reported once (analytics consent only).
  const reported = useRef('');
  useEffect(() => {
    if (!searchable || reported.current === query) return;
    reported.current = query;
    trackSearch('user', query);
  }, [searchable, query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = (new FormData(event.currentTarget).get('q') ?? '').toString().trim();
    navigate(userSearchHref(edition, routeId, typed));
  };

  return (
    <div className="search-page user-search">
      <header className="page-header">
        <h1>{query ? t('userSearch.headingFor', { query }) : t('userSearch.heading')}</h1>
        <form role="search" className="search-form" action={userSearchHref(edition, routeId, '')} method="get" onSubmit={submit}>
          <label htmlFor="user-search-q" className="visually-hidden">
            {t('userSearch.label')}
          </label>
          <input
            ref={inputRef}
            id="user-search-q"
            name="q"
            type="search"
            defaultValue={query}
            key={query}
            placeholder={t('userSearch.placeholder')}
            minLength={SEARCH_QUERY_LENGTH.min}
            maxLength={SEARCH_QUERY_LENGTH.max}
            autoComplete="off"
            autoCapitalize="none"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--primary">
            {t('userSearch.submit')}
          </button>
        </form>
        {/* The same search area as the content remote's article and tag results: one query, three tabs. */}
        <nav className="tabs" aria-label={t('userSearch.tabs.label')}>
          {SEARCH_TABS.map(({ key, routeId: tabRoute }) => (
            <Link key={key} to={tabRoute === 'social.search.user' ? userSearchHref(edition, routeId, query) : userSearchHref(edition, tabRoute, query)} className="tabs__tab" aria-current={key === 'user' ? 'page' : undefined}>
              {t(`userSearch.tabs.${key}`)}
            </Link>
          ))}
        </nav>
      </header>
      {!query ? <p className="notice">{t('userSearch.prompt')}</p> : null}
      {query && !searchable ? <p className="notice">{t('userSearch.tooShort', { count: SEARCH_QUERY_LENGTH.min })}</p> : null}
      {searchable ? <Results query={query} edition={edition} /> : null}
    </div>
  );
}
