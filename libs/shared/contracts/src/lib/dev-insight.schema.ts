import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, EditionSchema, Nullable } from './common.schema';
import { ArticleKindSchema } from './content.schema';

/*
 * The /dev/counter and /dev/reco pages (SPEC §2.6; issue 19): what the platform counts about an
 * article and what it recommends beside it, for editors (`GET /api/v3.5/dev/counter` and
 * `/dev/reco`). Open to anyone in development; editors and admins only in production.
 */

/** `q`: the article's link (any edition's host), its path, its number or its uuid. */
export const DevArticleQuerySchema = Type.Object({ q: Type.String({ minLength: 1, maxLength: 2048 }) }, { additionalProperties: false });
export type DevArticleQuery = Static<typeof DevArticleQuerySchema>;

/** The article as found, whatever its state (drafts, hidden and deleted ones too). */
export const DevArticleSchema = Type.Object({
  _id: Type.String(),
  legacyId: Type.Integer(),
  edition: EditionSchema,
  title: Type.String(),
  /** Its SPEC §2.8 path in its edition. */
  route: Type.String(),
  kind: ArticleKindSchema,
  published: Nullable(DateTimeSchema),
  isDraft: Type.Boolean(),
  isHidden: Type.Boolean(),
  isDeleted: Type.Boolean(),
  noindex: Type.Boolean(),
});
export type DevArticle = Static<typeof DevArticleSchema>;

const Count = Type.Integer({ minimum: 0 });

export const DevCounterResponseSchema = Type.Object({
  article: DevArticleSchema,
  /** The counters stored on the article: what cards, lists and rankings read. */
  stored: Type.Object({ views: Count, watches: Count, shares: Count, comments: Count, reactions: Count }),
  /** Counted from the rows now; a difference from `stored` is a counter gone astray. */
  counted: Type.Object({
    reactions: Count,
    /** Comments the public sees (the rule of `comment_is_public`). */
    comments: Count,
    /** Comments waiting in the editors' review (reported or offensive). */
    commentsInReview: Count,
    favorites: Count,
  }),
  /** Every reaction emoji with its count (a hit adds one, a pop removes it), zeros included, in the widget's order. */
  reactions: Type.Array(Type.Object({ emoji: Type.String(), count: Count })),
  /** Distinct readers who gave at least one reaction. */
  reactionReaders: Count,
  /** The collector's claims of the current UTC day: views and shares counted today, and by how many readers. */
  today: Type.Object({ day: Type.String(), views: Count, shares: Count, viewers: Count }),
});
export type DevCounterResponse = Static<typeof DevCounterResponseSchema>;

/** One recommended article and why: the score of `relatedIds` (3 × shared tags + 2 × shared categories + categories of the same sections). */
export const DevRecoItemSchema = Type.Object({
  _id: Type.String(),
  legacyId: Type.Integer(),
  title: Type.String(),
  route: Type.String(),
  kind: ArticleKindSchema,
  published: Nullable(DateTimeSchema),
  score: Count,
  sharedTags: Type.Array(Type.String()),
  sharedCategories: Type.Array(Type.String()),
  sectionMatches: Count,
});
export type DevRecoItem = Static<typeof DevRecoItemSchema>;

export const DevRecoResponseSchema = Type.Object({
  article: DevArticleSchema,
  tags: Type.Array(Type.String()),
  categories: Type.Array(Type.String()),
  /** What `/browse/recommendations/{id}` answers, in order. */
  recommendations: Type.Array(DevRecoItemSchema),
  /** The related clips of `/browse/recommended/videos/{id}` before its top-up with popular clips. */
  videos: Type.Array(DevRecoItemSchema),
});
export type DevRecoResponse = Static<typeof DevRecoResponseSchema>;
