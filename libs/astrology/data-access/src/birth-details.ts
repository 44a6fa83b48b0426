import { ASTRO_HOUSE_SYSTEMS, ASTRO_YEARS, type AstroHouseSystem } from '@meydan/shared/contracts/constants';
import type { NatalChartQuery, RisingSignQuery } from '@meydan/shared/contracts';

/**
 * What a reader enters on the birth forms, as the result pages' addresses carry it. The address is
 * the whole state: a result page can be shared, reloaded or opened from a saved chart and it
 * computes the same chart again (issue 17 item 5). SPEC §3 lists gender among the astrology inputs;
 * no computation uses it, so the forms do not ask for it (personal data is collected only when it
 * serves the reader).
 */
export interface BirthDetails {
  /** `YYYY-MM-DD`, local calendar day at the birthplace. */
  date: string;
  /** `HH:MM` local wall-clock time, or null when the reader does not know it. */
  time: string | null;
  latitude: number;
  longitude: number;
  /** IANA zone in force at the birthplace, e.g. `Europe/Istanbul`. */
  timezone: string;
  /** How the place is shown: the gazetteer's label or the typed coordinates. */
  place: string;
  /** An optional first name, for "Ayşe's chart" (never sent to the API). */
  name: string;
  houseSystem: AstroHouseSystem;
}

export type BirthDetailsProblem = 'date' | 'time' | 'place' | 'timezone';

/** Query parameter names of the result pages. */
const KEYS = { date: 'date', time: 'time', latitude: 'lat', longitude: 'lon', timezone: 'tz', place: 'place', name: 'name', houseSystem: 'houses' } as const;

export const BIRTH_NAME_MAX_LENGTH = 40;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TIMEZONE = /^[A-Za-z][A-Za-z0-9_+\-/]{1,63}$/;

/** The result page's query string (without `?`) for these details. */
export function birthSearch(details: BirthDetails): string {
  const params = new URLSearchParams();
  if (details.name.trim()) params.set(KEYS.name, details.name.trim().slice(0, BIRTH_NAME_MAX_LENGTH));
  params.set(KEYS.date, details.date);
  if (details.time) params.set(KEYS.time, details.time);
  params.set(KEYS.latitude, roundCoordinate(details.latitude));
  params.set(KEYS.longitude, roundCoordinate(details.longitude));
  params.set(KEYS.timezone, details.timezone);
  if (details.place.trim()) params.set(KEYS.place, details.place.trim());
  if (details.houseSystem !== 'placidus') params.set(KEYS.houseSystem, details.houseSystem);
  return params.toString();
}

/** Four decimals: about 10 m, far finer than a birthplace needs, and a short address. */
function roundCoordinate(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

function validDate(value: string | null): boolean {
  const match = DATE.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < ASTRO_YEARS.min || year > ASTRO_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/**
 * Reads a result page's query string. A missing or impossible value is reported by name, so the
 * page can send the reader back to the form with what they typed kept.
 */
export function parseBirthSearch(search: string): { details: BirthDetails } | { problem: BirthDetailsProblem } {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const date = params.get(KEYS.date);
  if (!date || !validDate(date)) return { problem: 'date' };
  const time = params.get(KEYS.time);
  if (time !== null && !TIME.test(time)) return { problem: 'time' };
  const latitude = coordinate(params.get(KEYS.latitude), 90);
  const longitude = coordinate(params.get(KEYS.longitude), 180);
  if (latitude === null || longitude === null) return { problem: 'place' };
  const timezone = params.get(KEYS.timezone) ?? '';
  if (!TIMEZONE.test(timezone)) return { problem: 'timezone' };
  const houses = params.get(KEYS.houseSystem);
  const houseSystem = ASTRO_HOUSE_SYSTEMS.find((system) => system === houses) ?? 'placidus';
  return {
    details: {
      date,
      time,
      latitude,
      longitude,
      timezone,
      place: (params.get(KEYS.place) ?? '').slice(0, 120),
      name: (params.get(KEYS.name) ?? '').trim().slice(0, BIRTH_NAME_MAX_LENGTH),
      houseSystem,
    },
  };
}

function dateParts(details: BirthDetails) {
  const [year, month, day] = details.date.split('-').map(Number) as [number, number, number];
  return { year, month, day, latitude: details.latitude, longitude: details.longitude, timezone: details.timezone };
}

function timeParts(time: string): { hour: number; minute: number } {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { hour, minute };
}

/** The natal chart call's query (no hour and minute for an unknown time). */
export function natalChartQuery(details: BirthDetails): NatalChartQuery {
  return { ...dateParts(details), ...(details.time ? timeParts(details.time) : {}), houseSystem: details.houseSystem };
}

/** The rising sign call's query; null without a birth time (the ascendant needs one). */
export function risingSignQuery(details: BirthDetails): RisingSignQuery | null {
  return details.time ? { ...dateParts(details), ...timeParts(details.time) } : null;
}
