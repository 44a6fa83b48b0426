import type { Db } from '@meydan/api/db';
import type { AstroReadingPeriod } from '@meydan/shared/contracts';
import { EDITIONS, ZODIAC_SIGNS } from '@meydan/shared/util/routing';
import { istanbulDayOf, periodStartOf, releaseInstantOf, shiftPeriod } from './periods';
import { ReadingComposer } from './reading-composer';
import { ReadingsRepository } from './readings.repository';

/**
 * The periods the demo seed writes, around the current one: from `back` periods before it to
 * `ahead` after (issue 17 item 5: "seeded for the current periods").
 */
export const SEEDED_PERIODS: Readonly<Record<AstroReadingPeriod, { back: number; ahead: number }>> = {
  daily: { back: 7, ahead: 1 },
  weekly: { back: 3, ahead: 1 },
  monthly: { back: 2, ahead: 1 },
  yearly: { back: 1, ahead: 1 },
};

export type ReadingsSeedSummary = Record<AstroReadingPeriod, number> & { readings: number };

/** The period starts the seed covers on `today`, oldest first. */
export function seededStarts(period: AstroReadingPeriod, today: string): string[] {
  const { back, ahead } = SEEDED_PERIODS[period];
  const current = periodStartOf(period, today);
  return Array.from({ length: back + ahead + 1 }, (_, i) => shiftPeriod(period, current, i - back));
}

/**
 * ASTRO_DEMO=1: composed readings for every sign and edition over SEEDED_PERIODS, each published
 * the day before its period starts (readings.service shows them from then on). Idempotent: a
 * reading that exists, an editor's included, is never touched.
 */
export async function seedReadings(db: Db, now: number = Date.now()): Promise<ReadingsSeedSummary> {
  const repository = new ReadingsRepository(db);
  const composer = new ReadingComposer();
  const today = istanbulDayOf(now);
  const summary: ReadingsSeedSummary = { daily: 0, weekly: 0, monthly: 0, yearly: 0, readings: 0 };
  for (const period of Object.keys(SEEDED_PERIODS) as AstroReadingPeriod[]) {
    const starts = seededStarts(period, today);
    const existing = await repository.startsIn(period, starts[0] ?? today, starts[starts.length - 1] ?? today);
    for (const start of starts) {
      const publishedAt = new Date(releaseInstantOf(start));
      const missing = ZODIAC_SIGNS.flatMap((_slug, sign) => EDITIONS.filter((edition) => !existing.has(`${sign}:${edition}:${start}`)).map((edition) => ({ sign, edition })));
      if (missing.length === 0) continue;
      const written = await db.transaction(async (tx) => {
        let count = 0;
        for (const { sign, edition } of missing) {
          const texts = composer.compose(sign, period, start, edition);
          if (await repository.insertIfMissing({ sign, period, periodStart: start, edition }, texts, publishedAt, tx)) count++;
        }
        return count;
      });
      summary[period] += written;
      summary.readings += written;
    }
  }
  return summary;
}
