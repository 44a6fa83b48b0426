import { type Static, Type } from '@sinclair/typebox';
import { Nullable } from './common.schema';
import { TagSchema } from './content.schema';

/** SPEC §9 has no figure for a topic hub's related topics; a row of chips reads well at ten. */
export const RELATED_TOPICS_LIMIT = 10;

/** `/{name}-news`: `name` is a tag's topic name (`trailers`), its route slug or the full slug route. */
export const TopicParamsSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }) },
  { additionalProperties: false },
);
export type TopicParams = Static<typeof TopicParamsSchema>;

/** `GET /tags/topic/{name}`: the tag behind a topic hub, its editorial description and related tags. */
export const TopicResponseSchema = Type.Object({
  tag: TagSchema,
  /** Written by editors; null when the tag has none. */
  description: Nullable(Type.String()),
  /** Tags most often on the same listed stories, most shared first. */
  related: Type.Array(TagSchema),
});
export type TopicResponse = Static<typeof TopicResponseSchema>;
