import { type Static, Type } from '@sinclair/typebox';
import { MAX_READ_TIME_MINUTES, MAX_TRACKING_BATCH, TRACKING_ACTIONS } from './tracking.rules';

export * from './tracking.rules';

/** SPEC §3 tracking event types. */
export const TRACKING_EVENT_TYPES = [
  'item_read',
  'item_read_complete',
  'item_read_scroll',
  'item_search',
  'item_reactions',
  'item_like',
  'item_share',
  'item_favorites',
  'item_write',
  'user_follow',
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** SPEC §3 tracking item types. */
export const TRACKING_ITEM_TYPES = ['article', 'comment', 'home', 'emoji', 'user'] as const;
export type TrackingItemType = (typeof TRACKING_ITEM_TYPES)[number];

/** Where a share went: a network link, the copied link or the device's share sheet. */
export const SHARE_CHANNELS = ['x', 'facebook', 'whatsapp', 'telegram', 'copy', 'native'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** SPEC §9 time periods: n (before 6), m (6-12), a (12-18), e (18 on). */
export const TIME_PERIODS = ['n', 'm', 'a', 'e'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((value) => Type.Literal(value)));
const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const Label = Type.String({ maxLength: 64 });

/**
 * Free-form details of one event (flat, small). Named keys: `network`, the share channel of an
 * `item_share`; `depth`, the percentage of the article body an `item_read_scroll` reached (the
 * tracker sends each READ_SCROLL_DEPTHS threshold once; the collector counts the deepest
 * threshold at or below it); `engagedSeconds`, the visible and focused time an
 * `item_read_complete` reports; `action`, whether an `item_reactions`, `item_like`,
 * `item_favorites` or `user_follow` added or took back; `query`, the words of an `item_search`
 * (item type `home`, item id the tab searched: content, tag or user); `key`, the reaction
 * counter's key of an `item_reactions` (item type `emoji`, item id the emoji:
 * `article:{legacyId}` or `game:{slug}`). Other keys are accepted and never interpreted.
 */
export const TrackingMetadataSchema = Type.Object(
  {
    network: Type.Optional(literals(SHARE_CHANNELS)),
    depth: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    engagedSeconds: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400 })),
    action: Type.Optional(literals(TRACKING_ACTIONS)),
    query: Type.Optional(Type.String({ maxLength: 256 })),
    key: Type.Optional(Type.String({ maxLength: 80 })),
  },
  { additionalProperties: Type.Union([Type.String({ maxLength: 256 }), Type.Number(), Type.Boolean()]), maxProperties: 16 },
);

/** SPEC §3 event part. `itemId` of an article is its legacy id (or uuid). */
export const TrackingEventPartSchema = Type.Object(
  {
    type: literals(TRACKING_EVENT_TYPES),
    itemId: Id,
    itemType: literals(TRACKING_ITEM_TYPES),
    metadata: Type.Optional(TrackingMetadataSchema),
    /** Milliseconds since the epoch on the reader's clock. */
    clientTimestamp: Type.Optional(Type.Integer({ minimum: 0 })),
    timePeriod: Type.Optional(literals(TIME_PERIODS)),
    readTime: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_READ_TIME_MINUTES })),
    wordCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    referrer: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);
export type TrackingEventPart = Static<typeof TrackingEventPartSchema>;

/**
 * SPEC §3 tracking event (`POST /api/collector/events`). Only `event` is required: the reader
 * is the API's own reader cookie, never an id the client claims (`userId` is informational).
 */
export const TrackingEventSchema = Type.Object(
  {
    userId: Type.Optional(Id),
    sessionId: Type.Optional(Id),
    organization: Type.Optional(Label),
    product: Type.Optional(Label),
    deviceType: Type.Optional(Label),
    event: TrackingEventPartSchema,
    base: Type.Optional(Type.Object({ baseItemId: Id, baseItemType: literals(TRACKING_ITEM_TYPES) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type TrackingEvent = Static<typeof TrackingEventSchema>;

/** One event, or a small batch of them in send order. */
export const TrackingEventsBodySchema = Type.Union([
  TrackingEventSchema,
  Type.Array(TrackingEventSchema, { minItems: 1, maxItems: MAX_TRACKING_BATCH }),
]);
export type TrackingEventsBody = Static<typeof TrackingEventsBodySchema>;

/** 202: how many events were taken (counted or deliberately ignored). */
export const TrackingAcceptedSchema = Type.Object({ accepted: Type.Integer({ minimum: 0 }) });
export type TrackingAccepted = Static<typeof TrackingAcceptedSchema>;

/** SPEC §7 `GET /status` of the event collector: false tells trackers to send nothing. */
export const CollectorStatusSchema = Type.Object({ collectorStatus: Type.Boolean() });
export type CollectorStatus = Static<typeof CollectorStatusSchema>;
