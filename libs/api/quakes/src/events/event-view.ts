/**
 * What the API shows of a merged event: `QuakeEvent` (@meydan/quakes/ingest, stored whole in
 * quake_events.event) → the contract's summary and source records. Raw values stay in the
 * database; a record shows its source's own wording and quality word.
 */
import { eventSlug, provinceSlug, type QuakeEvent, type QuakeRecord } from '@meydan/quakes/ingest';
import type { QuakeProvince, QuakeSourceRecord, QuakeSummary } from '@meydan/shared/contracts';

export function provinceView(province: { plate: number; name: string } | null): QuakeProvince | null {
  return province ? { plate: province.plate, name: province.name, slug: provinceSlug(province) } : null;
}

export function summaryOf(event: QuakeEvent, feltCount = 0): QuakeSummary {
  return {
    id: event.id,
    slug: eventSlug(event),
    time: event.time,
    latitude: event.latitude,
    longitude: event.longitude,
    depthKm: event.depthKm,
    location: event.location,
    province: provinceView(event.province),
    preferredSource: event.preferredSource,
    magnitudes: event.magnitudes.map(({ source, type, value }) => ({ source, type, value })),
    magnitude: event.maxMagnitude,
    revised: event.revised,
    sources: event.records.map((record) => record.source),
    feltCount,
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The source's own page for the record, where it has one (a USGS event page). */
function recordUrl(record: QuakeRecord): string | null {
  if (record.source !== 'usgs') return null;
  const properties = (record.raw as { properties?: { url?: unknown } }).properties;
  const url = text(properties?.url);
  return url && /^https:\/\//.test(url) ? url : null;
}

export function sourceRecordOf(record: QuakeRecord): QuakeSourceRecord {
  return {
    source: record.source,
    sourceId: record.sourceId,
    time: record.time,
    latitude: record.latitude,
    longitude: record.longitude,
    depthKm: record.depthKm,
    magnitudes: record.magnitudes.map(({ type, value }) => ({ type, value })),
    location: record.location,
    revision: record.revision,
    quality: record.source === 'koeri' ? record.raw.quality : null,
    updatedAt: record.updatedAt ?? null,
    url: recordUrl(record),
  };
}
