import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import { ANALYTICS_ARTICLE_SORTS, type AnalyticsArticleSort } from '@meydan/shared/contracts/constants';
import type { AnalyticsArticlesResponse, AnalyticsOverview, ReadingDay, ReadingMetrics, SectionReading } from '@meydan/shared/contracts';
import type { EditionCode, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { normalizeError } from '@meydan/shared/util/errors';
import { Link, useNavigate, useSearchParams } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { analyticsApi } from '@meydan/social/data-access';
import { refusalText } from '../account-link-shared';
import { ListPagination } from '../profile/list-pagination';
import { FetchFailed, Loading } from '../write/fetch-states';
import { AdminLayout } from './admin-layout';
import { BarChart, LineChart } from './analytics-charts';

const EDITION_CODES: readonly EditionCode[] = ['tr', 'en', 'ru'];
const LOCALES: Readonly<Record<EditionCode, string>> = { tr: 'tr-TR', en: 'en-US', ru: 'ru-RU' };
const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const PRESETS = [7, 30, 90] as const;
const DAY_MS = 86_400_000;

/**
 * A failed call: a refusal the editor can act on (a bad range, an unknown section or article) as
 * the API worded it, anything else (the API unreachable or busy) with a retry.
 */
function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t: common } = useTranslation('common');
  const { statusCode } = normalizeError(error);
  if (statusCode !== 400 && statusCode !== 404) return <FetchFailed onRetry={onRetry} />;
  return (
    <p className="notice notice--error" role="alert">
      {refusalText(common, error)}
    </p>
  );
}

/** What the page shows, from its address (so a view can be shared and the back button works). */
interface View {
  from?: string;
  to?: string;
  edition: EditionCode;
  section?: string;
  sort: AnalyticsArticleSort;
  page: number;
  /** An article shown day by day (its uuid). */
  article?: string;
}

function readView(search: URLSearchParams, edition: EditionCode): View {
  const day = (name: string) => {
    const value = search.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const askedEdition = search.get('edition') as EditionCode | null;
  const sort = search.get('sort') as AnalyticsArticleSort | null;
  const page = Number(search.get('page'));
  const section = search.get('section');
  return {
    from: day('from'),
    to: day('to'),
    edition: askedEdition && EDITION_CODES.includes(askedEdition) ? askedEdition : edition,
    section: section && /^[a-z0-9-]{1,40}$/.test(section) ? section : undefined,
    sort: sort && ANALYTICS_ARTICLE_SORTS.includes(sort) ? sort : 'reads',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    article: search.get('article') ?? undefined,
  };
}

function viewHref(base: string, view: View, pageEdition: EditionCode): string {
  const params = new URLSearchParams();
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.edition !== pageEdition) params.set('edition', view.edition);
  if (view.section) params.set('section', view.section);
  if (view.sort !== 'reads') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.article) params.set('article', view.article);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Number, percentage, minute and date formats of the page's language. */
