import { type Static, Type } from '@sinclair/typebox';

/** The reactions offered under an article or game, in display order. */
export const REACTION_EMOJIS = ['love', 'haha', 'wow', 'clap', 'fire', 'sad', 'angry', 'think'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];
/** SPEC §5: at most 3 different emojis per reader and item. */
export const MAX_REACTIONS_PER_READER = 3;

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
