import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, Nullable, PaginationSchema } from './common.schema';
import { ImageSchema } from './image.schema';
import { METADATA_KEY_PATTERN } from './metadata.schema';
import { VITRIN_PAGE_SIZE } from '../constants';

export const VITRIN_MAX_PAGE_SIZE = 50;

export const StorefrontFeedParamsSchema = Type.Object(
  { key: Type.String({ minLength: 1, maxLength: 80, pattern: METADATA_KEY_PATTERN }) },
  { additionalProperties: false },
);
export type StorefrontFeedParams = Static<typeof StorefrontFeedParamsSchema>;

export const StorefrontPageQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: VITRIN_MAX_PAGE_SIZE, default: VITRIN_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type StorefrontPageQuery = Static<typeof StorefrontPageQuerySchema>;

/** `amount` in major units (12.5 = twelve and a half) of the ISO 4217 `currency`. */
export const PriceSchema = Type.Object({ amount: Type.Number({ minimum: 0 }), currency: Type.String({ pattern: '^[A-Z]{3}$' }) });
export type Price = Static<typeof PriceSchema>;

/** One product of a showcase: an outbound (sponsored) link to the store selling it. */
export const StorefrontItemSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Nullable(ImageSchema),
  price: PriceSchema,
  /** The store's price before its discount, when it shows one. */
  listPrice: Nullable(PriceSchema),
  store: Type.Object({ name: Type.String() }),
  url: Type.String(),
  isAvailable: Type.Boolean(),
});
export type StorefrontItem = Static<typeof StorefrontItemSchema>;

/** A curated showcase (gift guide, home-office picks, …) without its items. */
export const StorefrontFeedSummarySchema = Type.Object({
  _id: Type.String(),
  key: Type.String(),
  title: Type.String(),
  description: Type.String(),
  cover: Nullable(ImageSchema),
  itemCount: Type.Integer({ minimum: 0 }),
  updated: DateTimeSchema,
  /** The showcase's page on the web: `/vitrin/{key}`. */
  path: Type.String(),
});
export type StorefrontFeedSummary = Static<typeof StorefrontFeedSummarySchema>;

export const StorefrontFeedListResponseSchema = Type.Object({ items: Type.Array(StorefrontFeedSummarySchema) });
export type StorefrontFeedListResponse = Static<typeof StorefrontFeedListResponseSchema>;

export const StorefrontFeedResponseSchema = Type.Object({
  feed: StorefrontFeedSummarySchema,
  items: Type.Array(StorefrontItemSchema),
  pagination: PaginationSchema,
});
export type StorefrontFeedResponse = Static<typeof StorefrontFeedResponseSchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { VITRIN_PAGE_SIZE };
