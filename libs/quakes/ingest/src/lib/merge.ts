/**
 * Merges records of the three sources into events. Sources report one quake seconds, tenths of a
 * magnitude and kilometres apart, and word its place differently, so records are matched by time
 * and epicentre only, never by text:
 *
 * 1. Versions of one source id (an AFAD update, a newer USGS solution) keep the newest: the higher
 *    revision, then the later `updatedAt`, then the later `firstSeenAt`. The others are superseded.
 * 2. A KOERI revision (REVIZEnn) replaces its preliminary line. KOERI has no ids, so each KOERI
 *    record replaces the one matching KOERI record of a lower revision (≤ 30 s, ≤ 50 km) that is
 *    listed at the time in the revision's parentheses (± 10 s); the highest such revision first,
 *    then the nearest to that time, then in distance. REVIZE02 replaces REVIZE01, which replaces the
 *    İlksel line. Two KOERI lines of one revision are two quakes and never merge, and neither does
 *    a REVIZE line with a quake 26 s before it in the same swarm (the real list has one).
 * 3. Across sources, records match when |Δt| ≤ 30 s (UTC) and the epicentres are ≤ 50 km apart
 *    (haversine). Matching pairs are joined closest first (|Δt|/30 s + distance/50 km), and only
 *    while an event keeps at most one record per source and every two of its records match.
 *
 * An event shows every source's record and magnitudes. Its time, epicentre, depth and place are the
 * preferred record's: in Turkey's region AFAD first (the national network, official for Turkey),
 * then KOERI, then USGS; elsewhere USGS first, then AFAD, then KOERI. Its id is the source and id of
 * the record seen first (`firstSeenAt`; without it the earliest origin time), superseded versions
 * included, so it stays the same when another source or a revision arrives later.
 *
 * The result depends on the set of records only, never on their order: every choice above ends in
 * a total order (source, source id, then the record's content).
 */
import { distanceKm } from './geo';
import type { EventMagnitude, QuakeEvent, QuakeRecord, QuakeSource } from './types';
import { isLatitude, isLongitude } from './values';

export const MERGE_WINDOW_SECONDS = 30;
export const MERGE_DISTANCE_KM = 50;
const MERGE_WINDOW_MS = MERGE_WINDOW_SECONDS * 1000;
/**
 * How far a preliminary KOERI line may be from the time in its revision's parentheses. On the
 * samples the stamp is 2 s before to 9 s after the revised line's own time.
 */
const REVISION_STAMP_TOLERANCE_MS = 10_000;

/**
 * Turkey and its seas, with about a degree to spare (Turkey spans 35.8–42.1° N, 25.6–44.8° E). Here
 * AFAD and KOERI locate quakes from dense local networks, so they are preferred over USGS.
 */
const TURKEY_REGION = { south: 34.5, north: 43, west: 25, east: 45.5 };
const TURKEY_PREFERENCE: readonly QuakeSource[] = ['afad', 'koeri', 'usgs'];
const WORLD_PREFERENCE: readonly QuakeSource[] = ['usgs', 'afad', 'koeri'];
const SOURCE_RANK: Record<QuakeSource, number> = { afad: 0, koeri: 1, usgs: 2 };

interface Item {
  record: QuakeRecord;
  ms: number;
  /** Orders items totally: time, source, source id, then the content (`fingerprint`). */
  fingerprint: string;
}

