import { EXCHANGE_RATE_BASES } from '@meydan/shared/contracts';
import { EDITIONS, EXCHANGE_RATES_SLUGS } from '@meydan/shared/util/routing';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { PERIODIC_SERIES } from './data/site-metadata';
import { EXCHANGE_RATE_HISTORY_DAYS, EXCHANGE_RATE_QUOTES, type ExchangeRateRow, planExchangeRates, rateDays, seedExchangeRates, TROY_OUNCE_GRAMS } from './exchange-rates';
import { SEED_BASE_DATE } from './plan';

// A fresh PGlite database (when no PostgreSQL server is reachable) takes a few seconds to start.
jest.setTimeout(60_000);

/** Where each stored rate must stay over the whole history: real late-2026 levels, with some room. */
const BOUNDS: Record<string, [number, number]> = {
  'USD/TRY': [41, 43],
  'EUR/TRY': [47.5, 50.5],
  'GBP/TRY': [54.5, 57.5],
  'GAU/TRY': [5_200, 6_000],
  'EUR/USD': [1.12, 1.2],
  'GBP/USD': [1.3, 1.37],
  // 145 to 160 yen to the dollar.
  'JPY/USD': [1 / 160, 1 / 145],
  'XAU/USD': [3_800, 4_400],
  'USD/RUB': [79, 83],
  'EUR/RUB': [91, 97],
  'GBP/RUB': [105, 111],
  'CNY/RUB': [11, 11.7],
  'GAU/RUB': [10_000, 11_500],
};

const plan = planExchangeRates(SEED_BASE_DATE);

function history(rows: readonly ExchangeRateRow[]): Map<string, ExchangeRateRow[]> {
  const byPair = new Map<string, ExchangeRateRow[]>();
  for (const row of rows) {
    const pair = `${row.instrument}/${row.base}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), row]);
  }
  return byPair;
}

describe('exchange-rate history in the seed', () => {
  it('is the same on every run', () => {
    expect(planExchangeRates(SEED_BASE_DATE)).toEqual(plan);
  });

  it('quotes every edition’s base, with the currencies its rates bulletin covers', () => {
    expect(Object.keys(EXCHANGE_RATE_QUOTES).sort()).toEqual(Object.values(EXCHANGE_RATE_BASES).sort());
    expect(Object.keys(EXCHANGE_RATE_QUOTES['TRY'] ?? {})).toEqual(['USD', 'EUR', 'GBP', 'GAU']);
    expect(Object.keys(EXCHANGE_RATE_QUOTES['USD'] ?? {})).toEqual(['EUR', 'GBP', 'JPY', 'XAU']);
    expect(Object.keys(EXCHANGE_RATE_QUOTES['RUB'] ?? {})).toEqual(['USD', 'EUR', 'GBP', 'CNY', 'GAU']);
    expect([...history(plan).keys()].sort()).toEqual(Object.keys(BOUNDS).sort());
    // The page lists the issues of the edition's bulletin, found by the page's own slug.
    for (const edition of EDITIONS) {
      expect(PERIODIC_SERIES[edition].find((series) => series.key === EXCHANGE_RATES_SLUGS[edition])).toMatchObject({ frequency: 'weekdays' });
    }
  });

  it('has one rate per pair on each of the last 120 weekdays up to the base date, and none at weekends', () => {
    const days = rateDays(SEED_BASE_DATE);
    expect(days).toHaveLength(EXCHANGE_RATE_HISTORY_DAYS);
    // SEED_BASE_DATE is Friday 20 November 2026.
    expect(days.at(-1)).toBe('2026-11-20');
    expect(days.slice(-6)).toEqual(['2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(days[0]).toBe('2026-06-08');
    for (const [pair, rows] of history(plan)) {
      expect({ pair, days: rows.map((row) => row.rate_date) }).toEqual({ pair, days });
    }
    for (const row of plan) expect([0, 6]).not.toContain(new Date(`${row.rate_date}T12:00:00Z`).getUTCDay());
    // A base date at the weekend ends the history on the Friday before.
    expect(rateDays(new Date('2026-11-22T10:00:00Z')).at(-1)).toBe('2026-11-20');
  });

  it('stays at realistic levels and moves by small daily steps', () => {
    for (const [pair, rows] of history(plan)) {
      const [low, high] = BOUNDS[pair] as [number, number];
      const rates = rows.map((row) => row.rate);
      expect({ pair, low: Math.min(...rates) >= low, high: Math.max(...rates) <= high }).toEqual({ pair, low: true, high: true });
      // Gold moves more than currencies; nothing jumps by more than 1.5 % in a day.
      const moves = rates.slice(1).map((rate, i) => Math.abs(rate / (rates[i] as number) - 1));
      expect(Math.max(...moves)).toBeLessThan(0.015);
      expect(moves.filter((move) => move > 0).length).toBeGreaterThan(moves.length * 0.9);
    }
  });

  it('keeps the bases consistent with one another, as real cross rates are', () => {
    const on = (pair: string, date: string) => plan.find((row) => `${row.instrument}/${row.base}` === pair && row.rate_date === date)?.rate as number;
    for (const date of rateDays(SEED_BASE_DATE).slice(-10)) {
      expect(on('EUR/TRY', date) / on('USD/TRY', date)).toBeCloseTo(on('EUR/USD', date), 3);
      expect(on('GAU/TRY', date) / on('USD/TRY', date)).toBeCloseTo(on('XAU/USD', date) / TROY_OUNCE_GRAMS, 1);
      expect(on('GBP/RUB', date) / on('USD/RUB', date)).toBeCloseTo(on('GBP/USD', date), 3);
    }
  });

  describe('in a database', () => {
    let testDb: TestDatabase;

    beforeAll(async () => {
      testDb = await createTestDatabase();
    });

    afterAll(async () => {
      await testDb.cleanup();
    });

    it('stores the history exactly, and a second run replaces it', async () => {
      expect(await seedExchangeRates(testDb.db, { baseDate: SEED_BASE_DATE })).toBe(plan.length);
      expect(await seedExchangeRates(testDb.db, { baseDate: SEED_BASE_DATE })).toBe(plan.length);
      const { rows } = await testDb.db.query<{ instrument: string; base: string; rate_date: string; rate: string }>(
        `SELECT instrument, base, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, rate::text AS rate FROM exchange_rates ORDER BY rate_date, base, instrument`,
      );
      const sorted = [...plan].sort((a, b) => a.rate_date.localeCompare(b.rate_date) || a.base.localeCompare(b.base) || a.instrument.localeCompare(b.instrument));
      expect(rows.map((row) => ({ ...row, rate: Number(row.rate) }))).toEqual(sorted);
    });

    it('refuses a second rate for the same day and a non-positive rate', async () => {
      const insert = (rate: number) => testDb.db.query("INSERT INTO exchange_rates (instrument, base, rate_date, rate) VALUES ('USD', 'TRY', '2026-11-20', $1)", [rate]);
      await expect(insert(42)).rejects.toThrow();
      await testDb.db.query("DELETE FROM exchange_rates WHERE rate_date = '2026-11-20'");
      await expect(insert(0)).rejects.toThrow();
    });
  });
});
