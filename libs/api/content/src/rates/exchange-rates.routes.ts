import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, requestEdition, setPublicEditionCache } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { EXCHANGE_RATE_DAYS, ExchangeRatesQuerySchema, ExchangeRatesResponseSchema } from '@meydan/shared/contracts';
import { ContentRepository } from '../content.repository';
import { PeriodicRepository } from '../periodic/periodic.repository';
import { ExchangeRatesRepository } from './exchange-rates.repository';
import { ExchangeRatesService } from './exchange-rates.service';

export interface ExchangeRatesRoutesOptions {
  db: Queryable;
  mediaBaseUrl?: string;
}

const ERRORS = errorResponses(400, 500);

/**
 * `GET /living/exchange-rates`: the exchange-rates living page (SPEC §2.7) of the X-Edition
 * edition. Rates change once a weekday, so the default HTTP cache lifetime is plenty.
 */
export const exchangeRatesRoutes: FastifyPluginAsync<ExchangeRatesRoutesOptions> = async (instance, { db, mediaBaseUrl = '/media' }) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const service = new ExchangeRatesService(new ExchangeRatesRepository(db), new PeriodicRepository(db), new ContentRepository(db), { mediaBaseUrl });

  fastify.get(
    '/living/exchange-rates',
    {
      config: { cache: true, access: 'visitor' },
      schema: {
        tags: ['content'],
        summary: 'Exchange rates in the edition’s currency, with their recent history and the latest rates bulletins',
        description:
          'Daily reference rates (indicative, not for trading) in the edition’s base currency: TRY (tr), USD (en), RUB (ru). Each item has the ' +
          'latest rate, the rate day before, the change, and a series of its last `days` rate days (weekdays), oldest first. `rate` is the price ' +
          'of `unit` units of the instrument (100 for JPY); gold is XAU per troy ounce or GAU per gram. latestIssues are the newest articles of ' +
          'the edition’s weekday rates bulletin (`series`, a periodic content).',
        querystring: ExchangeRatesQuerySchema,
        response: { 200: ExchangeRatesResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const result = await service.page(requestEdition(request), request.query.days ?? EXCHANGE_RATE_DAYS.default);
      setPublicEditionCache(reply);
      return result;
    },
  );
};
