import type { Db } from '../db.types';
import { Prng } from './prng';

/**
 * Demo data for the exchange-rates living page: a deterministic history of daily reference rates
 * on the last {@link EXCHANGE_RATE_HISTORY_DAYS} weekdays up to the seed's base date.
 *
 * A few market drivers (USD/TRY, EUR/USD, gold in dollars per ounce, …) each walk around a
 * straight line between two realistic levels, pulled back towards it every day, so the history
 * wanders by small daily moves yet stays near real late-2026 levels. Every stored rate is derived
 * from the same drivers, so the bases agree with one another (euro in lira ≈ euro in dollars ×
 * dollar in lira) the way real quotes do. A PRNG of its own keeps the other seed streams unchanged.
 */
export const EXCHANGE_RATE_HISTORY_DAYS = 120;
export const TROY_OUNCE_GRAMS = 31.1034768;
const SEED = 0xfe_2026;
/** How strongly a driver keeps yesterday's distance from its line (1 would never come back). */
const PERSISTENCE = 0.85;

interface Driver {
  /** The line's level on the first and on the last rate day. */
  from: number;
  to: number;
  /** Standard deviation of the daily relative move. */
  volatility: number;
}

const DRIVERS = {
  USDTRY: { from: 41.55, to: 42.45, volatility: 0.001 },
  EURUSD: { from: 1.158, to: 1.163, volatility: 0.002 },
  GBPUSD: { from: 1.336, to: 1.326, volatility: 0.0025 },
  USDJPY: { from: 151.2, to: 154.8, volatility: 0.003 },
  USDCNY: { from: 7.125, to: 7.098, volatility: 0.001 },
  USDRUB: { from: 81.2, to: 80.6, volatility: 0.0025 },
  XAUUSD: { from: 4090, to: 4150, volatility: 0.005 },
} as const satisfies Record<string, Driver>;

type Levels = Readonly<Record<keyof typeof DRIVERS, number>>;

/**
 * What each base currency quotes, as the price of ONE unit of the instrument in the base. The
 * bases are those of the editions (tr TRY, en USD, ru RUB); gold is XAU per troy ounce, GAU per gram.
 */
export const EXCHANGE_RATE_QUOTES: Readonly<Record<string, Readonly<Record<string, (d: Levels) => number>>>> = {
  TRY: {
    USD: (d) => d.USDTRY,
    EUR: (d) => d.EURUSD * d.USDTRY,
    GBP: (d) => d.GBPUSD * d.USDTRY,
    GAU: (d) => (d.XAUUSD / TROY_OUNCE_GRAMS) * d.USDTRY,
  },
  USD: {
    EUR: (d) => d.EURUSD,
    GBP: (d) => d.GBPUSD,
    JPY: (d) => 1 / d.USDJPY,
    XAU: (d) => d.XAUUSD,
  },
  RUB: {
    USD: (d) => d.USDRUB,
    EUR: (d) => d.EURUSD * d.USDRUB,
    GBP: (d) => d.GBPUSD * d.USDRUB,
    CNY: (d) => d.USDRUB / d.USDCNY,
    GAU: (d) => (d.XAUUSD / TROY_OUNCE_GRAMS) * d.USDRUB,
  },
};

export interface ExchangeRateRow {
  instrument: string;
  base: string;
  /** YYYY-MM-DD */
  rate_date: string;
  rate: number;
}

/** The last `count` weekdays up to and including `baseDate`'s UTC day, oldest first. */
export function rateDays(baseDate: Date, count: number = EXCHANGE_RATE_HISTORY_DAYS): string[] {
  const days: string[] = [];
  const day = new Date(Date.UTC(baseDate.getUTCFullYear(), baseDate.getUTCMonth(), baseDate.getUTCDate()));
  while (days.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return days.reverse();
}

/** Four decimals, as rate tables print them; sub-unit prices (yen in dollars) keep six significant digits. */
function roundRate(value: number): number {
  return value >= 1 ? Math.round(value * 10_000) / 10_000 : Number(value.toPrecision(6));
}

/** Every stored rate of the history, per base and instrument, oldest day first. */
export function planExchangeRates(baseDate: Date): ExchangeRateRow[] {
  const rng = new Prng(SEED);
  const days = rateDays(baseDate);
  const last = days.length - 1;
  const names = Object.keys(DRIVERS) as Array<keyof typeof DRIVERS>;
  const offset = Object.fromEntries(names.map((name) => [name, 0])) as Record<keyof typeof DRIVERS, number>;
  const rows: ExchangeRateRow[] = [];
  days.forEach((date, index) => {
    const levels = {} as Record<keyof typeof DRIVERS, number>;
    for (const name of names) {
      const { from, to, volatility } = DRIVERS[name];
      offset[name] = PERSISTENCE * offset[name] + volatility * rng.gaussian();
      levels[name] = (from + ((to - from) * index) / last) * Math.exp(offset[name]);
    }
    for (const [base, quotes] of Object.entries(EXCHANGE_RATE_QUOTES)) {
      for (const [instrument, price] of Object.entries(quotes)) rows.push({ instrument, base, rate_date: date, rate: roundRate(price(levels)) });
    }
  });
  return rows;
}

/** Replaces the stored rates with the planned history (one transaction); returns the row count. */
export async function seedExchangeRates(db: Db, options: { baseDate: Date }): Promise<number> {
  const rows = planExchangeRates(options.baseDate);
  await db.transaction(async (tx) => {
    await tx.exec('DELETE FROM exchange_rates');
    await tx.query(
      `INSERT INTO exchange_rates (instrument, base, rate_date, rate)
       SELECT instrument, base, rate_date, rate FROM jsonb_to_recordset($1::jsonb) AS x(instrument text, base text, rate_date date, rate numeric)`,
      [JSON.stringify(rows)],
    );
  });
  return rows.length;
}
