import { useRef, useState } from 'react';
import { DEFAULT_LIST_FILTERS, isFilteredView, listArgs, listHref, listSearch, parseListFilters, useGetQuakeListQuery, useGetQuakeSourcesQuery, type QuakeListFilters } from '@meydan/quakes/data-access';
import type { QuakeListResponse } from '@meydan/shared/contracts';
import { Pagination } from '@meydan/shared/ui';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation, useNavigate } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { BellIcon } from '../alerts/bell-icon';
import { provinceNameOfSlug } from '../common/provinces';
import { QuakeProblem } from '../common/quake-problem';
import { SourceCredits, SourceStatus } from '../common/source-notes';
import { useNow } from '../common/use-now';
import { ListFiltersForm } from './list-filters-form';
import { LivePill } from './live-pill';
import { QuakeMapArea } from './quake-map-area';
import { QuakeRows } from './quake-rows';
import { useLiveQuakes } from './use-live-quakes';
import { ViewToggle } from './view-toggle';

/**
 * `/son-depremler` and `/son-depremler/{il}`: the filters, the list and the map kept in step (a
 * quake chosen in one is `selectedId` in both), new quakes as a pill, the sources' state and
 * credits. Everything the reader chose is in the address.
 */
export function QuakeListPage({ edition, params }: RoutePageProps) {
  const { t } = useTranslation('quakes');
  const location = useLocation();
  const navigate = useNavigate();
  const filters = parseListFilters(params['slug'], location.search);
  const args = listArgs(edition, filters);
  const list = useGetQuakeListQuery(args);
  const sources = useGetQuakeSourcesQuery({ edition });
  const now = useNow();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer for these filters only: a previous filter's list never stands in for this one.
  const data = list.currentData;
  const live = useLiveQuakes(args, data);
  const province = provinceNameOfSlug(t, filters.province);

  const showNew = () => {
    live.reset();
    if (filters.page > 1) navigate(listHref(edition, { ...filters, page: 1 }));
    else void list.refetch();
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="quakes-page">
      <header className="quakes-hero">
        <h1>{province ? t('list.provinceTitle', { province }) : t('list.title')}</h1>
        <p className="quakes-hero__lead">{t('list.lead')}</p>
        <Link className="quakes-hero__alerts" to={routePath(edition, 'quakes.alerts')}>
          <BellIcon />
          {t('alerts.link')}
        </Link>
      </header>
      <ListFiltersForm key={filters.province + listSearch({ ...filters, view: 'list' })} edition={edition} filters={filters} />
      <SourceStatus sources={sources.data?.items} now={now} edition={edition} />
      <ViewToggle edition={edition} filters={filters} />
      <div className="quakes-layout" data-view={filters.view}>
        <section className="quakes-list-area" aria-labelledby="quakes-list-title" aria-busy={list.isFetching}>
          <h2 id="quakes-list-title" className="quakes-list-title" ref={heading} tabIndex={-1}>
            {data ? t('list.summary', { count: data.pagination.total ?? data.items.length, range: t(`filters.ranges.${filters.range}`) }) : t('list.heading')}
          </h2>
          <LivePill count={live.count} onShow={showNew} />
          <ListContent edition={edition} filters={filters} list={{ data, error: list.error, isFetching: list.isFetching, refetch: list.refetch }} now={now} selectedId={selectedId} onSelect={setSelectedId} />
        </section>
        <QuakeMapArea events={data?.items ?? []} selectedId={selectedId} onSelect={setSelectedId} mapTiles={sources.data?.mapTiles} eagerly={filters.view === 'map'} />
      </div>
      <SourceCredits sources={sources.data?.items} shown={data?.items.flatMap((quake) => quake.sources) ?? []} />
    </div>
  );
}

interface ListState {
  data?: QuakeListResponse;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

function ListContent({ edition, filters, list, now, selectedId, onSelect }: { edition: Edition; filters: QuakeListFilters; list: ListState; now: number; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('quakes');
  const { data } = list;
  if (!data) {
    if (list.error && !list.isFetching) return <QuakeProblem error={list.error} what="list" onRetry={() => void list.refetch()} />;
    return <p className="quakes-loading">{t('list.loading')}</p>;
  }
  if (data.items.length === 0) {
    return (
      <div className="quakes-empty">
        <p>{t('list.empty')}</p>
        {isFilteredView(filters) ? (
          <p>
            <Link to={listHref(edition, { ...DEFAULT_LIST_FILTERS, province: filters.province })}>{t('list.clearFilters')}</Link>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <QuakeRows items={data.items} selectedId={selectedId} onSelect={onSelect} edition={edition} now={now} />
      <Pagination
        page={filters.page}
        hasNext={data.pagination.hasNextPage ?? false}
        totalPages={data.pagination.totalPages}
        hrefFor={(page) => listHref(edition, { ...filters, page })}
        labels={{ previous: t('pagination.previous'), next: t('pagination.next'), page: (page) => t('pagination.page', { page }), nav: t('pagination.nav') }}
      />
    </>
  );
}