/** A record that may stand in an event, with every record it replaced. */
interface Node {
  item: Item;
  replaced: Item[];
  claimedBy?: Node;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const timeMs = (text: string | undefined) => (text === undefined ? Number.NaN : Date.parse(text));

function compareItems(a: Item, b: Item): number {
  return (
    a.ms - b.ms ||
    SOURCE_RANK[a.record.source] - SOURCE_RANK[b.record.source] ||
    compareText(a.record.sourceId, b.record.sourceId) ||
    compareText(a.fingerprint, b.fingerprint)
  );
}

/** Later first; a missing or unreadable time counts as earliest. */
function compareLater(a: string | undefined, b: string | undefined): number {
  const [x, y] = [timeMs(a), timeMs(b)];
  return (Number.isNaN(y) ? -Infinity : y) - (Number.isNaN(x) ? -Infinity : x);
}

function toItem(record: QuakeRecord): Item | null {
  if (typeof record !== 'object' || record === null) return null;
  const ms = timeMs(record.time);
  if (!Number.isFinite(ms) || !isLatitude(record.latitude) || !isLongitude(record.longitude)) return null;
  const { time, latitude, longitude, depthKm, magnitudes, location, revision, updatedAt, firstSeenAt } = record;
  const fingerprint = JSON.stringify([time, latitude, longitude, depthKm, magnitudes, location, revision, updatedAt ?? '', firstSeenAt ?? '']);
  return { record, ms, fingerprint };
}

const distanceBetween = (a: Item, b: Item) => distanceKm(a.record.latitude, a.record.longitude, b.record.latitude, b.record.longitude);

/** The cross-source (and KOERI revision) match: |Δt| ≤ 30 s and epicentres ≤ 50 km apart. */
export function sameQuake(a: Pick<QuakeRecord, 'time' | 'latitude' | 'longitude'>, b: Pick<QuakeRecord, 'time' | 'latitude' | 'longitude'>): boolean {
  const dt = Math.abs(timeMs(a.time) - timeMs(b.time));
  return dt <= MERGE_WINDOW_MS && distanceKm(a.latitude, a.longitude, b.latitude, b.longitude) <= MERGE_DISTANCE_KM;
}

const matches = (a: Item, b: Item) => Math.abs(a.ms - b.ms) <= MERGE_WINDOW_MS && distanceBetween(a, b) <= MERGE_DISTANCE_KM;

/** Step 1: one node per source id, the newest version standing for it. */
function latestVersions(items: Item[]): Node[] {
  const bySourceId = new Map<string, Item[]>();
  for (const item of items) {
    const key = `${item.record.source}\u0000${item.record.sourceId}`;
    const versions = bySourceId.get(key);
    if (versions) versions.push(item);
    else bySourceId.set(key, [item]);
  }
  return [...bySourceId.values()].map((versions) => {
    const [newest, ...older] = versions.sort(
      (a, b) =>
        b.record.revision - a.record.revision ||
        compareLater(a.record.updatedAt, b.record.updatedAt) ||
        compareLater(a.record.firstSeenAt, b.record.firstSeenAt) ||
        compareItems(a, b),
    );
    return { item: newest, replaced: older };
  });
}

/** The nodes whose time is within the merge window of `ms` (nodes sorted by time). */
function* withinWindow(sorted: readonly Node[], ms: number): Generator<Node> {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle].item.ms < ms - MERGE_WINDOW_MS) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < sorted.length && sorted[index].item.ms <= ms + MERGE_WINDOW_MS; index += 1) yield sorted[index];
}

/** The time in a REVIZE line's parentheses, when it has one. */
function revisedAtMs(record: QuakeRecord): number {
  return record.source === 'koeri' ? timeMs(record.raw.revisedAt) : Number.NaN;
}

/** Step 2: KOERI revisions replace their lower revisions; returns the KOERI nodes left standing. */
function applyKoeriRevisions(koeri: Node[]): Node[] {
  const byTime = [...koeri].sort((a, b) => compareItems(a.item, b.item));
  const byRevision = [...byTime].sort((a, b) => b.item.record.revision - a.item.record.revision || compareItems(a.item, b.item));
  for (const revision of byRevision) {
    const { ms, record } = revision.item;
    const stamp = revisedAtMs(record);
    const candidates: Array<{ node: Node; dt: number; km: number }> = [];
    for (const candidate of withinWindow(byTime, ms)) {
      if (candidate.claimedBy || candidate.item.record.revision >= record.revision) continue;
      const km = distanceBetween(candidate.item, revision.item);
      // With a stamp, the line it revised is the one listed at that time (give or take the
      // seconds the samples show); a closer-in-time quake of the same swarm is another quake.
      const dt = Math.abs(candidate.item.ms - (Number.isNaN(stamp) ? ms : stamp));
      if (km <= MERGE_DISTANCE_KM && (Number.isNaN(stamp) || dt <= REVISION_STAMP_TOLERANCE_MS)) candidates.push({ node: candidate, dt, km });
    }
    const [best] = candidates.sort(
      (x, y) => y.node.item.record.revision - x.node.item.record.revision || x.dt - y.dt || x.km - y.km || compareItems(x.node.item, y.node.item),
    );
    if (best) best.node.claimedBy = revision;
  }
  const standing = byTime.filter((node) => !node.claimedBy);
  for (const node of byTime) {
    if (!node.claimedBy) continue;
    let root = node.claimedBy;
    while (root.claimedBy) root = root.claimedBy;
    root.replaced.push(node.item, ...node.replaced);
  }
  return standing;
}

