/**
 * One poll of one source: fetch its feed and read it with its parser. Each parser skips what it
 * cannot read (reported, never thrown); a feed that does not answer, answers an error status, is
 * too large or is not the format at all fails the poll, and the worker backs off.
 */
import { readCappedBody } from '@meydan/api/core';
import { parseAfadEventsWithReport, parseKoeriListWithReport, parseUsgsGeoJsonWithReport, pollUrl, type QuakeRecord, type QuakeSourceConfig, fromKoeri } from '@meydan/quakes/ingest';

/** A feed slower than this is a failed poll (the next one comes soon enough). */
export const FETCH_TIMEOUT_MS = 10_000;
/** The real feeds are well under 1 MB (KOERI's page ~70 kB, a USGS week ≤ 2 MB); more is not a feed. */
export const MAX_FEED_BYTES = 8 * 1024 * 1024;

export type FetchLike = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export interface PolledFeed {
  records: QuakeRecord[];
  /** Lines or items the parser skipped. */
  skipped: number;
}

export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

function json(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8').decode(bytes));
  } catch {
    throw new FeedError('the feed is not JSON');
  }
}

/** Reads a feed's bytes with its source's parser. */
export function parseFeed(source: QuakeSourceConfig['source'], bytes: Uint8Array): PolledFeed {
  if (source === 'koeri') {
    const report = parseKoeriListWithReport(bytes);
    // A page without a single data line is an error page, not a quiet day (the list always holds 500).
    if (report.records.length === 0) throw new FeedError('no data line in the KOERI page');
    return { records: report.records.map(fromKoeri), skipped: report.skipped.length };
  }
  const body = json(bytes);
  if (source === 'afad') {
    if (!Array.isArray(body)) throw new FeedError('the AFAD answer is not a list');
    const report = parseAfadEventsWithReport(body);
    return { records: report.records, skipped: report.skipped.length };
  }
  if (typeof body !== 'object' || body === null || (body as { type?: unknown }).type !== 'FeatureCollection') throw new FeedError('the USGS answer is not a FeatureCollection');
  const report = parseUsgsGeoJsonWithReport(body);
  return { records: report.records, skipped: report.skipped.length };
}

export async function fetchFeed(config: QuakeSourceConfig, nowMs: number, fetchImpl: FetchLike = fetch): Promise<PolledFeed> {
  const url = pollUrl(config, nowMs);
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: config.source === 'koeri' ? 'text/html' : 'application/json' } });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${FETCH_TIMEOUT_MS / 1000} s` : error instanceof Error ? error.message : String(error);
    throw new FeedError(`unreachable: ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError(`answered ${response.status}`);
  }
  return parseFeed(config.source, await readCappedBody(response, MAX_FEED_BYTES, () => new FeedError(`feed larger than ${MAX_FEED_BYTES} bytes`)));
}
