import { HttpError, normalizePlainText, plainTextLength } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { ASTRO_READING_TEXT, ASTRO_READING_YEARS_AROUND, type AstroReading, type AstroReadingPeriod, type AstroReadingWriteBody } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { isCalendarDay, isPeriodStart, isWithinYears, istanbulDayOf, periodEndOf, periodStartOf, releaseInstantOf } from './periods';
import { type ReadingKey, type ReadingRow, ReadingsRepository, type ReadingTexts } from './readings.repository';
import { SIGN_MESSAGES } from './signs.messages';
import { signRef } from './signs.service';

const SECTIONS = ['general', 'love', 'career', 'health'] as const;

/** The sign pages' readings: what a reader may see, and what an editor writes. */
export class ReadingsService {
  private readonly readings: ReadingsRepository;

  constructor(db: Db, private readonly clock: () => number = Date.now) {
    this.readings = new ReadingsRepository(db);
  }

  /** A day the API serves readings around: a real day within two years of today (400 otherwise). */
  private checkedDay(day: string): string {
    if (!isCalendarDay(day)) throw new HttpError(400, SIGN_MESSAGES.notADay);
    if (!isWithinYears(day, istanbulDayOf(this.clock()), ASTRO_READING_YEARS_AROUND)) {
      throw new HttpError(400, SIGN_MESSAGES.dateOutOfRange, { params: { years: ASTRO_READING_YEARS_AROUND } });
    }
    return day;
  }

  /** The published reading of the period containing `date` (today in Istanbul by default). */
  async reading(sign: number, period: AstroReadingPeriod, edition: Edition, date: string | undefined): Promise<AstroReading> {
    const day = date === undefined ? istanbulDayOf(this.clock()) : this.checkedDay(date);
    const key = { sign, period, periodStart: periodStartOf(period, day), edition };
    const answer = await this.answer(key);
    if (!answer) throw new HttpError(404, SIGN_MESSAGES.readingNotFound);
    return answer;
  }

  /** An editor writes (or rewrites) a reading; it answers as readers will see it once published. */
  async write(sign: number, period: AstroReadingPeriod, periodStart: string, body: AstroReadingWriteBody, editorId: string): Promise<AstroReading> {
    this.checkedDay(periodStart);
    if (!isPeriodStart(period, periodStart)) throw new HttpError(400, SIGN_MESSAGES.notAPeriodStart);
    const key = { sign, period, periodStart, edition: body.edition };
    const texts: ReadingTexts = { ...sectionsOf(body), luckyNumber: body.luckyNumber ?? null };
    const now = this.clock();
    await this.readings.upsert(key, texts, editorId, new Date(releaseInstantOf(periodStart)), new Date(now));
    const published = await this.answer(key, { unpublished: true });
    if (!published) throw new Error('the reading just written is missing');
    return published;
  }

  /** The reading with its neighbours as readers see them; `unpublished` also finds one not out yet (its editor's answer). */
  private async answer(key: ReadingKey, { unpublished = false } = {}): Promise<AstroReading | null> {
    const now = new Date(this.clock());
    const row = await this.readings.find(key, unpublished ? null : now);
    if (!row) return null;
    const { previous, next } = await this.readings.neighbours(key, now);
    return toReading(row, previous, next);
  }
}

function sectionsOf(body: AstroReadingWriteBody): Omit<ReadingTexts, 'luckyNumber'> {
  const sections = Object.fromEntries(SECTIONS.map((field) => [field, normalizePlainText(body[field])])) as Record<(typeof SECTIONS)[number], string>;
  for (const field of SECTIONS) {
    const length = plainTextLength(sections[field]);
    if (length < ASTRO_READING_TEXT.min || length > ASTRO_READING_TEXT.max) {
      throw new HttpError(400, SIGN_MESSAGES.textLength, { params: { min: ASTRO_READING_TEXT.min, max: ASTRO_READING_TEXT.max, field } });
    }
  }
  return sections;
}

function toReading(row: ReadingRow, previous: string | null, next: string | null): AstroReading {
  return {
    sign: signRef(row.sign, row.edition),
    period: row.period,
    edition: row.edition,
    periodStart: row.periodStart,
    periodEnd: periodEndOf(row.period, row.periodStart),
    general: row.general,
    love: row.love,
    career: row.career,
    health: row.health,
    luckyNumber: row.luckyNumber,
    publishedAt: row.publishedAt,
    previous,
    next,
  };
}
