import type { AstroReadingPeriod } from '@meydan/shared/contracts/constants';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A reading's period as the edition writes it: "28 Kasım 2026 Cumartesi", "23–29 November 2026",
 * "ноябрь 2026", "2026" (Intl formats the ranges, so each language joins them its own way).
 */
export function periodText(period: AstroReadingPeriod, start: string, end: string, edition: Edition): string {
  const locale = EDITION_LOCALES[edition];
  switch (period) {
    case 'daily':
      return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long', timeZone: 'UTC' }).format(utc(start));
    case 'weekly':
      return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(utc(start), utc(end));
    case 'monthly':
      return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(start));
    case 'yearly':
      return start.slice(0, 4);
  }
}
