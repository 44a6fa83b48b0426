import { localize } from '@meydan/api/core';
import type { DayChartWarning, LocalToUtcResult, NatalChartWarning } from '@meydan/astrology/engine';
import type { ChartWarning } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { RU_SIGN_MOVES, SIGN_NAMES } from './texts/sign-names';
import { BODY_TEXTS, POLAR_SYSTEM_NAMES, WARNING_TEXTS } from './texts/warning-texts';

/*
 * The engine's warnings are codes with facts; the API answers each with its code, a sentence in
 * the edition and the facts (`warnings: [{ code, message, … }]`).
 */

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** HH:MM on the wall clocks of `timezone` at a UTC instant. */
function wallTime(timezone: string, utc: Date | string): string {
  let formatter = clockFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(timezone, formatter);
  }
  return formatter.format(typeof utc === 'string' ? new Date(utc) : utc);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** +03:00, −05:00 (ISO 8601's way of writing an offset). */
function writtenOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

export function polarWarning(warning: NatalChartWarning, edition: Edition): ChartWarning {
  const system = POLAR_SYSTEM_NAMES[warning.from][edition];
  return { code: 'polar-fallback', message: localize(WARNING_TEXTS.polarFallback, edition, { system }), requested: warning.from, used: warning.to };
}

export function dayWarning(warning: DayChartWarning, timezone: string, edition: Edition): ChartWarning {
  if (warning.code === 'birth-time-unknown') return { code: warning.code, message: localize(WARNING_TEXTS.birthTimeUnknown, edition) };
  const body = BODY_TEXTS[warning.body];
  const [from, to] =
    edition === 'ru' ? [RU_SIGN_MOVES[warning.from]?.from, RU_SIGN_MOVES[warning.to]?.into] : [SIGN_NAMES[warning.from]?.[edition], SIGN_NAMES[warning.to]?.[edition]];
  const message = localize(WARNING_TEXTS.signChanged, edition, {
    body: body[edition],
    moved: body.ruMoved,
    from: from ?? '',
    to: to ?? '',
    time: wallTime(timezone, warning.at),
  });
  return { code: warning.code, message, body: warning.body, from: warning.from, to: warning.to, at: warning.at };
}

/** A wall time the clocks skipped or repeated (localToUtc's `gap` and `ambiguous`). */
export function localTimeWarnings(local: LocalToUtcResult, time: { hour: number; minute: number }, timezone: string, edition: Edition): ChartWarning[] {
  const asked = `${pad(time.hour)}:${pad(time.minute)}`;
  if (local.gap) {
    const message = localize(WARNING_TEXTS.localTimeSkipped, edition, { time: asked, used: wallTime(timezone, local.utc) });
    return [{ code: 'local-time-skipped', message }];
  }
  if (local.ambiguous) {
    const message = localize(WARNING_TEXTS.localTimeRepeated, edition, { time: asked, offset: writtenOffset(local.offsetMinutes) });
    return [{ code: 'local-time-repeated', message, ...(local.laterUtc ? { laterUtc: local.laterUtc.toISOString() } : {}) }];
  }
  return [];
}
