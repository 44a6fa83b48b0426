import { type Static, Type } from '@sinclair/typebox';
import { REACTION_EMOJIS, MAX_REACTIONS_PER_READER, type ReactionEmoji } from '../constants';

/** `article:{legacyId}` or `game:{slug}`. */
export const REACTION_KEY_PATTERN = '^(article:[1-9][0-9]{4,8}|game:[a-z0-9-]{1,60})$';

export const ReactionStateQuerySchema = Type.Object({ key: Type.String({ pattern: REACTION_KEY_PATTERN }) }, { additionalProperties: false });
export const ReactionChangeQuerySchema = Type.Object(
  { key: Type.String({ pattern: REACTION_KEY_PATTERN }), reaction: Type.Union(REACTION_EMOJIS.map((emoji) => Type.Literal(emoji))) },
  { additionalProperties: false },
);
export type ReactionChangeQuery = Static<typeof ReactionChangeQuerySchema>;

export const ReactionStateSchema = Type.Object({
  key: Type.String(),
  /** Count per emoji (every emoji present, zero included). */
  counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  /** The emojis this reader has given. */
  mine: Type.Array(Type.String()),
});
export type ReactionState = Static<typeof ReactionStateSchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { REACTION_EMOJIS, MAX_REACTIONS_PER_READER, type ReactionEmoji };
