/**
 * The feeds' HTTP answers, at the paths of the real services under a prefix per source:
 * - AFAD `/afad/apiv2/event/filter?start=…&end=…[&minmag][&maxmag][&orderby][&limit][&offset]`;
 * - KOERI `/koeri/scripts/lst0.asp` (the newest 500 lines);
 * - USGS `/usgs/fdsnws/event/1/query?format=geojson[&starttime][&endtime][&minmagnitude]…` and
 *   `/usgs/earthquakes/feed/v1.0/summary/{all|1.0|2.5|4.5}_{hour|day|week|month}.geojson`.
 * Each serves what the real one would at that instant: the asked range, the newest 500, the period.
 */
import type { AfadEvent } from './afad-feed';
import { KOERI_LIST_LENGTH, koeriPage, type KoeriSample } from './koeri-feed';
import { BadRequest, choiceParameter, integerParameter, numberParameter, utcParameter } from './query';
import { json, type Reply, text } from './reply';
import type { Placed, RenderContext, Timeline } from './timeline';
import type { UsgsFeature } from './usgs-feed';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The longest AFAD range the stand-in computes (a guard against a runaway query, not AFAD's rule). */
const AFAD_MAX_RANGE_MS = 366 * DAY_MS;
/** FDSN's defaults and limits: 30 days back, at most 20,000 events. */
const FDSN_DEFAULT_RANGE_MS = 30 * DAY_MS;
const FDSN_MAX_RANGE_MS = 366 * DAY_MS;
const FDSN_MAX_LIMIT = 20_000;

export interface FeedContext {
  at: number;
  baseUrl: string;
  requestUrl: URL;
}

const renderAll = <R>(placed: ReadonlyArray<Placed<R>>, baseUrl: string): R[] =>
  placed.map(({ entry, shift, cycle }) => entry.render({ shift, cycle, baseUrl } satisfies RenderContext));

/** Magnitude order (largest first, or smallest), then newest first; no magnitude sorts last. */
function byMagnitude<R>(placed: Array<Placed<R>>, descending: boolean): Array<Placed<R>> {
  const value = (item: Placed<R>) => item.entry.magnitude ?? (descending ? -Infinity : Infinity);
  return placed.sort((a, b) => (descending ? value(b) - value(a) : value(a) - value(b)) || b.time - a.time);
}

function page<T>(items: T[], offset: number, limit: number | undefined): T[] {
  return items.slice(offset, limit === undefined ? undefined : offset + limit);
}

function badRequestOr(run: () => Reply): Reply {
  try {
    return run();
  } catch (error) {
    if (error instanceof BadRequest) return text(400, error.message);
    throw error;
  }
}

const AFAD_ORDERS = ['timedesc', 'time', 'magnitudedesc', 'magnitude'] as const;

export function afadFilter(timeline: Timeline<AfadEvent>, context: FeedContext): Reply {
  return badRequestOr(() => {
    const params = context.requestUrl.searchParams;
    const format = params.get('format');
    if (format !== null && format.toLowerCase() !== 'json') throw new BadRequest(`the stand-in serves format=json only: '${format}'`);
    const start = utcParameter(params, 'start');
    const end = utcParameter(params, 'end');
    if (start === undefined || end === undefined) throw new BadRequest('start and end are required (UTC, YYYY-MM-DDTHH:mm:ss)');
    if (end < start) throw new BadRequest('end is before start');
    if (end - start > AFAD_MAX_RANGE_MS) throw new BadRequest('the range is longer than 366 days');
    const minMagnitude = numberParameter(params, 'minmag', -3, 10);
    const maxMagnitude = numberParameter(params, 'maxmag', -3, 10) ?? Infinity;
    const order = choiceParameter(params, 'orderby', AFAD_ORDERS, 'timedesc');
    const limit = integerParameter(params, 'limit', 1, 1_000_000);
    const offset = integerParameter(params, 'offset', 0, 1_000_000) ?? 0;
    let placed = timeline.between({ at: context.at, from: start, to: end, minMagnitude }).filter((item) => (item.entry.magnitude ?? -Infinity) <= maxMagnitude);
    if (order === 'time') placed = placed.reverse();
    if (order.startsWith('magnitude')) placed = byMagnitude(placed, order === 'magnitudedesc');
    return json(200, renderAll(page(placed, offset, limit), context.baseUrl));
  });
}

export function koeriList(timeline: Timeline<string>, sample: KoeriSample, context: FeedContext): Reply {
  const lines = renderAll(timeline.newest(context.at, KOERI_LIST_LENGTH), context.baseUrl);
  return { status: 200, contentType: 'text/html; charset=windows-1254', body: koeriPage(sample, lines) };
}

/** A FeatureCollection in USGS's shape, with its bbox (min lon, lat, depth, max lon, lat, depth). */
function featureCollection(features: UsgsFeature[], { generated, url, title, api }: { generated: number; url: string; title: string; api: string }): Record<string, unknown> {
  const collection: Record<string, unknown> = { type: 'FeatureCollection', metadata: { generated, url, title, status: 200, api, count: features.length }, features };
  if (features.length > 0) {
    const coordinates = features.map((feature) => (feature['geometry'] as { coordinates: number[] }).coordinates);
    const axis = (index: number) => coordinates.map((point) => point[index]);
    collection['bbox'] = [Math.min(...axis(0)), Math.min(...axis(1)), Math.min(...axis(2)), Math.max(...axis(0)), Math.max(...axis(1)), Math.max(...axis(2))];
  }
  return collection;
}

const FDSN_ORDERS = ['time', 'time-asc', 'magnitude', 'magnitude-asc'] as const;

export function usgsQuery(timeline: Timeline<UsgsFeature>, context: FeedContext): Reply {
  return badRequestOr(() => {
    const params = context.requestUrl.searchParams;
    if (params.get('format') !== 'geojson') throw new BadRequest(`the stand-in serves format=geojson only: '${params.get('format') ?? ''}'`);
    const eventId = params.get('eventid');
    if (eventId !== null) return usgsEvent(timeline, context, eventId);
    const end = utcParameter(params, 'endtime') ?? context.at;
    const start = utcParameter(params, 'starttime') ?? context.at - FDSN_DEFAULT_RANGE_MS;
    if (end < start) throw new BadRequest('endtime is before starttime');
    if (end - start > FDSN_MAX_RANGE_MS) throw new BadRequest('the range is longer than 366 days');
    const minMagnitude = numberParameter(params, 'minmagnitude', -3, 10);
    const maxMagnitude = numberParameter(params, 'maxmagnitude', -3, 10) ?? Infinity;
    const order = choiceParameter(params, 'orderby', FDSN_ORDERS, 'time');
    const limit = integerParameter(params, 'limit', 1, FDSN_MAX_LIMIT);
    // FDSN counts its offset from 1.
    const offset = (integerParameter(params, 'offset', 1, 1_000_000) ?? 1) - 1;
    let placed = timeline.between({ at: context.at, from: start, to: end, minMagnitude }).filter((item) => (item.entry.magnitude ?? -Infinity) <= maxMagnitude);
    if (order === 'time-asc') placed = placed.reverse();
    if (order.startsWith('magnitude')) placed = byMagnitude(placed, order === 'magnitude');
    const features = renderAll(page(placed, offset, limit), context.baseUrl);
    return json(200, featureCollection(features, { generated: context.at, url: context.requestUrl.toString(), title: 'USGS Earthquakes', api: '1.14.1' }), 'application/json');
  });
}

/** One event by id (the `detail` link of a feature): searched in the last 60 days. */
function usgsEvent(timeline: Timeline<UsgsFeature>, context: FeedContext, eventId: string): Reply {
  const recent = renderAll(timeline.between({ at: context.at, from: context.at - 60 * DAY_MS, to: context.at }), context.baseUrl);
  const feature = recent.find((candidate) => candidate['id'] === eventId);
  return feature ? json(200, feature, 'application/json') : text(404, `No event ${eventId} in the stand-in's last 60 days`);
}

const SUMMARY = /^\/usgs\/earthquakes\/feed\/v1\.0\/summary\/(all|1\.0|2\.5|4\.5)_(hour|day|week|month)\.geojson$/;
const PERIODS: Record<string, { ms: number; title: string }> = {
  hour: { ms: HOUR_MS, title: 'Past Hour' },
  day: { ms: DAY_MS, title: 'Past Day' },
  week: { ms: 7 * DAY_MS, title: 'Past Week' },
  month: { ms: 30 * DAY_MS, title: 'Past 30 Days' },
};

export const isUsgsSummaryPath = (path: string) => SUMMARY.test(path);

export function usgsSummary(timeline: Timeline<UsgsFeature>, context: FeedContext): Reply {
  const [, level, periodName] = SUMMARY.exec(context.requestUrl.pathname) ?? [];
  const period = PERIODS[periodName];
  const minMagnitude = level === 'all' ? undefined : Number(level);
  const placed = timeline.between({ at: context.at, from: context.at - period.ms, to: context.at, minMagnitude });
  const title = `USGS ${level === 'all' ? 'All Earthquakes' : `Magnitude ${level}+ Earthquakes`}, ${period.title}`;
  const features = renderAll(placed, context.baseUrl);
  return json(200, featureCollection(features, { generated: context.at, url: context.requestUrl.toString(), title, api: '1.10.3' }), 'application/json');
}
