import { useTranslation } from '@meydan/shared/util/translate';
import { useGetExchangeRatesQuery } from '@meydan/content/data-access';
import { CardSection, PageIntro, Sparkline } from '@meydan/content/ui';
import type { ExchangeRate, ExchangeRatesQuery, ExchangeRatesResponse } from '@meydan/shared/contracts';
import { EXCHANGE_RATE_DAYS } from '@meydan/shared/contracts/constants';
import { formatDay, formatShortDay } from '@meydan/shared/util/i18n';
import type { RoutePageProps } from '@meydan/shared/util/remote-kit';
import { type Edition, EDITION_LOCALES, EXCHANGE_RATES_ROUTE_ID, routePath } from '@meydan/shared/util/routing';
import { FirstPageState } from './stream-controls';

/** One request serves the page: 30 rate days draw the sparklines, the newest 10 fill the table. */
export const EXCHANGE_RATES_ARGS: ExchangeRatesQuery = { days: EXCHANGE_RATE_DAYS.default };
export const EXCHANGE_RATES_TABLE_DAYS = 10;

export type RateDirection = 'up' | 'down' | 'flat';

export function exchangeRatesPath(edition: Edition): string {
  return routePath(edition, EXCHANGE_RATES_ROUTE_ID);
}

/** The page's breadcrumb, on the page and in its structured data. */
export function exchangeRatesCrumbs(t: (key: string) => string, edition: Edition): Array<{ name: string; href: string }> {
  return [
    { name: t('home.breadcrumb'), href: '/' },
    { name: t('rates.heading'), href: exchangeRatesPath(edition) },
  ];
}

/** Rate tables print four decimals (42,4853 ₺; 107,7266 ₽) and two from a thousand up (5.791,18 ₺). */
function digits(value: number): number {
  return Math.abs(value) < 1000 ? 4 : 2;
}

