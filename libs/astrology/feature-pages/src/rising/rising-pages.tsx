import { astroApi, parseBirthSearch, risingSignQuery, useGetRisingSignQuery } from '@meydan/astrology/data-access';
import { degreeText, SIGN_SYMBOLS } from '@meydan/astrology/ui';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { Link, useLocation } from '@meydan/shared/util/router';
import { routePath } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';
import { astroHead, personalHead } from '../common/astro-head';
import { AstroBreadcrumbs, AstroPage, AstroToolLinks } from '../common/astro-nav';
import { BirthSummary } from '../common/birth-summary';
import { PlaceCredits } from '../common/place-credits';
import { ResultFailure, ResultProblem } from '../common/result-state';
import { ShareResult } from '../common/share-result';
import { BirthToolPage } from '../birth/birth-tool-page';

/** `/astroloji/yukselen-burc-hesaplama`: the rising sign form. */
export async function loadRisingForm(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  return { head: astroHead(ctx, t('rising.headTitle'), t('rising.description')) };
}

export function RisingFormPage({ edition }: RoutePageProps) {
  return <BirthToolPage mode="rising" edition={edition} />;
}

/** `/astroloji/yukselen-burc-hesaplama/sonuc?…`: the rising sign, computed again from the address (personal: never cached or indexed). */
export async function loadRisingResult(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'astrology');
  const parsed = parseBirthSearch(ctx.search);
  const query = 'details' in parsed ? risingSignQuery(parsed.details) : null;
  if (query) await prefetchQuery(ctx, astroApi.endpoints.getRisingSign.initiate({ edition: ctx.edition, ...query }));
  return { head: personalHead(t('rising.resultHeadTitle'), t('rising.description')), personal: true };
}

export function RisingResultPage({ edition, origin }: RoutePageProps) {
  const { t } = useTranslation('astrology');
  const { search } = useLocation();
  const parsed = parseBirthSearch(search);
  const details = 'details' in parsed ? parsed.details : null;
  const query = details ? risingSignQuery(details) : null;
  const { data, error, isFetching, refetch } = useGetRisingSignQuery(query ? { edition, ...query } : { edition, year: 0, month: 0, day: 0, hour: 0, minute: 0, latitude: 0, longitude: 0, timezone: '' }, { skip: !query });
  const formPath = `${routePath(edition, 'astrology.rising-sign')}${search}`;
  const problem = 'problem' in parsed ? parsed.problem : details && !details.time ? 'time' : null;

  return (
    <AstroPage className="astro-rising-result">
      <AstroBreadcrumbs edition={edition} trail={[{ label: t('tools.rising.name'), to: routePath(edition, 'astrology.rising-sign') }, { label: t('rising.resultCrumb') }]} />
      <header className="astro-hero astro-hero--result">
        <h1>{data ? t('rising.resultTitleSign', { sign: data.name }) : t('rising.resultTitle')}</h1>
        {details ? <BirthSummary details={details} edition={edition} utcOffsetMinutes={data?.utcOffsetMinutes} /> : null}
        <p className="astro-hero__actions">
          <Link className="button button--ghost" to={formPath}>
            {t('result.change')}
          </Link>
          {data ? <ShareResult text={t('rising.resultTitleSign', { sign: data.name })} url={`${origin}${routePath(edition, 'astrology.rising-sign.result')}${search}`} /> : null}
        </p>
      </header>
      {problem ? <ResultProblem problem={problem} formPath={formPath} /> : null}
      {query && !data && error ? <ResultFailure error={error} formPath={formPath} onRetry={() => void refetch()} /> : null}
      {query && !data && !error && isFetching ? <p className="astro-loading">{t('rising.computing')}</p> : null}
      {data ? (
        <article className="rising-result">
          <div className="rising-result__badge" aria-hidden="true">
            {SIGN_SYMBOLS[data.sign]}
          </div>
          <p className="rising-result__degree">{t('rising.degree', { sign: data.name, degree: degreeText(data.degree) })}</p>
          {data.warnings.map((warning, index) => (
            <p key={index} className="notice notice--info">
              {warning.message}
            </p>
          ))}
          <p className="rising-result__text">{data.text}</p>
          <p className="rising-result__links">
            <Link className="button" to={routePath(edition, 'astrology.sign', { burc: data.slug })}>
              {t('rising.aboutSign', { sign: data.name })}
            </Link>
            <Link className="button button--primary" to={`${routePath(edition, 'astrology.natal-chart.result')}${search}`}>
              {t('rising.fullChart')}
            </Link>
          </p>
        </article>
      ) : null}
      <PlaceCredits />
      <AstroToolLinks edition={edition} except="rising" />
    </AstroPage>
  );
}