function useFormats(edition: EditionCode) {
  const { t } = useTranslation('social');
  return useMemo(() => {
    const locale = LOCALES[edition];
    const number = new Intl.NumberFormat(locale);
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const longDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const ratio = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : t('admin.analytics.none'));
    return {
      number: (value: number) => number.format(value),
      // A plain space, so "1,2 тыс." may wrap under a narrow bar.
      compact: (value: number) => compact.format(value).replace(/\u00a0/g, ' '),
      percent: (value: number) => percent.format(value / 100),
      ratio,
      minutes: (value: number | null) => (value === null ? t('admin.analytics.none') : t('admin.analytics.minutes', { count: value })),
      seconds: (value: number | null) =>
        value === null ? t('admin.analytics.none') : t('admin.analytics.duration', { minutes: Math.floor(value / 60), seconds: String(value % 60).padStart(2, '0') }),
      day: (day: string) => date.format(new Date(`${day}T00:00:00Z`)),
      longDay: (day: string) => longDate.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [edition, t]);
}

type Formats = ReturnType<typeof useFormats>;

/** Share of the day's readers who reached a depth, as a percentage (null on a day without readers). */
const depthShare = (day: ReadingMetrics, depth: 25 | 50 | 90 | 100) => (day.readers > 0 ? (day[`depth${depth}`] / day.readers) * 100 : null);

function Totals({ totals, formats }: { totals: AnalyticsOverview['totals']; formats: Formats }) {
  const { t } = useTranslation('social');
  const tiles = [
    { key: 'reads', value: formats.number(totals.reads) },
    { key: 'readers', value: formats.number(totals.readers) },
    { key: 'completes', value: formats.number(totals.completes), note: t('admin.analytics.ofReaders', { percent: formats.ratio(totals.completes, totals.readers) }) },
    { key: 'median', value: formats.minutes(totals.medianReadTime) },
    { key: 'engaged', value: formats.seconds(totals.engagedSeconds) },
    { key: 'depth90', value: formats.ratio(totals.depth90, totals.readers) },
  ];
  return (
    <dl className="analytics-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="analytics-tile">
          <dt>{t(`admin.analytics.metrics.${tile.key}`)}</dt>
          <dd>
            <span className="analytics-tile__value">{tile.value}</span>
            {tile.note ? <span className="analytics-tile__note">{tile.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The three charts of a series of days (the edition, a section or one article) and the read-time bars. */
function DayCharts({ days, totals, formats }: { days: readonly ReadingDay[]; totals: AnalyticsOverview['totals']; formats: Formats }) {
  const { t } = useTranslation('social');
  const dayKeys = days.map((day) => day.day);
  return (
    <div className="analytics-charts">
      <LineChart
        title={t('admin.analytics.charts.reads')}
        days={dayKeys}
        format={formats.number}
        formatDay={formats.day}
        series={[
          { label: t('admin.analytics.metrics.reads'), values: days.map((day) => day.reads) },
          { label: t('admin.analytics.metrics.readers'), values: days.map((day) => day.readers) },
          { label: t('admin.analytics.metrics.completes'), values: days.map((day) => day.completes) },
        ]}
      />
      <LineChart
        title={t('admin.analytics.charts.readTime')}
        days={dayKeys}
        format={formats.number}
        formatDay={formats.day}
        series={[{ label: t('admin.analytics.metrics.median'), values: days.map((day) => day.medianReadTime) }]}
      />
      <LineChart
        title={t('admin.analytics.charts.depth')}
        days={dayKeys}
        max={100}
        format={formats.percent}
        formatDay={formats.day}
        series={([25, 50, 90, 100] as const).map((depth) => ({ label: t('admin.analytics.depth', { depth }), values: days.map((day) => depthShare(day, depth)) }))}
      />
      <BarChart
        title={t('admin.analytics.charts.histogram')}
        format={formats.number}
        formatShort={formats.compact}
        bars={totals.readTimeHistogram.map((value, index) => ({ label: t('admin.analytics.minutes', { count: index + 1 }), tick: String(index + 1), value }))}
      />
    </div>
  );
}

const METRIC_COLUMNS = ['reads', 'readers', 'completes', 'completionRate', 'median', 'depth90'] as const;

/** A table of reading numbers, one row per section or article (its head cell first). */
function MetricTable({ firstColumn, rows, formats, wide }: { firstColumn: string; rows: ReadonlyArray<{ key: string; head: ReactNode; metrics: ReadingMetrics }>; formats: Formats; wide?: boolean }) {
  const { t } = useTranslation('social');
  const cell = (metrics: ReadingMetrics, column: (typeof METRIC_COLUMNS)[number]) => {
    if (column === 'completionRate') return formats.ratio(metrics.completes, metrics.readers);
    if (column === 'median') return formats.minutes(metrics.medianReadTime);
    if (column === 'depth90') return formats.ratio(metrics.depth90, metrics.readers);
    return formats.number(metrics[column]);
  };
  return (
    <div className="analytics-table__scroll">
      <table className={wide ? 'analytics-table analytics-table--articles' : 'analytics-table'}>
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            {METRIC_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`admin.analytics.metrics.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.head}</th>
              {METRIC_COLUMNS.map((column) => (
                <td key={column}>{cell(row.metrics, column)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Sections({ rows, view, hrefOf, formats }: { rows: readonly SectionReading[]; view: View; hrefOf: (view: View) => string; formats: Formats }) {
  const { t } = useTranslation('social');
  return (
    <section className="analytics-block" aria-labelledby="analytics-sections">
      <h2 id="analytics-sections" className="analytics-block__title">
        {t('admin.analytics.sections')}
      </h2>
      <MetricTable
        firstColumn={t('admin.analytics.section')}
        formats={formats}
        rows={rows.map((row) => ({
          key: row.section.id,
          metrics: row,
          head: (
            <Link to={hrefOf({ ...view, section: row.section.slug, page: 1, article: undefined })} aria-current={view.section === row.section.slug ? 'true' : undefined}>
              {row.section.name}
            </Link>
          ),
        }))}
      />
    </section>
  );
}

function Articles({ view, hrefOf, formats, pageEdition }: { view: View; hrefOf: (view: View) => string; formats: Formats; pageEdition: EditionCode }) {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const { data, error, isError, isFetching, refetch } = analyticsApi.useGetAnalyticsArticlesQuery({
    from: view.from,
    to: view.to,
    edition: view.edition,
    section: view.section,
    sort: view.sort,
    page: view.page,
  });
  return (
    <section className="analytics-block" aria-labelledby="analytics-articles" aria-busy={isFetching}>
      <h2 id="analytics-articles" className="analytics-block__title">
        {t('admin.analytics.articles')}
      </h2>
      <div className="admin-search">
        <label htmlFor="analytics-sort">{t('admin.analytics.sort')}</label>
        <select id="analytics-sort" value={view.sort} onChange={(event) => navigate(hrefOf({ ...view, sort: event.target.value as AnalyticsArticleSort, page: 1 }))}>
          {ANALYTICS_ARTICLE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`admin.analytics.metrics.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {isError ? (
        <Failure error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading text={t('admin.analytics.loading')} />
      ) : data.items.length === 0 ? (
        <p className="notice">{t('admin.analytics.empty')}</p>
      ) : (
        <ArticleTable data={data} view={view} hrefOf={hrefOf} formats={formats} linkable={data.edition === pageEdition} />
      )}
      {data && data.items.length > 0 ? <ListPagination pagination={data.pagination} page={data.pagination.page} hrefFor={(page) => hrefOf({ ...view, page })} /> : null}
    </section>
  );
}

function ArticleTable({ data, view, hrefOf, formats, linkable }: { data: AnalyticsArticlesResponse; view: View; hrefOf: (view: View) => string; formats: Formats; linkable: boolean }) {
  const { t } = useTranslation('social');
  return (
    <MetricTable
      wide
      firstColumn={t('admin.analytics.article')}
      formats={formats}
      rows={data.items.map((row) => ({
        key: row.article.id,
        metrics: row,
        head: (
          <>
            {linkable ? <Link to={row.article.route}>{row.article.title}</Link> : row.article.title}
            <span className="analytics-table__meta">
              {row.article.section ? `${row.article.section.name} · ` : ''}
              <Link to={hrefOf({ ...view, article: row.article.id })}>{t('admin.analytics.dayByDay')}</Link>
            </span>
          </>
        ),
      }))}
    />
  );
}

/** One article's numbers and charts over the range (`?article=`). */
function ArticleDays({ view, hrefOf, formats }: { view: View; hrefOf: (view: View) => string; formats: Formats }) {
  const { t } = useTranslation('social');
  const { data, error, isError, refetch } = analyticsApi.useGetAnalyticsArticleQuery({ id: view.article as string, from: view.from, to: view.to });
  const back = (
    <Link className="button" to={hrefOf({ ...view, article: undefined })}>
      {t('admin.analytics.back')}
    </Link>
  );
  if (isError) {
    return (
      <section className="analytics-block">
        <Failure error={error} onRetry={() => void refetch()} />
        {back}
      </section>
    );
  }
  if (!data) return <Loading text={t('admin.analytics.loading')} />;
  return (
    <section className="analytics-block" aria-labelledby="analytics-article">
      <h2 id="analytics-article" className="analytics-block__title">
        {t('admin.analytics.articleTitle', { title: data.article.title })}
      </h2>
      <p className="admin-page__lead">{t('admin.analytics.range', { from: formats.longDay(data.from), to: formats.longDay(data.to) })}</p>
      {back}
      <Totals totals={data.totals} formats={formats} />
      <DayCharts days={data.days} totals={data.totals} formats={formats} />
    </section>
  );
}

function Filters({ view, overview, hrefOf, today }: { view: View; overview: AnalyticsOverview | undefined; hrefOf: (view: View) => string; today: string }) {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const [from, setFrom] = useState(view.from ?? overview?.from ?? '');
  const [to, setTo] = useState(view.to ?? overview?.to ?? '');
  const [edition, setEdition] = useState<EditionCode>(view.edition);
  const [section, setSection] = useState(view.section ?? '');
  const show = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefOf({ ...view, from: from || undefined, to: to || undefined, edition, section: section || undefined, page: 1, article: undefined }));
  };
  const preset = (days: number) => {
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    return hrefOf({ ...view, from: start, to: today, page: 1 });
  };
  return (
    <form className="analytics-filters" onSubmit={show} aria-label={t('admin.analytics.filters')}>
      <div className="analytics-filters__field">
        <label htmlFor="analytics-from">{t('admin.analytics.from')}</label>
        <input id="analytics-from" type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div className="analytics-filters__field">
        <label htmlFor="analytics-to">{t('admin.analytics.to')}</label>
        <input id="analytics-to" type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      </div>
      <div className="analytics-filters__field">
        <label htmlFor="analytics-edition">{t('admin.analytics.edition')}</label>
        <select
          id="analytics-edition"
          value={edition}
          onChange={(event) => {
            setEdition(event.target.value as EditionCode);
            setSection('');
          }}
        >
          {EDITION_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`admin.analytics.editions.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="analytics-filters__field">
        <label htmlFor="analytics-section">{t('admin.analytics.section')}</label>
        <select id="analytics-section" value={section} onChange={(event) => setSection(event.target.value)}>
          <option value="">{t('admin.analytics.allSections')}</option>
          {(edition === overview?.edition ? overview.sections : []).map((row) => (
            <option key={row.section.id} value={row.section.slug}>
              {row.section.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        {t('admin.analytics.show')}
      </button>
      <p className="analytics-filters__presets">
        {PRESETS.map((days) => (
          <Link key={days} className="admin-nav__link" to={preset(days)}>
            {t('admin.analytics.lastDays', { count: days })}
          </Link>
        ))}
      </p>
    </form>
  );
}

function Dashboard({ edition }: { edition: EditionCode }) {
  const { t } = useTranslation('social');
  const [search] = useSearchParams();
  const view = readView(search, edition);
  const formats = useFormats(edition);
  const base = routePath(edition, 'admin.analytics');
  const hrefOf = (next: View) => viewHref(base, next, edition);
  const { data, error, isError, isFetching, refetch } = analyticsApi.useGetAnalyticsOverviewQuery({ from: view.from, to: view.to, edition: view.edition, section: view.section });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="analytics" aria-busy={isFetching}>
      <p className="admin-page__lead">{t('admin.analytics.lead')}</p>
      {/* Remounted with the answer, so the dates show the range the API chose. */}
      <Filters key={`${data?.from}:${data?.to}:${view.edition}:${view.section ?? ''}`} view={view} overview={data} hrefOf={hrefOf} today={today} />
      {isError ? (
        <Failure error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading text={t('admin.analytics.loading')} />
      ) : view.article ? (
        <ArticleDays view={view} hrefOf={hrefOf} formats={formats} />
      ) : (
        <>
          <h2 className="analytics-block__title">
            {data.section ? t('admin.analytics.sectionTitle', { section: data.section.name }) : t(`admin.analytics.editions.${data.edition}`)}
            {' · '}
            {t('admin.analytics.range', { from: formats.longDay(data.from), to: formats.longDay(data.to) })}
          </h2>
          {data.totals.reads === 0 ? <p className="notice">{t('admin.analytics.empty')}</p> : null}
          <Totals totals={data.totals} formats={formats} />
          <DayCharts days={data.days} totals={data.totals} formats={formats} />
          <Sections rows={data.sections} view={view} hrefOf={hrefOf} formats={formats} />
          <Articles view={view} hrefOf={hrefOf} formats={formats} pageEdition={edition} />
          <Events rows={data.events} formats={formats} />
        </>
      )}
    </div>
  );
}

function Events({ rows, formats }: { rows: AnalyticsOverview['events']; formats: Formats }) {
  const { t } = useTranslation('social');
  return (
    <section className="analytics-block" aria-labelledby="analytics-events">
      <h2 id="analytics-events" className="analytics-block__title">
        {t('admin.analytics.events')}
      </h2>
      {rows.length === 0 ? (
        <p className="notice">{t('admin.analytics.eventsEmpty')}</p>
      ) : (
        <div className="analytics-table__scroll">
          <table className="analytics-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.analytics.eventType')}</th>
                <th scope="col">{t('admin.analytics.itemType')}</th>
                <th scope="col">{t('admin.analytics.count')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.type}|${row.itemType}`}>
                  <th scope="row">
                    <code>{row.type}</code>
                  </th>
                  <td>
                    <code>{row.itemType}</code>
                  </td>
                  <td>{formats.number(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * `/admin/analytics` (editors and admins): reads, unique readers, read-completes, median read time
 * and scroll depth of an edition over a date range, day by day, per section and per article, from
 * the event collector's daily aggregates. Its own lazy chunk: nothing of it reaches readers' pages.
 */
export function AdminAnalyticsPage({ edition }: RoutePageProps) {
  return (
    <AdminLayout edition={edition} section="analytics">
      {() => <Dashboard edition={edition} />}
    </AdminLayout>
  );
}
