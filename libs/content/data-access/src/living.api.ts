import { baseApi } from '@meydan/shared/data-access/api-client';
import type { ExchangeRatesQuery, ExchangeRatesResponse } from '@meydan/shared/contracts';

/** The living pages that are not article listings: the exchange rates. */
export const livingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExchangeRates: build.query<ExchangeRatesResponse, ExchangeRatesQuery>({
      query: (params) => ({ url: '/living/exchange-rates', params }),
    }),
  }),
});

export const { useGetExchangeRatesQuery } = livingApi;
