import { HttpError } from '@meydan/api/core';
import { CURSOR_SORTS, type ArticleSort, type ArticlesQuery } from '@meydan/shared/contracts';
import { CONTENT_MESSAGES } from './content.messages';

/** The column a time-ordered sort orders by, which is what its cursors compare against. */
export type TimeColumn = 'published_at' | 'ig_posted_at';

/**
 * A keyset window over a time-ordered list: rows older than `before` (and, at exactly `before`,
 * with a legacy id below `beforeId`), and/or rows at or after `since`.
 */
export interface TimeWindow {
  column: TimeColumn;
  before?: Date;
  beforeId?: number;
  since?: Date;
}

const TIME_COLUMNS: Readonly<Record<(typeof CURSOR_SORTS)[number], TimeColumn>> = { recent: 'published_at', igDate: 'ig_posted_at' };

// Date, time with seconds, optional fraction up to microseconds (what PostgreSQL keeps), and a
// zone: `Z` or ±hh:mm. A time without a zone would mean a different instant on every server.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * Strict ISO 8601 instant: the calendar date must exist (no 2026-02-30), hours 00–23, minutes and
 * seconds 00–59, offsets up to ±14:00. Returns null for anything else. Fractions past milliseconds
 * are dropped, which moves the instant back by under a millisecond.
 */
export function parseInstant(value: string): Date | null {
  const match = INSTANT.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const sign = match[8] === '-' ? -1 : 1;
  const offsetHours = Number(match[9] ?? 0);
  const offsetMinutes = Number(match[10] ?? 0);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (offsetHours > 14 || offsetMinutes > 59 || (offsetHours === 14 && offsetMinutes > 0)) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  date.setUTCHours(hour, minute, second, millis);
  return new Date(date.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}

function instant(name: 'before' | 'since', value: string): Date {
  const parsed = parseInstant(value);
  if (!parsed) throw new HttpError(400, CONTENT_MESSAGES.invalidInstant, { params: { name } });
  return parsed;
}

function isCursorSort(sort: ArticleSort): sort is (typeof CURSOR_SORTS)[number] {
  return (CURSOR_SORTS as readonly string[]).includes(sort);
}

/**
 * The time window of an `/articles` request, or undefined when it has no cursor. Every way a
 * cursor can be misused is a 400 with its own message: an unparseable time, a cursor on an order
 * that is not a time, a cursor mixed with page offsets, `beforeId` alone, an empty window.
 */
export function timeWindowOf(query: Pick<ArticlesQuery, 'before' | 'beforeId' | 'since' | 'page'>, sort: ArticleSort): TimeWindow | undefined {
  if (query.before === undefined && query.since === undefined && query.beforeId === undefined) return undefined;
  if (!isCursorSort(sort)) throw new HttpError(400, CONTENT_MESSAGES.cursorNeedsTimeSort);
  if ((query.page ?? 1) > 1) throw new HttpError(400, CONTENT_MESSAGES.cursorWithPage);
  if (query.beforeId !== undefined && query.before === undefined) throw new HttpError(400, CONTENT_MESSAGES.beforeIdNeedsBefore);
  const window: TimeWindow = { column: TIME_COLUMNS[sort] };
  if (query.before !== undefined) window.before = instant('before', query.before);
  if (query.beforeId !== undefined) window.beforeId = query.beforeId;
  if (query.since !== undefined) window.since = instant('since', query.since);
  const { before, since } = window;
  // At exactly `before`, rows below `beforeId` are still in the window; without it, none are.
  if (before && since && (since > before || (since.getTime() === before.getTime() && window.beforeId === undefined))) throw new HttpError(400, CONTENT_MESSAGES.emptyTimeWindow);
  return window;
}

/** How long the head of a time-ordered list may be served from the API's cache (/akis polls it each minute). */
export const LIVE_LIST_TTL_MS = 60_000;

/**
 * Cache lifetime of an `/articles` answer: the head of a time-ordered list (its first page, or
 * what is new since a time) changes as stories go live or get posted, so it is kept a minute, as
 * long as browsers keep it (PUBLIC_CACHE_CONTROL); older pages and other orders keep the default.
 */
export function articlesCacheTtl(query: Pick<ArticlesQuery, 'sort' | 'page' | 'before' | 'since'>, defaultTtlMs: number): number {
  const timeOrdered = isCursorSort(query.sort ?? 'recent');
  const head = query.since !== undefined || (query.before === undefined && (query.page ?? 1) === 1);
  return timeOrdered && head ? Math.min(LIVE_LIST_TTL_MS, defaultTtlMs) : defaultTtlMs;
}
