import type { Queryable } from '@meydan/api/db';
import type { PushPlatform } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

/** Devices kept per member: a new one beyond it replaces the member's least recently registered. */
export const MAX_DEVICES_PER_MEMBER = 10;
/** A visitor's device that has not re-registered for this long is gone (browsers re-send every 7 days, SPEC §9). */
export const VISITOR_DEVICE_MAX_IDLE_DAYS = 30;
/** Consecutive deliveries that failed for good after which a device is dropped. */
export const MAX_CONSECUTIVE_FAILURES = 10;

export interface SubscriptionInput {
  /** Web Push: the subscription endpoint; firebase: the FCM registration token (migration 0038). */
  endpoint: string;
  /** Web Push keys; null for a firebase token (FCM holds the browser's subscription). */
  p256dh: string | null;
  auth: string | null;
  platform: PushPlatform;
  /** The signed-in member and session, or null for a visitor (or a signed-out browser). */
  member: { userId: string; sessionId: string } | null;
  edition: Edition;
  swScope: string | null;
  vapidKey: string | null;
}

/** The platforms the worker sends through: Web Push (VAPID) and, where configured, Firebase Cloud Messaging. */
export type SendingPlatform = Extract<PushPlatform, 'webpush' | 'firebase'>;

/** A device a push goes to, with what the sender needs. */
export interface DeviceRow {
  id: string;
  platform: SendingPlatform;
  /** The Web Push endpoint, or the FCM registration token. */
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
  edition: Edition;
}

export const pushRepository = {
  /**
   * Registers a device by its endpoint: a new row, or the existing one updated with the new keys
   * and whoever registered it now (so it moves to another member, or to nobody after a sign-out).
   * A fresh registration clears the failure record. Answers the registration time.
   */
  async upsert(q: Queryable, input: SubscriptionInput): Promise<{ id: string; registeredAt: Date }> {
    const { rows } = await q.query<{ id: string; updated_at: Date }>(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, platform, user_id, session_id, edition, sw_scope, vapid_key)
       VALUES ($1, $2, $3, $4, $5::uuid, $6::uuid, $7, $8, $9)
       ON CONFLICT (endpoint) DO UPDATE
          SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, platform = EXCLUDED.platform,
              user_id = EXCLUDED.user_id, session_id = EXCLUDED.session_id, edition = EXCLUDED.edition,
              sw_scope = EXCLUDED.sw_scope, vapid_key = EXCLUDED.vapid_key, updated_at = now(),
              failure_count = 0, last_failure_at = NULL, last_failure = NULL
       RETURNING id, updated_at`,
      [
        input.endpoint,
        input.p256dh,
        input.auth,
        input.platform,
        input.member?.userId ?? null,
        input.member?.sessionId ?? null,
        input.edition,
        input.swScope,
        input.vapidKey,
      ],
    );
    const row = rows[0] as { id: string; updated_at: Date };
    return { id: row.id, registeredAt: new Date(row.updated_at) };
  },

  /** Keeps a member's newest MAX_DEVICES_PER_MEMBER devices (a script cannot pile up endpoints on one account). */
  async trimMemberDevices(q: Queryable, userId: string): Promise<void> {
    await q.query(
      `DELETE FROM push_subscriptions
        WHERE user_id = $1
          AND id NOT IN (SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY updated_at DESC, id LIMIT $2)`,
      [userId, MAX_DEVICES_PER_MEMBER],
    );
  },

  async pruneIdleVisitorDevices(q: Queryable): Promise<number> {
    const { rows } = await q.query(
      `DELETE FROM push_subscriptions WHERE user_id IS NULL AND updated_at < now() - make_interval(days => $1) RETURNING id`,
      [VISITOR_DEVICE_MAX_IDLE_DAYS],
    );
    return rows.length;
  },

  async removeByEndpoint(q: Queryable, endpoint: string): Promise<boolean> {
    const { rows } = await q.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 RETURNING id`, [endpoint]);
    return rows.length > 0;
  },

  async remove(q: Queryable, id: string): Promise<void> {
    await q.query(`DELETE FROM push_subscriptions WHERE id = $1`, [id]);
  },

  /**
   * A member's device on one of `platforms` if it still belongs to that member through a live
   * session (it may have moved to someone else, been unlinked by a sign-out, or dropped since the
   * push was queued).
   */
  async memberDevice(q: Queryable, id: string, userId: string, platforms: readonly SendingPlatform[]): Promise<DeviceRow | null> {
    const { rows } = await q.query<DeviceRow>(
      `SELECT s.id, s.platform, s.endpoint, s.p256dh, s.auth, s.edition
         FROM push_subscriptions s
         JOIN auth_sessions a ON a.id = s.session_id AND a.user_id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.platform = ANY($3::text[]) AND a.revoked_at IS NULL`,
      [id, userId, [...platforms]],
    );
    return rows[0] ?? null;
  },

  /**
   * Queues one 'push.deliver' job per device of the member on one of `platforms` (those this
   * server sends through), at most once per fan-out job (a fan-out that ran again after a crash
   * does not queue a device twice). Answers how many it queued.
   */
  async queueDeliveries(
    q: Queryable,
    options: { deliverType: string; userId: string; fanoutJobId: string; source: object; platforms: readonly SendingPlatform[] },
  ): Promise<number> {
    const { rows } = await q.query(
      `INSERT INTO jobs (type, payload, subject)
       SELECT $1, jsonb_build_object('subscriptionId', s.id, 'userId', s.user_id, 'fanout', $3::text, 'source', $4::jsonb), s.id::text
         FROM push_subscriptions s
         JOIN auth_sessions a ON a.id = s.session_id AND a.user_id = s.user_id
        WHERE s.user_id = $2 AND s.platform = ANY($5::text[]) AND a.revoked_at IS NULL
          AND NOT EXISTS (
                SELECT 1 FROM jobs j
                 WHERE j.type = $1 AND j.subject = s.id::text AND j.payload->>'fanout' = $3::text
              )
       RETURNING id`,
      [options.deliverType, options.userId, options.fanoutJobId, JSON.stringify(options.source), [...options.platforms]],
    );
    return rows.length;
  },

  async recordSuccess(q: Queryable, id: string): Promise<void> {
    await q.query(`UPDATE push_subscriptions SET last_success_at = now(), failure_count = 0, last_failure_at = NULL, last_failure = NULL WHERE id = $1`, [id]);
  },

  /** Notes why an attempt failed (the job retries it). */
  async recordAttemptFailure(q: Queryable, id: string, reason: string): Promise<void> {
    await q.query(`UPDATE push_subscriptions SET last_failure_at = now(), last_failure = left($2, 500) WHERE id = $1`, [id, reason]);
  },

  /**
   * Counts a delivery that failed for good (refused, or every retry failed); drops the device after
   * MAX_CONSECUTIVE_FAILURES in a row: it answers, but never takes a push.
   */
  async recordDeliveryFailed(q: Queryable, id: string, reason: string): Promise<void> {
    await q.query(
      `UPDATE push_subscriptions SET failure_count = failure_count + 1, last_failure_at = now(), last_failure = left($2, 500) WHERE id = $1`,
      [id, reason],
    );
    await q.query(`DELETE FROM push_subscriptions WHERE id = $1 AND failure_count >= $2`, [id, MAX_CONSECUTIVE_FAILURES]);
  },
};
