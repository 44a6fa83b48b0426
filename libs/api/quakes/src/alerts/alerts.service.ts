/**
 * Earthquake alerts (issue 18 item 6): a member's places (provinces, or points with a radius), the
 * least magnitude and quiet hours; and the fan-out that decides, for a quake an official source
 * (AFAD or KOERI) has published, which members get a push. Each member gets at most one push per
 * quake, ever (quake_alerts_sent): a revision alerts only a member who had none yet, i.e. one whose
 * threshold the revised magnitude now reaches. Alerts report what happened; nothing here predicts
 * or warns ahead of shaking.
 */
import { HttpError } from '@meydan/api/core';
import { type ClaimedJob, type Db, enqueueJob, type JobHandler, PermanentJobError, PUSH_QUAKE_ALERT_JOB, type PushQuakeAlertPayload, type Queryable } from '@meydan/api/db';
import { distanceKm, type QuakeEvent } from '@meydan/quakes/ingest';
import { QUAKE_ALERTS, type QuakeAlertPlace, type QuakeAlertSettings } from '@meydan/shared/contracts';
import { QUAKE_MESSAGES } from '../quakes.messages';
import type { QuakeAlertFanoutPayload } from '../ingest/quake-store';

export const DEFAULT_ALERT_SETTINGS: QuakeAlertSettings = { enabled: false, minMagnitude: QUAKE_ALERTS.defaultMinMagnitude, places: [], quietHours: null };

interface SettingsRow {
  user_id: string;
  enabled: boolean;
  min_magnitude: number;
  places: QuakeAlertPlace[];
  quiet_start: string | null;
  quiet_end: string | null;
}

const settingsOf = (row: SettingsRow): QuakeAlertSettings => ({
  enabled: row.enabled,
  minMagnitude: Number(row.min_magnitude),
  places: row.places,
  quietHours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
});

/** Minutes since midnight in Turkey (UTC+3 all year since 2016). */
function turkeyMinutes(nowMs: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(nowMs));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Within quiet hours [start, end), which may run past midnight (23:00–07:00). */
export function inQuietHours(quiet: QuakeAlertSettings['quietHours'], nowMs: number): boolean {
  if (!quiet) return false;
  const [now, start, end] = [turkeyMinutes(nowMs), minutesOf(quiet.start), minutesOf(quiet.end)];
  return start < end ? now >= start && now < end : now >= start || now < end;
}

export function placeMatches(place: QuakeAlertPlace, event: Pick<QuakeEvent, 'latitude' | 'longitude' | 'province'>): boolean {
  if (place.kind === 'province') return event.province?.plate === place.plate;
  return distanceKm(place.latitude, place.longitude, event.latitude, event.longitude) <= place.radiusKm;
}

/** Whether this member is to be alerted of this quake now (places, threshold, quiet hours). */
export function wantsAlert(settings: QuakeAlertSettings, event: Pick<QuakeEvent, 'latitude' | 'longitude' | 'province' | 'maxMagnitude'>, nowMs: number): boolean {
  if (!settings.enabled || event.maxMagnitude === null || event.maxMagnitude < settings.minMagnitude) return false;
  if (!settings.places.some((place) => placeMatches(place, event))) return false;
  return event.maxMagnitude >= QUAKE_ALERTS.quietHoursBypassMagnitude || !inQuietHours(settings.quietHours, nowMs);
}

export class AlertSettingsService {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  async get(userId: string): Promise<QuakeAlertSettings> {
    const { rows } = await this.db.query<SettingsRow>(`SELECT * FROM quake_alert_settings WHERE user_id = $1`, [userId]);
    return rows[0] ? settingsOf(rows[0]) : DEFAULT_ALERT_SETTINGS;
  }

  async save(userId: string, settings: QuakeAlertSettings): Promise<QuakeAlertSettings> {
    if (settings.enabled && settings.places.length === 0) throw new HttpError(400, QUAKE_MESSAGES.alertPlaces);
    const plates = settings.places.flatMap((place) => (place.kind === 'province' ? [place.plate] : []));
    if (new Set(plates).size !== plates.length) throw new HttpError(400, QUAKE_MESSAGES.alertDuplicatePlace);
    if (settings.quietHours && settings.quietHours.start === settings.quietHours.end) throw new HttpError(400, QUAKE_MESSAGES.quietHours);
    const places = settings.places.map((place) => (place.kind === 'point' && place.label !== undefined ? { ...place, label: place.label.trim() } : place));
    await this.db.query(
      `INSERT INTO quake_alert_settings (user_id, enabled, min_magnitude, places, quiet_start, quiet_end, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::timestamptz)
       ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, min_magnitude = excluded.min_magnitude, places = excluded.places,
         quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end, updated_at = excluded.updated_at`,
      [userId, settings.enabled, Math.round(settings.minMagnitude * 10) / 10, JSON.stringify(places), settings.quietHours?.start ?? null, settings.quietHours?.end ?? null, new Date(this.now()).toISOString()],
    );
    return this.get(userId);
  }
}

/**
 * The fan-out job (queued by the ingestion with the event): every member whose settings want
 * this quake now, and who had no alert of it yet, gets one push job (run by the push worker).
 */
export function alertFanoutHandler(context: { db: Db; now: () => number; nudgePush(): void }): JobHandler<QuakeAlertFanoutPayload> {
  return {
    async run(job: ClaimedJob<QuakeAlertFanoutPayload>) {
      const eventId = job.payload?.eventId;
      if (typeof eventId !== 'string') throw new PermanentJobError(`${job.type}: payload names no event`);
      const { rows } = await context.db.query<{ event: QuakeEvent; official_at: string | null }>(`SELECT event, official_at FROM quake_events WHERE id = $1`, [eventId]);
      const row = rows[0];
      // Merged into another event since (that one has its own fan-out), or not official yet.
      if (!row || !row.official_at) return;
      const event = row.event;
      if (event.maxMagnitude === null) return;
      const nowMs = context.now();
      const { rows: members } = await context.db.query<SettingsRow>(
        `SELECT s.* FROM quake_alert_settings s
           JOIN users u ON u.id = s.user_id AND u.is_active AND u.deleted_at IS NULL
          WHERE s.enabled AND s.min_magnitude <= $1
            AND NOT EXISTS (SELECT 1 FROM quake_alerts_sent a WHERE a.event_id = $2 AND a.user_id = s.user_id)`,
        [event.maxMagnitude, eventId],
      );
      const recipients = members.filter((member) => wantsAlert(settingsOf(member), event, nowMs));
      if (recipients.length === 0) return;
      let queued = 0;
      await context.db.transaction(async (tx) => {
        for (const member of recipients) {
          const sent = await tx.query(
            `INSERT INTO quake_alerts_sent (event_id, user_id, magnitude, sent_at) VALUES ($1, $2, $3, $4::timestamptz) ON CONFLICT DO NOTHING RETURNING user_id`,
            [eventId, member.user_id, event.maxMagnitude, new Date(nowMs).toISOString()],
          );
          if (sent.rows.length === 0) continue;
          await enqueueJob(tx, { type: PUSH_QUAKE_ALERT_JOB, payload: { eventId, userId: member.user_id } satisfies PushQuakeAlertPayload, subject: member.user_id, runAfter: new Date(nowMs) });
          queued += 1;
        }
      });
      if (queued > 0) context.nudgePush();
    },
  };
}
