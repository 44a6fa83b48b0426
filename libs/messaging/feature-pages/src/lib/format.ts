import type { TFunction } from 'i18next';
import { DEFAULT_ERROR_MESSAGE, normalizeError } from '@meydan/shared/util/errors';
import { formatDay, formatShortDay, formatTimeline } from '@meydan/shared/util/i18n';
import { EDITION_LOCALES, type Edition } from '@meydan/shared/util/routing';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How a member is called on these pages: their name, else their username. */
export function displayName(member: { name: string | null; username: string }): string {
  return member.name?.trim() || member.username;
}

export { type DayGroup, groupByDay } from '@meydan/shared/util/i18n';

/**
 * The conversation list's short time: "now", "5 min. ago" (in the edition's language), the time
 * of day for today, "Yesterday", then the day (without the year in the current year).
 */
export function listStamp(date: string, edition: Edition, labels: { justNow: string; yesterday: string }, now = Date.now()): string {
  const at = Date.parse(date);
  if (Number.isNaN(at)) return '';
  const age = now - at;
  if (age < MINUTE_MS) return labels.justNow;
  if (age < HOUR_MS) {
    return new Intl.RelativeTimeFormat(EDITION_LOCALES[edition], { numeric: 'always', style: 'short' }).format(-Math.floor(age / MINUTE_MS), 'minute');
  }
  const stamp = formatTimeline(date, edition, now);
  if (!stamp.day) return stamp.time;
  if (formatDay(date, edition) === formatDay(now - DAY_MS, edition)) return labels.yesterday;
  const sameYear = new Date(at).getUTCFullYear() === new Date(now).getUTCFullYear();
  return sameYear ? formatShortDay(date, edition) : stamp.day;
}

/**
 * SPEC §8 for message actions: a refusal (4xx) shows the API's own localized message (a block,
 * a closed account, a rule of §5); a network failure or a server error shows "Operation failed,
 * please try again." `t` is the common namespace's.
 */
export function actionErrorText(t: TFunction, error: unknown): string {
  const { message, statusCode } = normalizeError(error);
  if (statusCode >= 400 && statusCode < 500 && message !== DEFAULT_ERROR_MESSAGE) return message;
  return t('errors.actionFailed');
}

/** The HTTP status of a failed RTK Query call (500 when it never reached the server). */
export function statusOf(error: unknown): number {
  return normalizeError(error).statusCode;
}
