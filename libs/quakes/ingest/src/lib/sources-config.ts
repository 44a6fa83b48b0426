/**
 * QUAKES_SOURCES: which feeds the ingestion polls, where, and how often. The list is configuration
 * because a source's terms decide whether a deployment may use it (KOERI asks for written
 * permission for commercial use), and because development and tests point it at local stand-ins.
 *
 * Two spellings are accepted:
 * - JSON: `[{"source":"afad","url":"https://…/apiv2/event/filter","intervalSeconds":15}, …]`;
 * - short: `afad=https://…/apiv2/event/filter koeri=http://…/lst0.asp@30` (entries separated by
 *   spaces, commas or new lines; `@N` is the interval in seconds).
 * Each source may appear once. An entry that does not read is reported in `errors` and left out.
 */
import { QUAKE_SOURCES, type QuakeSource } from './types';

export interface QuakeSourceConfig {
  source: QuakeSource;
  /** The feed's address: AFAD's event filter, KOERI's list page, a USGS FDSN query or summary feed. */
  url: string;
  intervalMs: number;
}

export const DEFAULT_POLL_INTERVAL_SECONDS = 15;
export const MIN_POLL_INTERVAL_SECONDS = 5;
export const MAX_POLL_INTERVAL_SECONDS = 3600;

/** How far back a poll asks for records (the feeds that take a time range: AFAD, a USGS FDSN query). */
export const POLL_LOOKBACK_MS = 24 * 3600 * 1000;

const isSource = (value: unknown): value is QuakeSource => typeof value === 'string' && (QUAKE_SOURCES as readonly string[]).includes(value);

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function entry(source: unknown, url: unknown, seconds: unknown, errors: string[], seen: Set<string>): QuakeSourceConfig | null {
  const label = typeof source === 'string' ? source : JSON.stringify(source);
  if (!isSource(source)) {
    errors.push(`unknown source ${label} (known: ${QUAKE_SOURCES.join(', ')})`);
    return null;
  }
  if (seen.has(source)) {
    errors.push(`${source} is listed twice`);
    return null;
  }
  const address = httpUrl(url);
  if (!address) {
    errors.push(`${source}: the URL must be an http(s) address`);
    return null;
  }
  const interval = seconds === undefined || seconds === null || seconds === '' ? DEFAULT_POLL_INTERVAL_SECONDS : Number(seconds);
  if (!Number.isFinite(interval) || interval < MIN_POLL_INTERVAL_SECONDS || interval > MAX_POLL_INTERVAL_SECONDS) {
    errors.push(`${source}: the interval must be ${MIN_POLL_INTERVAL_SECONDS} to ${MAX_POLL_INTERVAL_SECONDS} seconds`);
    return null;
  }
  seen.add(source);
  return { source, url: address, intervalMs: Math.round(interval * 1000) };
}

/** Reads QUAKES_SOURCES; empty or unset is no source at all (the page says no source is configured). */
export function parseQuakeSources(text: string | undefined | null): { sources: QuakeSourceConfig[]; errors: string[] } {
  const errors: string[] = [];
  const seen = new Set<string>();
  const trimmed = (text ?? '').trim();
  if (!trimmed) return { sources: [], errors };
  const sources: QuakeSourceConfig[] = [];
  if (trimmed.startsWith('[')) {
    let list: unknown;
    try {
      list = JSON.parse(trimmed);
    } catch {
      return { sources: [], errors: ['QUAKES_SOURCES is not valid JSON'] };
    }
    if (!Array.isArray(list)) return { sources: [], errors: ['QUAKES_SOURCES must be a JSON array'] };
    for (const item of list) {
      const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const config = entry(record['source'], record['url'], record['intervalSeconds'], errors, seen);
      if (config) sources.push(config);
    }
    return { sources, errors };
  }
  for (const part of trimmed.split(/[\s,]+/).filter(Boolean)) {
    const match = /^([a-z]+)=(\S+?)(?:@(\d+(?:\.\d+)?))?$/.exec(part);
    if (!match) {
      errors.push(`cannot read "${part}" (expected source=url or source=url@seconds)`);
      continue;
    }
    const config = entry(match[1], match[2], match[3], errors, seen);
    if (config) sources.push(config);
  }
  return { sources, errors };
}

/** `YYYY-MM-DDTHH:mm:ss` in UTC without a zone: how AFAD's filter reads its `start` and `end`. */
const afadTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/**
 * The address one poll fetches: AFAD's filter gets `start`, `end` and `orderby=timedesc`; a USGS
 * FDSN query gets `format=geojson` and a `starttime`; KOERI's page and USGS summary feeds are
 * fetched as configured. Parameters already in the configured URL are kept.
 */
export function pollUrl(config: QuakeSourceConfig, nowMs: number, lookbackMs = POLL_LOOKBACK_MS): string {
  const url = new URL(config.url);
  const setDefault = (name: string, value: string) => {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  };
  if (config.source === 'afad') {
    setDefault('start', afadTime(nowMs - lookbackMs));
    setDefault('end', afadTime(nowMs + 60_000));
    setDefault('orderby', 'timedesc');
  } else if (config.source === 'usgs' && url.pathname.includes('/fdsnws/event/1/query')) {
    setDefault('format', 'geojson');
    setDefault('starttime', new Date(nowMs - lookbackMs).toISOString().slice(0, 19));
  }
  return url.toString();
}
