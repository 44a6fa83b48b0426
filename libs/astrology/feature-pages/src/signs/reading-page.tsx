import { READING_SLUGS, signsApi, useGetSignReadingQuery } from '@meydan/astrology/data-access';
import { SIGN_SLUGS, SIGN_SYMBOLS, signElement } from '@meydan/astrology/ui';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { AstroReadingPeriod } from '@meydan/shared/contracts/constants';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { Link, useLocation } from '@meydan/shared/util/router';
import { routePath, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { astroHead, SITE_NAME } from '../common/astro-head';
import { AstroBreadcrumbs, AstroPage, AstroToolLinks } from '../common/astro-nav';
import { periodText } from './period-dates';
import { SignSwitcher, SignTabs } from './sign-nav';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An earlier period's reading is asked for as `?tarih=YYYY-MM-DD`; the current one has no query. */
export function readingDateOf(search: string): string | undefined {
  const date = new URLSearchParams(search).get('tarih') ?? '';
  return DAY.test(date) ? date : undefined;
}

export async function loadReading(ctx: RouteContext, sign: number, period: AstroReadingPeriod): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  const slug = SIGN_SLUGS[sign] as string;
  const date = readingDateOf(ctx.search);
  const { data, error } = await prefetchQuery(ctx, signsApi.endpoints.getSignReading.initiate({ edition: ctx.edition, sign: slug, period, date }));
  const title = t(`reading.headTitle.${period}`, { sign: t(`signs.${sign}`) });
  if (!data) return { status: error?.statusCode === 404 || error?.statusCode === 400 ? 404 : 503, head: { title: `${title} | ${SITE_NAME}`, noindex: true } };
  const when = periodText(period, data.periodStart, data.periodEnd, ctx.edition);
  const pathname = routePath(ctx.edition, 'astrology.sign', { burc: slug, slug: READING_SLUGS[period] });
  // An earlier period's page is its own page: its canonical keeps the date.
  const canonicalPath = date ? `${pathname}?tarih=${date}` : pathname;
  return {
    head: astroHead({ origin: ctx.origin, pathname: canonicalPath }, `${title} – ${when}`, data.general, {
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Article', headline: `${title} – ${when}`, datePublished: data.publishedAt, inLanguage: ctx.edition, articleSection: t('nav.home') }],
    }),
  };
}

/** A sign's reading for a day, week, month or year, with the way to the periods before and after. */
export function ReadingPage({ edition, sign, period }: { edition: Edition; sign: number; period: AstroReadingPeriod }) {
  const { t } = useTranslation('astrology');
  const { search } = useLocation();
  const slug = SIGN_SLUGS[sign] as string;
  const date = readingDateOf(search);
  const { data, error, isFetching } = useGetSignReadingQuery({ edition, sign: slug, period, date });
  const name = t(`signs.${sign}`);
  const path = routePath(edition, 'astrology.sign', { burc: slug, slug: READING_SLUGS[period] });
  const status = (error as { statusCode?: number } | undefined)?.statusCode;
  return (
    <AstroPage className="astro-reading">
      <AstroBreadcrumbs edition={edition} trail={[{ label: name, to: routePath(edition, 'astrology.sign', { burc: slug }) }, { label: t(`sign.tab.${period}`) }]} />
      <header className={`sign-hero sign-hero--${signElement(sign)}`}>
        <span className="sign-hero__symbol" aria-hidden="true">
          {SIGN_SYMBOLS[sign]}
        </span>
        <div>
          <h1>{t(`reading.title.${period}`, { sign: name })}</h1>
          {data ? (
            <p className="sign-hero__dates">
              <time dateTime={data.periodStart}>{periodText(period, data.periodStart, data.periodEnd, edition)}</time>
            </p>
          ) : null}
        </div>
      </header>
      <SignTabs edition={edition} slug={slug} current={period} />
      {!data && isFetching ? <p className="astro-loading">{t('reading.loading')}</p> : null}
      {!data && error ? (
        <p className="notice notice--error" role="alert">
          {status === 404 || status === 400 ? t('reading.missing') : t('errors.unavailable')}
        </p>
      ) : null}
      <div className="sign-columns">
        {data ? (
          <article className="reading">
            {(['general', 'love', 'career', 'health'] as const).map((section) => (
              <section key={section} className={`reading__section reading__section--${section}`} aria-labelledby={`reading-${section}`}>
                <h2 id={`reading-${section}`}>{t(`reading.sections.${section}`)}</h2>
                <p>{data[section]}</p>
              </section>
            ))}
            {data.luckyNumber !== null ? <p className="reading__lucky">{t('reading.luckyNumber', { number: data.luckyNumber })}</p> : null}
            <nav className="reading__periods" aria-label={t('reading.periods')}>
              {data.previous ? (
                <Link rel="prev" className="button button--ghost" to={`${path}?tarih=${data.previous}`}>
                  ← {t(`reading.previous.${period}`)}
                </Link>
              ) : (
                <span />
              )}
              {data.next ? (
                <Link rel="next" className="button button--ghost" to={`${path}?tarih=${data.next}`}>
                  {t(`reading.next.${period}`)} →
                </Link>
              ) : null}
            </nav>
          </article>
        ) : (
          <div />
        )}
        <aside className="sign-aside">
          <SignSwitcher edition={edition} sign={sign} period={period} />
        </aside>
      </div>
      <AstroToolLinks edition={edition} />
    </AstroPage>
  );
}
