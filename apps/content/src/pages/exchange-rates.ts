import { ExchangeRatesPage, loadExchangeRates } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/doviz-kurlari`, `/exchange-rates`, `/kursy-valyut`: rates in the edition's own currency. */
export const page: RoutePage = { Component: ExchangeRatesPage, load: loadExchangeRates };
