import { type Static, Type } from '@sinclair/typebox';
import type { Edition } from '@meydan/shared/util/routing';
import { Nullable } from './common.schema';
import { ArticleSummarySchema } from './content.schema';
import { EXCHANGE_RATE_DAYS } from '../constants';

/*
 * The exchange-rates living page (SPEC §2.7): daily reference rates against the edition's own
 * currency, the day's change, a short history, and the latest issues of the edition's weekday
 * rates bulletin (a periodic series). The stored rates are edition-independent; an edition reads
 * the ones quoted in its base currency.
 */

/** The currency every rate of an edition is quoted in. */
export const EXCHANGE_RATE_BASES: Readonly<Record<Edition, string>> = { tr: 'TRY', en: 'USD', ru: 'RUB' };

/** Bulletin issues listed under the rates. */
export const EXCHANGE_RATE_ISSUES_LIMIT = 5;

const RateDateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day, YYYY-MM-DD' });

export const ExchangeRatesQuerySchema = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({
        minimum: EXCHANGE_RATE_DAYS.min,
        maximum: EXCHANGE_RATE_DAYS.max,
        default: EXCHANGE_RATE_DAYS.default,
        description: 'How many of the latest rate days each instrument’s series holds (weekends and holidays have none).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ExchangeRatesQuery = Static<typeof ExchangeRatesQuerySchema>;

export const ExchangeRatePointSchema = Type.Object({ date: RateDateSchema, rate: Type.Number({ exclusiveMinimum: 0 }) });
export type ExchangeRatePoint = Static<typeof ExchangeRatePointSchema>;

export const ExchangeRateSchema = Type.Object({
  /** ISO 4217 code; gold is XAU (troy ounce) or GAU (gram). */
  code: Type.String(),
  /** The instrument's name in the edition's language. */
  name: Type.String(),
  /** How many units of the instrument `rate` buys: 1, or 100 for currencies quoted per hundred (JPY). */
  unit: Type.Integer({ minimum: 1 }),
  /** Price of `unit` units of the instrument in the base currency, on the latest rate day. */
  rate: Type.Number({ exclusiveMinimum: 0 }),
  /** The rate of the rate day before; null when there is none. */
  previous: Nullable(Type.Number({ exclusiveMinimum: 0 })),
  change: Nullable(Type.Number()),
  /** change / previous × 100. */
  changePercent: Nullable(Type.Number()),
  /** Oldest first, ending with the latest rate. */
  series: Type.Array(ExchangeRatePointSchema),
});
export type ExchangeRate = Static<typeof ExchangeRateSchema>;

export const ExchangeRatesResponseSchema = Type.Object({
  /** ISO 4217 code of the edition's currency (see EXCHANGE_RATE_BASES). */
  base: Type.String(),
  /** The latest rate day; null while there are no rates. */
  asOf: Nullable(RateDateSchema),
  items: Type.Array(ExchangeRateSchema),
  /** The edition's weekday rates bulletin; null when the edition has none. */
  series: Nullable(Type.Object({ key: Type.String(), title: Type.String(), description: Type.String() })),
  /** Its latest listed issues, newest first. */
  latestIssues: Type.Array(ArticleSummarySchema),
});
export type ExchangeRatesResponse = Static<typeof ExchangeRatesResponseSchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { EXCHANGE_RATE_DAYS };
