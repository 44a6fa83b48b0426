import type { Queryable } from '@meydan/api/db';

export interface RateRow {
  instrument: string;
  /** YYYY-MM-DD (text, so no driver turns it into a local-midnight Date). */
  rate_date: string;
  /** numeric as text: the driver would otherwise round it through a float or hand back a string anyway. */
  rate: string;
}

export class ExchangeRatesRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The latest `days` rate days of every instrument quoted in `base`, oldest first per instrument.
   * Rate days skip weekends and holidays, so the read first narrows to a calendar window that
   * surely holds `days` of them (the index serves it), then counts them per instrument.
   */
  async latest(base: string, days: number): Promise<RateRow[]> {
    const { rows } = await this.db.query<RateRow>(
      `SELECT instrument, to_char(rate_date, 'YYYY-MM-DD') AS rate_date, rate::text AS rate FROM (
         SELECT instrument, rate_date, rate, row_number() OVER (PARTITION BY instrument ORDER BY rate_date DESC) AS n
         FROM exchange_rates
         WHERE base = $1 AND rate_date > (SELECT max(rate_date) FROM exchange_rates WHERE base = $1) - ($2::int * 2 + 14)
       ) r
       WHERE n <= $2
       ORDER BY instrument, rate_date`,
      [base, days],
    );
    return rows;
  }
}
