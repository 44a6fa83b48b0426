import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EDITIONS } from '@meydan/shared/util/routing';

export const EditionSchema = Type.Union(EDITIONS.map((edition) => Type.Literal(edition)));

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const DateTimeSchema = Type.String({ format: 'date-time' });

/**
 * SPEC §8 / ARCHITECTURE §5 error body. `action: 'redirect'` with `payload.route` tells the
 * client that a moved article lives elsewhere (§2.9: 301 to the payload route).
 */
export const ErrorResponseSchema = Type.Object({
  message: Type.String(),
  statusCode: Type.Integer({ minimum: 100, maximum: 599 }),
  action: Type.Optional(Type.String()),
  payload: Type.Optional(Type.Object({ route: Type.Optional(Type.String()) }, { additionalProperties: true })),
});
export const ErrorResponse = ErrorResponseSchema;
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/** `useHasNextPage` answers `hasNextPage` instead of the totals (ARCHITECTURE §5). */
export const PaginationSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  total: Type.Optional(Type.Integer({ minimum: 0 })),
  totalPages: Type.Optional(Type.Integer({ minimum: 0 })),
  hasNextPage: Type.Optional(Type.Boolean()),
});
export type Pagination = Static<typeof PaginationSchema>;

/** `:id` is a uuid or a numeric legacy id; the service decides which. */
export const IdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export type IdParams = Static<typeof IdParamsSchema>;
