import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable } from './common.schema';
import { PUSH_TIMINGS } from '../constants';

/**
 * Push notifications (SPEC §1, §3 "Push token record" and "push registration payloads", §4 "Push
 * permission", §7 recommendation service, §9 Push). The recommendation service lives at
 * `/api/reco/v1/…` (ARCHITECTURE §1), so SPEC's `/{version}/…` calls are `/api/reco/v1/status` and
 * `/api/reco/v1/user/push-notification-platform`.
 *
 * Standard Web Push is the default platform: the browser's PushSubscription is the target, and the
 * server signs with the VAPID keys of its configuration. `firebase` (firebaseToken) applies only
 * where firebase is configured; `chatty` (chatClientId) targets the realtime client id.
 */
export const PUSH_PLATFORMS = ['webpush', 'firebase', 'chatty'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];
export const PUSH_TARGET_TYPES = ['webPushSubscription', 'firebaseToken', 'chatClientId'] as const;
export type PushTargetType = (typeof PUSH_TARGET_TYPES)[number];

/**
 * A Firebase Cloud Messaging registration token (what Messaging's getToken() gives): an
 * instance id, a colon and a long opaque part, in URL-safe characters. Checked before storing.
 */
export const FIREBASE_TOKEN_PATTERN = '^[A-Za-z0-9_-]+:[A-Za-z0-9_.-]+$';
export const FIREBASE_TOKEN_LENGTH = { min: 32, max: 2048 } as const;

/** SPEC §3 Push token record: `options` of a Web Push subscription. */
export const PushSubscriptionOptionsSchema = Type.Object(
  {
    endpoint: Type.String({ minLength: 8, maxLength: 2048, pattern: '^https?://' }),
    p256dh: Type.String({ minLength: 16, maxLength: 256, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
    auth: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
    swScope: Type.Optional(Type.String({ maxLength: 512 })),
    vapidKey: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: false },
);
export type PushSubscriptionOptions = Static<typeof PushSubscriptionOptionsSchema>;

/**
 * `POST /api/reco/v1/user/push-notification-platform` (SPEC §3 first payload form). `userId` is
 * ignored in favour of the signed-in member (a visitor's device registers with none); the
 * target value is the endpoint for Web Push, and `options` carries its keys. Where Firebase
 * Messaging is the platform, `externalPlatform: 'firebase'`, `notificationTargetType:
 * 'firebaseToken'` and the target value is the FCM registration token (no `options`: FCM holds
 * the browser's subscription).
 */
export const PushRegistrationBodySchema = Type.Object(
  {
    userId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    externalPlatform: Type.Union(PUSH_PLATFORMS.map((platform) => Type.Literal(platform))),
    notificationTargetType: Type.Union(PUSH_TARGET_TYPES.map((type) => Type.Literal(type))),
    notificationTargetValue: Type.String({ minLength: 1, maxLength: 2048 }),
    options: Type.Optional(PushSubscriptionOptionsSchema),
    /** The edition the device reads: pushes are written in its language. */
    edition: Type.Optional(Type.Union([Type.Literal('tr'), Type.Literal('en'), Type.Literal('ru')])),
  },
  { additionalProperties: false },
);
export type PushRegistrationBody = Static<typeof PushRegistrationBodySchema>;

export const PushRegistrationResponseSchema = Type.Object({ registered: Type.Boolean(), createTime: DateTimeSchema });
export type PushRegistrationResponse = Static<typeof PushRegistrationResponseSchema>;

/**
 * `DELETE /api/reco/v1/user/push-notification-platform`: the browser unsubscribed (permission
 * revoked, or the page replaced its subscription). The endpoint alone identifies it: it is a
 * capability URL only that browser and its push service know.
 */
export const PushUnregisterBodySchema = Type.Object(
  { endpoint: Type.String({ minLength: 8, maxLength: 2048, pattern: '^https?://' }) },
  { additionalProperties: false },
);
export type PushUnregisterBody = Static<typeof PushUnregisterBodySchema>;

/** `GET /api/reco/v1/status`: `deviceTokenCollectorStatus` false → the browser reports "Unavailable service." (SPEC §5). */
export const RecoStatusSchema = Type.Object({
  deviceTokenCollectorStatus: Type.Boolean(),
  /** The VAPID public key (base64url) the browser subscribes with; null when Web Push is not configured. */
  vapidPublicKey: Nullable(Type.String()),
});
export type RecoStatus = Static<typeof RecoStatusSchema>;

/** What a push carries to the service worker (encrypted; RFC 8291). */
export interface PushPayload {
  title: string;
  body: string;
  /** Same-site path or absolute edition URL the notification opens. */
  url: string;
  /** Collapses repeats (one per conversation, one per notification kind). */
  tag?: string;
  icon?: string;
}

// Defined with the schema-free constants (one source of truth), offered here as before.
export { PUSH_TIMINGS };
