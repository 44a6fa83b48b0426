/**
 * AFAD's `apiv2/event/filter` JSON: an array of events whose numbers are all strings
 * (`"latitude": "37.27728"`), whose `date` is UTC without a trailing Z (the Pazarcık mainshock,
 * 04:17:32 Turkey time, reads `2023-02-06T01:17:32`), and whose `type` is the magnitude type.
 * `country` can be a neighbour, whose `province` is then not a Turkish one.
 */
import { foldText } from '@meydan/shared/util/format';
import { provinceOf } from './provinces';
import type { AfadQuakeRecord, ParseReport, Province } from './types';
import { excerpt, isDepthKm, isLatitude, isLongitude, isMagnitude, isObject, isoUtc, isPlausibleTime, magnitudeType, numberFrom, readItems } from './values';

/** `2023-02-06T01:17:32`, optionally with a fraction (AFAD's lastUpdateDate has microseconds) and a zone. */
const AFAD_DATE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(\.\d+)?(Z|[+-]\d\d:\d\d)?$/;

/** AFAD's date text → epoch ms; no zone designator means UTC (the documented AFAD behaviour). */
export function afadDateMs(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN;
  const match = AFAD_DATE.exec(value.trim());
  if (!match) return Number.NaN;
  // Milliseconds at most: Date.parse does not promise to read six fraction digits.
  const fraction = match[2] ? match[2].slice(0, 4) : '';
  const ms = Date.parse(`${match[1]}${fraction}${match[3] ?? 'Z'}`);
  return isPlausibleTime(ms) ? ms : Number.NaN;
}

const TURKEY = new Set(['turkiye', 'turkey']);
const PROVINCE_IN_LOCATION = /\(([^()]*)\)\s*$/;

/** The Turkish province AFAD names (its `province` field, else the location's parentheses). */
function afadProvince(event: Record<string, unknown>): Province | null {
  const country = typeof event['country'] === 'string' ? foldText(event['country']) : '';
  if (country !== '' && !TURKEY.has(country)) return null;
  const location = typeof event['location'] === 'string' ? PROVINCE_IN_LOCATION.exec(event['location'])?.[1] : undefined;
  return provinceOf(event['province']) ?? provinceOf(location);
}

function idText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}

function readEvent(item: unknown): AfadQuakeRecord | string {
  if (!isObject(item)) return 'not an object';
  const sourceId = idText(item['eventID']);
  if (sourceId === null) return 'no eventID';
  const timeMs = afadDateMs(item['date']);
  if (Number.isNaN(timeMs)) return `date is not an AFAD date: ${excerpt(item['date'], 40)}`;
  const latitude = numberFrom(item['latitude']);
  const longitude = numberFrom(item['longitude']);
  if (!isLatitude(latitude) || !isLongitude(longitude)) return 'latitude or longitude missing or out of range';
  const depthKm = numberFrom(item['depth']);
  if (!isDepthKm(depthKm)) return 'depth missing or out of range';
  const magnitude = item['magnitude'] === undefined || item['magnitude'] === null || item['magnitude'] === '' ? null : numberFrom(item['magnitude']);
  if (magnitude !== null && !isMagnitude(magnitude)) return 'magnitude is not a valid number';

  const record: AfadQuakeRecord = {
    source: 'afad',
    sourceId,
    time: isoUtc(timeMs),
    latitude,
    longitude,
    depthKm,
    magnitudes: magnitude === null ? [] : [{ type: magnitudeType(item['type']), value: magnitude }],
    location: typeof item['location'] === 'string' ? item['location'].trim() : '',
    province: afadProvince(item),
    revision: item['isEventUpdate'] === true ? 1 : 0,
    raw: item,
  };
  const updatedMs = afadDateMs(item['lastUpdateDate']);
  if (!Number.isNaN(updatedMs)) record.updatedAt = isoUtc(updatedMs);
  return record;
}

/** AFAD's event list in the common shape, and the items that could not be read (by index, with why). */
export function parseAfadEventsWithReport(json: unknown): ParseReport<AfadQuakeRecord> {
  return readItems(Array.isArray(json) ? json : null, json, 'an array of events', readEvent);
}

export function parseAfadEvents(json: unknown): AfadQuakeRecord[] {
  return parseAfadEventsWithReport(json).records;
}
