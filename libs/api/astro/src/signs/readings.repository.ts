import type { Db, Queryable } from '@meydan/api/db';
import type { AstroReadingPeriod } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

export interface ReadingKey {
  sign: number;
  period: AstroReadingPeriod;
  periodStart: string;
  edition: Edition;
}

export interface ReadingTexts {
  general: string;
  love: string;
  career: string;
  health: string;
  luckyNumber: number | null;
}

export interface ReadingRow extends ReadingKey, ReadingTexts {
  publishedAt: string;
}

const COLUMNS = `sign, period, to_char(period_start, 'YYYY-MM-DD') AS "periodStart", edition, general, love, career, health,
  lucky_number AS "luckyNumber", published_at AS "publishedAt"`;

/** The astro_readings table (migration 0031). Times are passed in, so specs and the seed control "now". */
export class ReadingsRepository {
  constructor(private readonly db: Db) {}

  /** The reading of a period, if it is published by `publishedBy` (null: published or not, for its editor). */
  async find(key: ReadingKey, publishedBy: Date | null): Promise<ReadingRow | null> {
    const { rows } = await this.db.query<ReadingRow & { publishedAt: Date | string }>(
      `SELECT ${COLUMNS} FROM astro_readings
       WHERE sign = $1 AND period = $2 AND period_start = $3 AND edition = $4 AND ($5::timestamptz IS NULL OR published_at <= $5)`,
      [key.sign, key.period, key.periodStart, key.edition, publishedBy],
    );
    const row = rows[0];
    return row ? { ...row, publishedAt: new Date(row.publishedAt).toISOString() } : null;
  }

  /** The starts of the nearest published readings before and after a period (gaps are skipped). */
  async neighbours(key: ReadingKey, now: Date): Promise<{ previous: string | null; next: string | null }> {
    const { rows } = await this.db.query<{ previous: string | null; next: string | null }>(
      `SELECT
         (SELECT to_char(max(period_start), 'YYYY-MM-DD') FROM astro_readings
           WHERE sign = $1 AND period = $2 AND edition = $4 AND period_start < $3 AND published_at <= $5) AS previous,
         (SELECT to_char(min(period_start), 'YYYY-MM-DD') FROM astro_readings
           WHERE sign = $1 AND period = $2 AND edition = $4 AND period_start > $3 AND published_at <= $5) AS next`,
      [key.sign, key.period, key.periodStart, key.edition, now],
    );
    return { previous: rows[0]?.previous ?? null, next: rows[0]?.next ?? null };
  }

  /**
   * An editor's reading: written, or rewritten in place. A new reading goes out at `releaseAt`
   * (or now, if that has passed); a rewrite keeps its publication date.
   */
  async upsert(key: ReadingKey, texts: ReadingTexts, writtenBy: string, releaseAt: Date, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO astro_readings (sign, period, period_start, edition, general, love, career, health, lucky_number, written_by, published_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, GREATEST($11::timestamptz, $12::timestamptz), $12)
       ON CONFLICT (sign, period, period_start, edition) DO UPDATE SET
         general = EXCLUDED.general, love = EXCLUDED.love, career = EXCLUDED.career, health = EXCLUDED.health,
         lucky_number = EXCLUDED.lucky_number, written_by = EXCLUDED.written_by, updated_at = EXCLUDED.updated_at`,
      [key.sign, key.period, key.periodStart, key.edition, texts.general, texts.love, texts.career, texts.health, texts.luckyNumber, writtenBy, releaseAt, now],
    );
  }

  /** A composed (demo) reading unless one exists; whether it was written. */
  async insertIfMissing(key: ReadingKey, texts: ReadingTexts, publishedAt: Date, on: Queryable = this.db): Promise<boolean> {
    const { rows } = await on.query<{ sign: number }>(
      `INSERT INTO astro_readings (sign, period, period_start, edition, general, love, career, health, lucky_number, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (sign, period, period_start, edition) DO NOTHING RETURNING sign`,
      [key.sign, key.period, key.periodStart, key.edition, texts.general, texts.love, texts.career, texts.health, texts.luckyNumber, publishedAt],
    );
    return rows.length > 0;
  }

  /** The period starts already written for a period and edition in [from, to] (the seed skips them). */
  async startsIn(period: AstroReadingPeriod, from: string, to: string): Promise<Set<string>> {
    const { rows } = await this.db.query<{ key: string }>(
      `SELECT sign || ':' || edition || ':' || to_char(period_start, 'YYYY-MM-DD') AS key FROM astro_readings
       WHERE period = $1 AND period_start BETWEEN $2 AND $3`,
      [period, from, to],
    );
    return new Set(rows.map((row) => row.key));
  }
}
