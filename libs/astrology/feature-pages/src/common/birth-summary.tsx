import type { BirthDetails } from '@meydan/astrology/data-access';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';
import { useTranslation } from '@meydan/shared/util/translate';

/** "UTC+03:00" for an offset in minutes east (whole minutes; local mean time shows as UTC+01:57). */
export function utcOffsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const total = Math.round(Math.abs(minutes));
  return `UTC${sign}${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The calendar day as the edition writes it: "14 Mayıs 1990". */
export function birthDayText(date: string, edition: Edition): string {
  return new Intl.DateTimeFormat(EDITION_LOCALES[edition], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The details a result was computed from, in one line: day, time, place and the clock then in force. */
export function BirthSummary({ details, edition, utcOffsetMinutes }: { details: BirthDetails; edition: Edition; utcOffsetMinutes?: number }) {
  const { t } = useTranslation('astrology');
  return (
    <p className="birth-summary">
      <span>{birthDayText(details.date, edition)}</span>
      <span>{details.time ?? t('birth.timeUnknownShort')}</span>
      <span>{details.place || t('birth.coordinatesLabel', { latitude: details.latitude.toFixed(4), longitude: details.longitude.toFixed(4) })}</span>
      {utcOffsetMinutes !== undefined ? <span title={details.timezone}>{`${details.timezone} (${utcOffsetText(utcOffsetMinutes)})`}</span> : null}
    </p>
  );
}
