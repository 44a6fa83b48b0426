/**
 * Where polled records become events. Every poll's records are stored (each content once), and
 * the events around the new ones are merged again from every source's records in that window
 * (mergeEvents: time and distance, never text), so a record arriving from a second source, or a
 * KOERI revision, updates the event readers already have instead of adding another.
 *
 * Merges are serialized across replicas by a transaction-scoped advisory lock: two replicas
 * polling two sources at once must not both rewrite one window.
 */
import { createHash } from 'node:crypto';
import { enqueueJob, type Db, type Queryable } from '@meydan/api/db';
import { mergeEvents, type QuakeEvent, type QuakeRecord } from '@meydan/quakes/ingest';
import { QUAKE_ALERTS } from '@meydan/shared/contracts/constants';

/** pg_advisory_xact_lock key of the merge (any constant no other lock uses). */
const MERGE_LOCK_KEY = 7_302_118_018;
const SECOND = 1000;
/**
 * Events are rewritten when their time is within this margin of a new record: a record joins an
 * event only within 30 s of the event's other records, and the event's time is one of theirs.
 */
const EVENT_MARGIN_MS = 60 * SECOND;
/** Records are read this far around the new ones: every record of an event rewritten above. */
const RECORD_MARGIN_MS = 120 * SECOND;

/** The job the alert fan-out runs for an event an official source published (quakes alerts). */
export const QUAKE_ALERT_FANOUT_JOB = 'quakes.alert-fanout';
export interface QuakeAlertFanoutPayload {
  eventId: string;
}

/** AFAD and KOERI are Türkiye's official networks: an alert waits for one of them, never USGS alone. */
const OFFICIAL_SOURCES = new Set(['afad', 'koeri']);

export interface EventChange {
  kind: 'new' | 'revised';
  event: QuakeEvent;
}

export interface StoreResult {
  /** Records not seen before. */
  stored: number;
  changes: EventChange[];
}

