import type { FastifyRequest } from 'fastify';
import { HttpError, localize, type LocalizedText, type MessageParams } from '@meydan/api/core';
import { EDITIONS, type Edition } from '@meydan/shared/util/routing';
import { type AstroField, ASTRO_MESSAGES, FIELD_NAMES } from './astro.messages';

/** A birth date and place that passed every check; `time` null when the birth time is unknown. */
export interface BirthInput {
  year: number;
  month: number;
  day: number;
  time: { hour: number; minute: number } | null;
  latitude: number;
  longitude: number;
  timezone: string;
}

interface BirthQuery {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  latitude: number;
  longitude: number;
  timezone: string;
}

const FIELD_MESSAGES: Readonly<Record<AstroField, LocalizedText>> = {
  year: ASTRO_MESSAGES.year,
  month: ASTRO_MESSAGES.month,
  day: ASTRO_MESSAGES.day,
  hour: ASTRO_MESSAGES.hour,
  minute: ASTRO_MESSAGES.minute,
  latitude: ASTRO_MESSAGES.latitude,
  longitude: ASTRO_MESSAGES.longitude,
  timezone: ASTRO_MESSAGES.timezone,
  houseSystem: ASTRO_MESSAGES.houseSystem,
  a: ASTRO_MESSAGES.sign,
  b: ASTRO_MESSAGES.sign,
};

const isAstroField = (name: string): name is AstroField => Object.hasOwn(FIELD_MESSAGES, name);

/** A text whose parameters differ per language (a field's name, a date written the local way). */
export function perEdition(text: LocalizedText, params: (edition: Edition) => MessageParams): LocalizedText {
  return Object.fromEntries(EDITIONS.map((edition) => [edition, localize(text, edition, params(edition))])) as LocalizedText;
}

/**
 * The routes validate with `attachValidation`, so a schema failure arrives here instead of the
 * generic "query parameter … must be …" sentence: each field gets its own explanation (the year
 * range and why, the poles, an IANA zone), or "Missing: the latitude". Anything else (a field no
 * schema declares) keeps the generic answer.
 */
export function assertValidQuery(request: FastifyRequest, options: { timeRequired?: boolean } = {}): void {
  const error = request.validationError;
  if (!error) return;
  const [first] = (error as { validation?: { keyword: string; instancePath: string; params: Record<string, unknown> }[] }).validation ?? [];
  const missing = first?.keyword === 'required' ? String(first.params['missingProperty'] ?? '') : '';
  const field = missing || (first?.instancePath.split('/')[1] ?? '');
  if (!isAstroField(field)) throw error;
  if (missing && options.timeRequired && (field === 'hour' || field === 'minute')) throw new HttpError(400, ASTRO_MESSAGES.timeRequired);
  if (missing) throw new HttpError(400, perEdition(ASTRO_MESSAGES.missing, (edition) => ({ field: FIELD_NAMES[field][edition] })));
  throw new HttpError(400, FIELD_MESSAGES[field]);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 29.02.2023 for Turkish and Russian readers, 2023-02-29 for English ones. */
function writtenDate(edition: Edition, year: number, month: number, day: number): string {
  return edition === 'en' ? `${year}-${pad(month)}-${pad(day)}` : `${pad(day)}.${pad(month)}.${year}`;
}

/** Zones the runtime's time-zone database knows (bounded: only real zone names are ever added). */
const knownZones = new Set<string>();

function isKnownTimeZone(timezone: string): boolean {
  if (knownZones.has(timezone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    return false;
  }
  knownZones.add(timezone);
  return true;
}

/**
 * The checks a schema cannot make: hour and minute together (or neither), a date the calendar
 * has (no 2023-02-29), a time zone the database knows, finite coordinates. Ranges (year 1900–2100, hour 0–23, minute
 * 0–59, latitude strictly inside ±90°, longitude ±180°) are the schema's.
 */
export function birthInputOf(query: BirthQuery): BirthInput {
  const { year, month, day, hour, minute, latitude, longitude, timezone } = query;
  // Ajv's exclusive bounds let ±Infinity through (`latitude=Infinity`, `1e400`).
  if (!Number.isFinite(latitude)) throw new HttpError(400, ASTRO_MESSAGES.latitude);
  if (!Number.isFinite(longitude)) throw new HttpError(400, ASTRO_MESSAGES.longitude);
  if ((hour === undefined) !== (minute === undefined)) throw new HttpError(400, ASTRO_MESSAGES.timeIncomplete);
  if (!isCalendarDate(year, month, day)) {
    throw new HttpError(400, perEdition(ASTRO_MESSAGES.notADate, (edition) => ({ date: writtenDate(edition, year, month, day) })));
  }
  if (!isKnownTimeZone(timezone)) throw new HttpError(400, ASTRO_MESSAGES.timezone);
  const time = hour === undefined || minute === undefined ? null : { hour, minute };
  return { year, month, day, time, latitude, longitude, timezone };
}

/**
 * Runs an engine computation: its RangeErrors (bad input the checks above let through, which
 * should not happen) become the 400 that asks to check the data; their messages quote the
 * input, so they are never logged or sent.
 */
export function computeChart<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) throw new HttpError(400, ASTRO_MESSAGES.chartFailed);
    throw error;
  }
}
