import { astroApi, natalChartQuery, parseBirthSearch, useGetNatalChartQuery } from '@meydan/astrology/data-access';
import { ChartWheel, SIGN_SYMBOLS } from '@meydan/astrology/ui';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { ChartReading, NatalChartResponse } from '@meydan/shared/contracts';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { personalHead } from '../common/astro-head';
import { AstroBreadcrumbs, AstroPage, AstroToolLinks } from '../common/astro-nav';
import { BirthSummary } from '../common/birth-summary';
import { PlaceCredits } from '../common/place-credits';
import { ResultFailure, ResultProblem } from '../common/result-state';
import { ShareResult } from '../common/share-result';
import { AspectGrid, HouseTable, PlanetTable } from './chart-tables';
import { SaveChart } from './saved-charts';

/**
 * `/astroloji/dogum-haritasi-hesaplama/sonuc?date=…&time=…&lat=…&lon=…&tz=…`: the chart, computed
 * again from the address (shareable, reloadable). Birth data is personal: never indexed, never
 * kept by any cache (LoaderResult.personal), not stored by the API.
 */
export async function loadNatalResult(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  const parsed = parseBirthSearch(ctx.search);
  const head = personalHead(t('natal.resultHeadTitle'), t('natal.description'));
  if ('details' in parsed) await prefetchQuery(ctx, astroApi.endpoints.getNatalChart.initiate({ edition: ctx.edition, ...natalChartQuery(parsed.details) }));
  return { head, personal: true };
}

export function NatalResultPage({ edition, origin }: RoutePageProps) {
  const { t } = useTranslation('astrology');
  const { search } = useLocation();
  const parsed = parseBirthSearch(search);
  const details = 'details' in parsed ? parsed.details : null;
  const query = details ? { edition, ...natalChartQuery(details) } : { edition, year: 0, month: 0, day: 0, latitude: 0, longitude: 0, timezone: '' };
  const { data: chart, error, isFetching, refetch } = useGetNatalChartQuery(query, { skip: !details });
  const formPath = `${routePath(edition, 'astrology.natal-chart')}${search}`;
  const title = details?.name ? t('natal.resultTitleNamed', { name: details.name }) : t('natal.resultTitle');

  return (
    <AstroPage className="astro-natal-result">
      <AstroBreadcrumbs edition={edition} trail={[{ label: t('tools.natal.name'), to: routePath(edition, 'astrology.natal-chart') }, { label: t('natal.resultCrumb') }]} />
      <header className="astro-hero astro-hero--result">
        <h1>{title}</h1>
        {details ? <BirthSummary details={details} edition={edition} utcOffsetMinutes={chart?.utcOffsetMinutes} /> : null}
        <p className="astro-hero__actions">
          <Link className="button button--ghost" to={formPath}>
            {t('result.change')}
          </Link>
          {chart && details ? <ShareResult text={title} url={`${origin}${routePath(edition, 'astrology.natal-chart.result')}${search}`} /> : null}
          {chart && details ? <SaveChart edition={edition} details={details} /> : null}
        </p>
      </header>
      {!details && 'problem' in parsed ? <ResultProblem problem={parsed.problem} formPath={formPath} /> : null}
      {details && !chart && error ? <ResultFailure error={error} formPath={formPath} onRetry={() => void refetch()} /> : null}
      {details && !chart && !error && isFetching ? <p className="astro-loading">{t('natal.computing')}</p> : null}
      {chart ? <ChartResult chart={chart} name={details?.name ?? ''} /> : null}
      <PlaceCredits />
      <AstroToolLinks edition={edition} except="natal" />
    </AstroPage>
  );
}

function ChartResult({ chart, name }: { chart: NatalChartResponse; name: string }) {
  const { t } = useTranslation('astrology');
  const bigThree = chart.interpretation?.bigThree ?? [];
  return (
    <>
      {chart.warnings.length ? (
        <ul className="astro-warnings">
          {chart.warnings.map((warning, index) => (
            <li key={index} className="notice notice--info">
              {warning.message}
            </li>
          ))}
        </ul>
      ) : null}
      <section className="big-three" aria-labelledby="big-three-title">
        <h2 id="big-three-title" className="astro-section-title">
          {t('natal.bigThree')}
        </h2>
        <ul className="big-three__cards">
          <BigThreeCard label={t('bodies.sun')} sign={chart.bodies.sun.sign} reading={bigThree.find((reading) => reading.key === 'sun')} />
          <BigThreeCard label={t('bodies.moon')} sign={chart.bodies.moon.sign} reading={bigThree.find((reading) => reading.key === 'moon')} />
          {chart.ascendant ? <BigThreeCard label={t('points.ascendant')} sign={chart.ascendant.sign} reading={bigThree.find((reading) => reading.key === 'ascendant')} /> : null}
        </ul>
      </section>
      <section className="chart-section" aria-labelledby="chart-wheel-title">
        <h2 id="chart-wheel-title" className="astro-section-title">
          {t('natal.wheelTitle')}
        </h2>
        <div className="chart-layout">
          <div className="chart-layout__wheel">
            <ChartWheel
              chart={chart}
              labels={{
                title: name ? t('natal.wheelLabelNamed', { name }) : t('natal.wheelLabel'),
                description: t('natal.wheelDescription'),
                ascendant: t('points.ascShort'),
                mc: t('points.mcShort'),
              }}
            />
          </div>
          <div className="chart-layout__tables">
            <PlanetTable chart={chart} />
            {chart.houses && chart.houseSystem ? <HouseTable houses={chart.houses} system={chart.houseSystem} /> : null}
          </div>
        </div>
      </section>
      <section className="chart-section" aria-labelledby="aspects-title">
        <h2 id="aspects-title" className="astro-section-title">
          {t('natal.aspectsTitle')}
        </h2>
        <AspectGrid chart={chart} />
      </section>
      {chart.interpretation?.bodies.length ? (
        <section className="chart-section chart-readings" aria-labelledby="readings-title">
          <h2 id="readings-title" className="astro-section-title">
            {t('natal.readingsTitle')}
          </h2>
          {chart.interpretation.bodies.map((reading) => (
            <ReadingBlock key={reading.key} reading={reading} />
          ))}
        </section>
      ) : null}
    </>
  );
}

function BigThreeCard({ label, sign, reading }: { label: string; sign: number; reading: ChartReading | undefined }) {
  const { t } = useTranslation('astrology');
  return (
    <li className="big-three__card">
      <span className="big-three__symbol" aria-hidden="true">
        {SIGN_SYMBOLS[sign]}
      </span>
      <h3 className="big-three__title">
        <span className="big-three__label">{label}</span> <span className="big-three__sign">{t(`signs.${sign}`)}</span>
      </h3>
      {reading ? <p className="big-three__text">{reading.text}</p> : null}
    </li>
  );
}

function ReadingBlock({ reading }: { reading: ChartReading }) {
  return (
    <article className="chart-reading">
      <h3>{reading.title}</h3>
      <p>{reading.text}</p>
    </article>
  );
}
