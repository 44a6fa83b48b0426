/**
 * Job types queued by one domain and run by another (domain libs never import each other, so
 * the name they agree on lives here, beside the queue).
 */

/**
 * A deleted account's profile images (avatar, cover, and uploads still pending): queued by the
 * account deletion (api-auth) in its transaction, run by the member media worker (api-social),
 * which removes the image rows and their files so earlier signed URLs stop working.
 * Payload: `{ userId }`.
 */
export const PURGE_PROFILE_MEDIA_JOB = 'member-media.purge-profile';
export interface PurgeProfileMediaPayload {
  userId: string;
}

/**
 * An earthquake alert for one member: queued by the quakes alert fan-out (api-quakes) once per
 * quake and member, run by the push worker (api-push), which sends it to the member's devices.
 * Payload: `{ eventId, userId }`.
 */
export const PUSH_QUAKE_ALERT_JOB = 'push.quake';
export interface PushQuakeAlertPayload {
  eventId: string;
  userId: string;
}
