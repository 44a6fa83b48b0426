/**
 * "Did you feel it?" (issue 18 item 5): one report per reader and quake on the 12-level intensity
 * scale. A member reports as themselves, a visitor as their reader cookie (m-rid); a second report
 * replaces the first. A report names a point or a province (judged by its nearest part). The
 * reader's point is rounded to about a kilometre before it is stored, and
 * the map shows reports only grouped into squares of about 11 km. A report from farther away than
 * the quake can be felt is kept but flagged: it counts nowhere.
 */
import { HttpError } from '@meydan/api/core';
import type { Queryable } from '@meydan/api/db';
import { distanceKm, PROVINCE_SEATS, type QuakeEvent } from '@meydan/quakes/ingest';
import { distanceToProvinceKm } from '@meydan/quakes/map-data';
import { QUAKE_FELT, type QuakeFeltBody, type QuakeFeltSummary, quakeFeltRadiusKm } from '@meydan/shared/contracts';
import { QUAKE_MESSAGES } from '../quakes.messages';

const DAY_MS = 24 * 3600 * 1000;
/** Two decimals of a degree: about 1.1 km north–south. */
const roundPoint = (value: number) => Math.round(value * 100) / 100;
const cellOf = (value: number) => Math.floor(value / QUAKE_FELT.gridDegrees);

export interface FeltReader {
  key: string;
  userId: string | null;
}

interface ReportRow {
  reader_key: string;
  intensity: number;
  latitude: number | null;
  longitude: number | null;
  flagged: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

export function isFeltOpen(event: Pick<QuakeEvent, 'time'>, nowMs: number): boolean {
  return nowMs - Date.parse(event.time) <= QUAKE_FELT.openDays * DAY_MS;
}

export class FeltService {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  async summary(event: QuakeEvent, reader: FeltReader | null): Promise<QuakeFeltSummary> {
    const { rows } = await this.db.query<ReportRow>(`SELECT reader_key, intensity, latitude, longitude, flagged FROM quake_felt_reports WHERE event_id = $1`, [event.id]);
    const byIntensity = Array.from({ length: QUAKE_FELT.levels }, () => 0);
    const cells = new Map<string, { latitude: number; longitude: number; levels: number[] }>();
    let flagged = 0;
    for (const row of rows) {
      if (row.flagged) {
        flagged += 1;
        continue;
      }
      byIntensity[row.intensity - 1] = (byIntensity[row.intensity - 1] as number) + 1;
      if (row.latitude === null || row.longitude === null) continue;
      const [y, x] = [cellOf(Number(row.latitude)), cellOf(Number(row.longitude))];
      const key = `${y}:${x}`;
      const cell = cells.get(key) ?? { latitude: (y + 0.5) * QUAKE_FELT.gridDegrees, longitude: (x + 0.5) * QUAKE_FELT.gridDegrees, levels: [] };
      cell.levels.push(row.intensity);
      cells.set(key, cell);
    }
    const mine = reader ? rows.find((row) => row.reader_key === reader.key)?.intensity ?? null : null;
    return {
      total: byIntensity.reduce((sum, count) => sum + count, 0),
      byIntensity,
      flagged,
      cells: [...cells.values()].map((cell) => ({
        latitude: Math.round(cell.latitude * 1000) / 1000,
        longitude: Math.round(cell.longitude * 1000) / 1000,
        count: cell.levels.length,
        intensity: median(cell.levels),
      })),
      mine,
      open: isFeltOpen(event, this.now()),
    };
  }

  /** Stores (or replaces) the reader's report and answers the new summary. */
  async report(event: QuakeEvent, reader: FeltReader, body: QuakeFeltBody): Promise<QuakeFeltSummary> {
    if (!isFeltOpen(event, this.now())) throw new HttpError(409, QUAKE_MESSAGES.feltClosed, { params: { days: QUAKE_FELT.openDays } });
    const hasPoint = body.latitude !== undefined && body.longitude !== undefined;
    if (!hasPoint && (body.latitude !== undefined || body.longitude !== undefined || body.plate === undefined)) throw new HttpError(400, QUAKE_MESSAGES.feltPlace);
    const seat = body.plate !== undefined ? PROVINCE_SEATS.find((candidate) => candidate.plate === body.plate) : undefined;
    const point = hasPoint ? { latitude: roundPoint(body.latitude as number), longitude: roundPoint(body.longitude as number) } : seat ? { latitude: seat.latitude, longitude: seat.longitude } : null;
    if (!point) throw new HttpError(400, QUAKE_MESSAGES.feltPlace);
    // A province is judged by its nearest part (the reader may have been anywhere in it), a point by itself.
    const provinceDistance = hasPoint || body.plate === undefined ? null : await distanceToProvinceKm(body.plate, event.latitude, event.longitude);
    const distance = provinceDistance ?? distanceKm(event.latitude, event.longitude, point.latitude, point.longitude);
    const flagged = distance > quakeFeltRadiusKm(event.maxMagnitude);
    const now = new Date(this.now()).toISOString();
    await this.db.query(
      `INSERT INTO quake_felt_reports (event_id, reader_key, user_id, intensity, latitude, longitude, plate, distance_km, flagged, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $10::timestamptz)
       ON CONFLICT (event_id, reader_key) DO UPDATE SET
         intensity = excluded.intensity, latitude = excluded.latitude, longitude = excluded.longitude, plate = excluded.plate,
         distance_km = excluded.distance_km, flagged = excluded.flagged, updated_at = excluded.updated_at`,
      [event.id, reader.key, reader.userId, body.intensity, point.latitude, point.longitude, body.plate ?? null, Math.round(distance * 10) / 10, flagged, now],
    );
    return this.summary(event, reader);
  }
}