/** Step 3: clusters of standing nodes, one record per source, every two within the window. */
function clusterAcrossSources(nodes: Node[]): Node[][] {
  const sorted = [...nodes].sort((a, b) => compareItems(a.item, b.item));
  const pairs: Array<{ a: number; b: number; score: number }> = [];
  sorted.forEach((node, a) => {
    for (let b = a + 1; b < sorted.length && sorted[b].item.ms - node.item.ms <= MERGE_WINDOW_MS; b += 1) {
      const other = sorted[b];
      if (other.item.record.source === node.item.record.source) continue;
      const km = distanceBetween(node.item, other.item);
      if (km > MERGE_DISTANCE_KM) continue;
      pairs.push({ a, b, score: (other.item.ms - node.item.ms) / MERGE_WINDOW_MS + km / MERGE_DISTANCE_KM });
    }
  });
  // Indexes follow the total order of items, so ties in score break the same way for any input order.
  pairs.sort((x, y) => x.score - y.score || x.a - y.a || x.b - y.b);

  const clusterOf = sorted.map((_, index) => [index]);
  for (const { a, b } of pairs) {
    const [left, right] = [clusterOf[a], clusterOf[b]];
    if (left === right) continue;
    const sources = new Set(left.map((index) => sorted[index].item.record.source));
    if (right.some((index) => sources.has(sorted[index].item.record.source))) continue;
    if (!left.every((x) => right.every((y) => matches(sorted[x].item, sorted[y].item)))) continue;
    const joined = [...left, ...right].sort((x, y) => x - y);
    for (const index of joined) clusterOf[index] = joined;
  }
  return [...new Set(clusterOf)].map((cluster) => cluster.map((index) => sorted[index]));
}

function inTurkeyRegion(record: QuakeRecord): boolean {
  const { south, north, west, east } = TURKEY_REGION;
  return record.latitude >= south && record.latitude <= north && record.longitude >= west && record.longitude <= east;
}

/** URL-safe: `afad-543428`, `usgs-us7000adtk`, `koeri-2017-06-14t12-48-10z-38-8675-26-4438`. */
function eventId(record: QuakeRecord): string {
  const slug = record.sourceId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${record.source}-${slug}`;
}

function firstSeen(items: Item[]): Item {
  const seenMs = (item: Item) => {
    const ms = timeMs(item.record.firstSeenAt);
    return Number.isNaN(ms) ? Infinity : ms;
  };
  return [...items].sort((a, b) => seenMs(a) - seenMs(b) || compareItems(a, b))[0];
}

function toEvent(cluster: Node[]): QuakeEvent {
  const bySource = new Map(cluster.map((node) => [node.item.record.source, node]));
  const turkishFirst = TURKEY_PREFERENCE.map((source) => bySource.get(source)).find((node) => node !== undefined) as Node;
  const preference = inTurkeyRegion(turkishFirst.item.record) ? TURKEY_PREFERENCE : WORLD_PREFERENCE;
  const ordered = preference.flatMap((source) => bySource.get(source) ?? []);
  const records = ordered.map((node) => node.item.record);
  const superseded = ordered.flatMap((node) => node.replaced).sort(compareItems);
  const preferred = records[0];
  const magnitudes: EventMagnitude[] = records.flatMap((record) => record.magnitudes.map(({ type, value }) => ({ source: record.source, type, value })));
  const anchor = firstSeen([...ordered.map((node) => node.item), ...superseded]);
  return {
    id: eventId(anchor.record),
    time: preferred.time,
    latitude: preferred.latitude,
    longitude: preferred.longitude,
    depthKm: preferred.depthKm,
    location: preferred.location,
    province: records.find((record) => record.province !== null)?.province ?? null,
    preferredSource: preferred.source,
    magnitudes,
    maxMagnitude: magnitudes.length === 0 ? null : Math.max(...magnitudes.map((magnitude) => magnitude.value)),
    revised: superseded.length > 0 || records.some((record) => record.revision > 0),
    records,
    superseded: superseded.map((item) => item.record),
  };
}

/**
 * Records of any sources → events, newest first. Records with an unreadable time or epicentre are
 * left out (never thrown on).
 */
export function mergeEvents(records: readonly QuakeRecord[]): QuakeEvent[] {
  const items = (Array.isArray(records) ? records : []).map(toItem).filter((item): item is Item => item !== null);
  const nodes = latestVersions(items);
  const standing = [...applyKoeriRevisions(nodes.filter((node) => node.item.record.source === 'koeri')), ...nodes.filter((node) => node.item.record.source !== 'koeri')];
  return clusterAcrossSources(standing)
    .map(toEvent)
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || compareText(a.id, b.id));
}