/** A rate in the edition's number format, with the base currency's sign when `currency` is given. */
export function formatRate(value: number, edition: Edition, currency?: string, precisionOf = value): string {
  const fraction = digits(precisionOf);
  return new Intl.NumberFormat(EDITION_LOCALES[edition], {
    ...(currency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(value);
}

/** A change as the card prints it (`+0,0512`), or its size alone for a sentence (`signDisplay: 'never'`). */
function formatChange(item: ExchangeRate, edition: Edition, signDisplay: 'exceptZero' | 'never'): { change: string; percent: string } {
  const fraction = digits(item.rate);
  const locale = EDITION_LOCALES[edition];
  return {
    change: new Intl.NumberFormat(locale, { signDisplay, minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(item.change ?? 0),
    percent: new Intl.NumberFormat(locale, { style: 'percent', signDisplay, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format((item.changePercent ?? 0) / 100),
  };
}

/**
 * How many rate days the page shows: in the charts (the longest series) and in the table. The
 * intro and the meta description name these counts, so they always say what the page shows.
 */
export function rateSpans(data: Pick<ExchangeRatesResponse, 'items'>): { trendDays: number; tableDays: number } {
  return { trendDays: Math.max(0, ...data.items.map((item) => item.series.length)), tableDays: tableRows(data.items).length };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The intro: what the charts and the table cover, or a plain line while there is no data to count. */
export function ratesLead(t: Translate, data: Pick<ExchangeRatesResponse, 'items'> | undefined): string {
  const { trendDays, tableDays } = rateSpans(data ?? { items: [] });
  // A chart needs two days; without them there is nothing to describe.
  if (trendDays < 2 || tableDays === 0) return t('rates.lead');
  return t('rates.leadWithDays', { trend: t('rates.trendSpan', { count: trendDays }), table: t('rates.tableSpan', { count: tableDays }) });
}

/** Which way the rate went since the rate day before, as the printed figures show it. */
export function rateDirection(item: Pick<ExchangeRate, 'change' | 'rate'>): RateDirection {
  const threshold = 0.5 * 10 ** -digits(item.rate);
  if (item.change === null || Math.abs(item.change) < threshold) return 'flat';
  return item.change > 0 ? 'up' : 'down';
}

const ARROWS: Record<RateDirection, string> = { up: '▲', down: '▼', flat: '■' };

/** `USD/TRY`, or `100 JPY/USD` for a currency quoted per hundred. */
function pairLabel(item: ExchangeRate, base: string): string {
  return `${item.unit > 1 ? `${item.unit} ` : ''}${item.code}/${base}`;
}

/**
 * The exchange-rates living page (SPEC §2.7): the day's rates in the edition's currency with
 * their change and a month's trend, the last ten rate days as a table, and the latest issues of
 * the edition's rates bulletin.
 */
export function ExchangeRatesPage({ edition }: RoutePageProps) {
  const { t } = useTranslation('content');
  const { data, isError, refetch } = useGetExchangeRatesQuery(EXCHANGE_RATES_ARGS);
  return (
    <div className="rates-page">
      <PageIntro
        crumbsLabel={t('breadcrumb')}
        crumbs={exchangeRatesCrumbs(t, edition)}
        title={t('rates.heading')}
        lead={ratesLead(t, data)}
      />
      {data ? <RatesContent data={data} edition={edition} /> : <FirstPageState isError={isError} onRetry={() => void refetch()} />}
      <p className="rates-page__disclaimer">{t('rates.disclaimer')}</p>
    </div>
  );
}

function RatesContent({ data, edition }: { data: ExchangeRatesResponse; edition: Edition }) {
  const { t } = useTranslation('content');
  return (
    <>
      {data.asOf && data.items.length > 0 ? (
        <>
          <p className="rates-page__as-of">
            <time dateTime={data.asOf}>{t('rates.asOf', { date: formatDay(data.asOf, edition) })}</time>
          </p>
          <section aria-labelledby="rates-cards-title">
            <h2 id="rates-cards-title" className="visually-hidden">
              {t('rates.cardsHeading')}
            </h2>
            <ul className="rate-cards">
              {data.items.map((item) => (
                <RateCard key={item.code} item={item} base={data.base} edition={edition} />
              ))}
            </ul>
          </section>
          <RatesTable data={data} edition={edition} />
        </>
      ) : (
        <p className="notice">{t('rates.empty')}</p>
      )}
      {data.series && data.latestIssues.length > 0 ? (
        <CardSection id="rates-bulletin-title" className="rates-page__bulletin" title={data.series.title} articles={data.latestIssues} edition={edition} columns="five" />
      ) : null}
    </>
  );
}

function RateCard({ item, base, edition }: { item: ExchangeRate; base: string; edition: Edition }) {
  const { t } = useTranslation('content');
  const direction = rateDirection(item);
  const shown = formatChange(item, edition, 'exceptZero');
  const spoken = formatChange(item, edition, 'never');
  const values = item.series.map((point) => point.rate);
  const first = item.series[0];
  const money = (value: number) => formatRate(value, edition, base, item.rate);
  return (
    <li className={`rate-card rate-card--${direction}`}>
      <div className="rate-card__head">
        <h3 className="rate-card__name">{item.name}</h3>
        <span className="rate-card__pair">{pairLabel(item, base)}</span>
      </div>
      <p className="rate-card__rate">
        <data value={String(item.rate)}>{money(item.rate)}</data>
      </p>
      {item.previous === null ? null : (
        <p className={`rate-card__change rate-card__change--${direction}`}>
          <span aria-hidden="true">
            {ARROWS[direction]} {shown.change} ({shown.percent})
          </span>
          <span className="visually-hidden">{t(`rates.change.${direction}`, spoken)}</span>
        </p>
      )}
      {first && values.length > 1 ? (
        <Sparkline
          className={`rate-card__trend rate-card__trend--${item.rate >= first.rate ? 'up' : 'down'}`}
          values={values}
          label={t('rates.trend', {
            count: values.length,
            from: money(first.rate),
            to: money(item.rate),
            low: money(Math.min(...values)),
            high: money(Math.max(...values)),
          })}
        />
      ) : null}
    </li>
  );
}

/** The newest rate days first, one column per instrument. */
export function tableRows(items: readonly ExchangeRate[], count: number = EXCHANGE_RATES_TABLE_DAYS): Array<{ date: string; rates: Array<number | null> }> {
  const byCode = items.map((item) => new Map(item.series.map((point) => [point.date, point.rate])));
  const dates = [...new Set(items.flatMap((item) => item.series.map((point) => point.date)))].sort().reverse().slice(0, count);
  return dates.map((date) => ({ date, rates: byCode.map((rates) => rates.get(date) ?? null) }));
}

function RatesTable({ data, edition }: { data: ExchangeRatesResponse; edition: Edition }) {
  const { t } = useTranslation('content');
  const rows = tableRows(data.items);
  return (
    <section className="rates-history">
      <h2 id="rates-history-title" className="section-title">
        {t('rates.historyHeading', { count: rows.length })}
      </h2>
      {/* Scrolls sideways on narrow screens rather than squeezing the figures; focusable so keyboards can scroll it. */}
      <div className="rates-history__scroll" role="region" aria-labelledby="rates-history-title" tabIndex={0}>
        <table className="rates-table">
          <caption>{t('rates.tableCaption', { base: data.base })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rates.date')}</th>
              {data.items.map((item) => (
                <th key={item.code} scope="col">
                  <abbr title={item.name}>{item.unit > 1 ? `${item.unit} ${item.code}` : item.code}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date}>
                <th scope="row">
                  <time dateTime={row.date} title={formatDay(row.date, edition)}>
                    {formatShortDay(row.date, edition)}
                  </time>
                </th>
                {row.rates.map((rate, index) => (
                  <td key={data.items[index]?.code}>{rate === null ? '–' : formatRate(rate, edition, undefined, data.items[index]?.rate)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