/** One content of a record, whatever poll brought it: the record without the ingestion's own stamp. */
export function fingerprintOf(record: QuakeRecord): string {
  const { firstSeenAt: _seen, ...content } = record;
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

interface ExistingEventRow {
  id: string;
  event: QuakeEvent;
  official_at: string | null;
}

/** Whether a reader would see a difference: another source, magnitude, epicentre or revision. */
function changed(before: QuakeEvent, after: QuakeEvent): boolean {
  const shape = (event: QuakeEvent) =>
    JSON.stringify([event.time, event.latitude, event.longitude, event.depthKm, event.magnitudes, event.revised, event.records.map((record) => [record.source, record.sourceId, record.revision])]);
  return shape(before) !== shape(after);
}

const iso = (ms: number) => new Date(ms).toISOString();

export class QuakeStore {
  constructor(private readonly db: Db) {}

  /**
   * Stores a poll's records and re-merges the events around the new ones. Returns what changed
   * (new and revised events) for the realtime socket, which the caller announces after this
   * returns (the transaction has committed by then). Alert fan-outs are queued in the same
   * transaction, so an alert exists iff its event does.
   */
  async store(records: readonly QuakeRecord[], nowMs: number): Promise<StoreResult> {
    if (records.length === 0) return { stored: 0, changes: [] };
    const now = iso(nowMs);
    const rows = records.map((record) => ({
      source: record.source,
      sourceId: record.sourceId,
      fp: fingerprintOf(record),
      time: record.time,
      record: { ...record, firstSeenAt: now },
    }));
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${MERGE_LOCK_KEY})`);
      const inserted = await tx.query<{ time: string | Date }>(
        `INSERT INTO quake_records (source, source_id, fingerprint, time, record, first_seen_at)
         SELECT x->>'source', x->>'sourceId', x->>'fp', (x->>'time')::timestamptz, x->'record', $2::timestamptz
           FROM jsonb_array_elements($1::jsonb) AS x
         ON CONFLICT (source, fingerprint) DO NOTHING
         RETURNING time`,
        [JSON.stringify(rows), now],
      );
      if (inserted.rows.length === 0) return { stored: 0, changes: [] };
      const times = inserted.rows.map((row) => new Date(row.time).getTime());
      const [first, last] = [Math.min(...times), Math.max(...times)];
      const changes = await this.remerge(tx, first, last, nowMs);
      return { stored: inserted.rows.length, changes };
    });
  }

  private async remerge(tx: Queryable, first: number, last: number, nowMs: number): Promise<EventChange[]> {
    const window = { from: first - EVENT_MARGIN_MS, to: last + EVENT_MARGIN_MS };
    const { rows: recordRows } = await tx.query<{ record: QuakeRecord }>(
      `SELECT record FROM quake_records WHERE time BETWEEN $1::timestamptz AND $2::timestamptz`,
      [iso(first - RECORD_MARGIN_MS), iso(last + RECORD_MARGIN_MS)],
    );
    const inWindow = (event: QuakeEvent) => {
      const ms = Date.parse(event.time);
      return ms >= window.from && ms <= window.to;
    };
    const merged = mergeEvents(recordRows.map((row) => row.record)).filter(inWindow);
    const { rows: existingRows } = await tx.query<ExistingEventRow>(
      `SELECT id, event, official_at FROM quake_events WHERE time BETWEEN $1::timestamptz AND $2::timestamptz`,
      [iso(window.from), iso(window.to)],
    );
    const existing = new Map(existingRows.map((row) => [row.id, row]));
    const now = iso(nowMs);
    const changes: EventChange[] = [];
    for (const event of merged) {
      const before = existing.get(event.id);
      if (before && !changed(before.event, event)) continue;
      const official = event.records.some((record) => OFFICIAL_SOURCES.has(record.source));
      await tx.query(
        `INSERT INTO quake_events (id, time, latitude, longitude, depth_km, max_magnitude, province_plate, revised, sources, event, official_at, updated_at)
         VALUES ($1, $2::timestamptz, $3, $4, $5, $6, $7, $8, $9::text[], $10::jsonb, $11::timestamptz, $12::timestamptz)
         ON CONFLICT (id) DO UPDATE SET
           time = excluded.time, latitude = excluded.latitude, longitude = excluded.longitude, depth_km = excluded.depth_km,
           max_magnitude = excluded.max_magnitude, province_plate = excluded.province_plate, revised = excluded.revised,
           sources = excluded.sources, event = excluded.event,
           official_at = COALESCE(quake_events.official_at, excluded.official_at), updated_at = excluded.updated_at`,
        [
          event.id,
          event.time,
          event.latitude,
          event.longitude,
          event.depthKm,
          event.maxMagnitude,
          event.province?.plate ?? null,
          event.revised,
          event.records.map((record) => record.source),
          JSON.stringify(event),
          official ? now : null,
          now,
        ],
      );
      changes.push({ kind: before ? 'revised' : 'new', event });
      // An alert for a quake an official source has, while it is news (never for the backlog a
      // first poll brings); the fan-out decides per member, once per quake.
      if (official && nowMs - Date.parse(event.time) <= QUAKE_ALERTS.freshMinutes * 60 * SECOND) {
        // Due on the ingestion's clock (the database's own may differ from it: specs, a skewed host).
        await enqueueJob(tx, {
          type: QUAKE_ALERT_FANOUT_JOB,
          payload: { eventId: event.id } satisfies QuakeAlertFanoutPayload,
          dedupeKey: `${event.id}:${event.maxMagnitude ?? 'none'}`,
          runAfter: new Date(nowMs),
        });
      }
    }
    await this.dropReplaced(tx, existingRows, merged);
    return changes;
  }

  /**
   * Events of the window that the merge no longer produces (their records now stand in another
   * event): gone, their felt reports moved to the event that holds their first record.
   */
  private async dropReplaced(tx: Queryable, existingRows: ExistingEventRow[], merged: QuakeEvent[]): Promise<void> {
    const produced = new Set(merged.map((event) => event.id));
    for (const row of existingRows) {
      if (produced.has(row.id)) continue;
      const anchor = row.event.records[0];
      const heir = anchor && merged.find((event) => [...event.records, ...event.superseded].some((record) => record.source === anchor.source && record.sourceId === anchor.sourceId));
      if (heir) {
        await tx.query(
          `UPDATE quake_felt_reports r SET event_id = $2 WHERE r.event_id = $1
             AND NOT EXISTS (SELECT 1 FROM quake_felt_reports o WHERE o.event_id = $2 AND o.reader_key = r.reader_key)`,
          [row.id, heir.id],
        );
        await tx.query(`UPDATE quake_alerts_sent s SET event_id = $2 WHERE s.event_id = $1 AND NOT EXISTS (SELECT 1 FROM quake_alerts_sent o WHERE o.event_id = $2 AND o.user_id = s.user_id)`, [row.id, heir.id]);
      }
      await tx.query(`DELETE FROM quake_events WHERE id = $1`, [row.id]);
    }
  }
}
