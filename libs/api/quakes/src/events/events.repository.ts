/**
 * The database side of the lists and event pages: what the snapshot does not hold (ranges older
 * than 30 days, an old event's page) and the sources' polling state.
 */
import type { Queryable } from '@meydan/api/db';
import type { QuakeEvent } from '@meydan/quakes/ingest';
import type { ListFilter } from './list-filter';

export interface EventRow {
  event: QuakeEvent;
  felt: number;
}

export interface SourceStateRow {
  source: string;
  last_attempt_at: string | Date | null;
  last_success_at: string | Date | null;
  failures: number;
}

const FELT_COUNT = `(SELECT count(*) FROM quake_felt_reports r WHERE r.event_id = e.id AND NOT r.flagged)::int`;
// Great-circle distance in km from ($lat, $lon), the haversine the ingestion's distanceKm uses.
const distanceFrom = (lat: string, lon: string) =>
  `6371.0088 * 2 * asin(sqrt(power(sin(radians(e.latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - ${lon}) / 2), 2)))`;

export const eventsRepository = {
  /** One page of a filtered list, with the total, straight from the table. */
  async page(db: Queryable, filter: ListFilter): Promise<{ rows: EventRow[]; total: number }> {
    const params: unknown[] = [new Date(filter.fromMs).toISOString(), new Date(filter.toMs).toISOString()];
    const where = ['e.time >= $1::timestamptz', 'e.time <= $2::timestamptz'];
    const add = (value: unknown) => `$${params.push(value)}`;
    if (filter.minMagnitude !== null) where.push(`e.max_magnitude >= ${add(filter.minMagnitude)}`);
    if (filter.province) where.push(`e.province_plate = ${add(filter.province.plate)}`);
    if (filter.bbox) {
      const { west, south, east, north } = filter.bbox;
      where.push(`e.latitude BETWEEN ${add(south)} AND ${add(north)}`);
      where.push(west <= east ? `e.longitude BETWEEN ${add(west)} AND ${add(east)}` : `(e.longitude >= ${add(west)} OR e.longitude <= ${add(east)})`);
    }
    if (filter.around) {
      where.push(`${distanceFrom(`${add(filter.around.latitude)}::float8`, `${add(filter.around.longitude)}::float8`)} <= ${add(filter.around.radiusKm)}`);
    }
    const order = filter.sort === 'magnitude' ? 'e.max_magnitude DESC NULLS LAST, e.time DESC, e.id' : 'e.time DESC, e.id';
    const limit = add(filter.limit);
    const offset = add((filter.page - 1) * filter.limit);
    const { rows } = await db.query<EventRow & { total: number }>(
      `SELECT e.event, ${FELT_COUNT} AS felt, count(*) OVER ()::int AS total
         FROM quake_events e
        WHERE ${where.join(' AND ')}
        ORDER BY ${order}
        LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    if (rows.length > 0 || filter.page === 1) return { rows, total: Number(rows[0]?.total ?? 0) };
    // Past the last page: the total still tells the reader how many there are.
    const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM quake_events e WHERE ${where.join(' AND ')}`, params.slice(0, params.length - 2));
    return { rows: [], total: Number(count.rows[0]?.n ?? 0) };
  },

  async byId(db: Queryable, id: string): Promise<EventRow | null> {
    const { rows } = await db.query<EventRow>(`SELECT e.event, ${FELT_COUNT} AS felt FROM quake_events e WHERE e.id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** Events within `radiusKm` of a point in a time range, oldest first (an old event's sequence). */
  async around(db: Queryable, point: { latitude: number; longitude: number }, radiusKm: number, fromMs: number, toMs: number, limit: number): Promise<EventRow[]> {
    const { rows } = await db.query<EventRow>(
      `SELECT e.event, ${FELT_COUNT} AS felt FROM quake_events e
        WHERE e.time BETWEEN $1::timestamptz AND $2::timestamptz
          AND e.latitude BETWEEN $3::float8 - 1 AND $3::float8 + 1
          AND ${distanceFrom('$3::float8', '$4::float8')} <= $5
        ORDER BY e.time, e.id LIMIT $6`,
      [new Date(fromMs).toISOString(), new Date(toMs).toISOString(), point.latitude, point.longitude, radiusKm, limit],
    );
    return rows;
  },

  async sourceStates(db: Queryable, sources: readonly string[]): Promise<SourceStateRow[]> {
    const { rows } = await db.query<SourceStateRow>(`SELECT source, last_attempt_at, last_success_at, failures FROM quake_sources WHERE source = ANY($1::text[])`, [[...sources]]);
    return rows;
  },
};
