import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import { livingApi } from '@meydan/content/data-access';
import { formatDay } from '@meydan/shared/util/i18n';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { EXCHANGE_RATES_ARGS, exchangeRatesCrumbs, exchangeRatesPath } from './exchange-rates-page';
import { peopleHead } from './people-head';
import { breadcrumbJsonLd } from './structured-data';

/** `/doviz-kurlari` (tr), `/exchange-rates` (en), `/kursy-valyut` (ru): one API read, rendered on the server. */
export async function loadExchangeRates(ctx: RouteContext): Promise<LoaderResult> {
  const { data, error } = await prefetchQuery(ctx, livingApi.endpoints.getExchangeRates.initiate(EXCHANGE_RATES_ARGS));
  if (error || !data) return { status: 500 };
  const t = ctx.i18n.getFixedT(ctx.edition, 'content');
  const path = exchangeRatesPath(ctx.edition);
  return {
    head: peopleHead(ctx, {
      path,
      title: t('rates.title'),
      description: data.asOf ? t('rates.description', { date: formatDay(data.asOf, ctx.edition) }) : t('rates.lead'),
      type: 'website',
      jsonLd: breadcrumbJsonLd(ctx.origin, exchangeRatesCrumbs(t, ctx.edition)),
    }),
  };
}
