import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { DateTimeSchema, EditionSchema, Nullable, PaginationSchema } from './common.schema';
import { CardImageSchema, ImageSchema } from './image.schema';
import { isQuiz } from '../constants';

export const CategoryBaseSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  /** The §2.6 section or subcategory key (`business`, `economy`); also the URL segment. */
  slug: Type.String(),
  route: Type.String(),
  parent: Nullable(Type.String()),
  edition: EditionSchema,
});
export type CategoryBase = Static<typeof CategoryBaseSchema>;

/** Two levels only (§2.6), so `subs` holds categories without their own `subs`. */
export const CategorySchema = Type.Composite([
  CategoryBaseSchema,
  Type.Object({ subs: Type.Optional(Type.Array(CategoryBaseSchema)) }),
]);
export type Category = Static<typeof CategorySchema>;

export const CategoryListResponseSchema = Type.Object({ items: Type.Array(CategorySchema) });
export type CategoryListResponse = Static<typeof CategoryListResponseSchema>;

export const TagSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  route: Type.String(),
});
export type Tag = Static<typeof TagSchema>;

export const AuthorSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Type.Optional(Nullable(ImageSchema)),
  isActive: Type.Boolean(),
  /** Set when the author writes a Yazio column: bylines link to /yazio/{columnistSlug}. */
  columnistSlug: Type.Optional(Type.String()),
});
export type Author = Static<typeof AuthorSchema>;

export const ARTICLE_ENTRY_MODES = ['text', 'image', 'gallery', 'listicle', 'video', 'embed', 'question'] as const;
export type ArticleEntryMode = (typeof ARTICLE_ENTRY_MODES)[number];

/** One playable rendition of a video (SPEC §3 `videoData.source` is the first mp4). */
export const VideoSourceSchema = Type.Object({
  url: Type.String(),
  /** MIME type, e.g. `video/mp4` or `video/webm`. */
  type: Type.String(),
  width: Type.Optional(Type.Integer({ minimum: 1 })),
  height: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type VideoSource = Static<typeof VideoSourceSchema>;

export const VideoDataSchema = Type.Object({
  source: Type.String(),
  sources: Type.Optional(Type.Array(VideoSourceSchema)),
  poster: Type.Optional(Nullable(ImageSchema)),
  /** Whole seconds. */
  duration: Type.Optional(Type.Integer({ minimum: 0 })),
  width: Type.Optional(Type.Integer({ minimum: 1 })),
  height: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type VideoData = Static<typeof VideoDataSchema>;

/**
 * A quiz answer. Trivia answers carry `isCorrect`; personality answers weight one or more
 * results (`weights[resultId]`, positive numbers).
 */
export const QuizAnswerSchema = Type.Object({
  text: Type.String(),
  isCorrect: Type.Optional(Type.Boolean()),
  image: Type.Optional(ImageSchema),
  weights: Type.Optional(Type.Record(Type.String(), Type.Number({ minimum: 0 }))),
});
export type QuizAnswer = Static<typeof QuizAnswerSchema>;

export const QuizQuestionSchema = Type.Object({
  answers: Type.Array(QuizAnswerSchema),
  /** Trivia: shown with the right answer once the reader has answered. */
  explanation: Type.Optional(Type.String()),
  /** Personality: a warm-up question asked first and not scored. */
  pre: Type.Optional(Type.Boolean()),
});
export type QuizQuestion = Static<typeof QuizQuestionSchema>;

export const ArticleEntrySchema = Type.Object({
  mode: Type.Union(ARTICLE_ENTRY_MODES.map((mode) => Type.Literal(mode))),
  title: Type.Optional(Type.String()),
  /** `html` is editor content, served sanitized (sanitizeArticleHtml in the API): clients render it as it comes. */
  text: Type.Optional(Type.Object({ plain: Type.Optional(Type.String()), html: Type.Optional(Type.String()) })),
  image: Type.Optional(ImageSchema),
  videoData: Type.Optional(VideoDataSchema),
  /** A third-party post or player; rendered click-to-load so nothing external loads unasked. */
  embed: Type.Optional(
    Type.Object({ url: Type.String(), provider: Type.Optional(Type.String()), title: Type.Optional(Type.String()) }),
  ),
  question: Type.Optional(QuizQuestionSchema),
});
export type ArticleEntry = Static<typeof ArticleEntrySchema>;

export const ArticleCountsSchema = Type.Object({
  view: Type.Integer({ minimum: 0 }),
  share: Type.Integer({ minimum: 0 }),
  comment: Type.Integer({ minimum: 0 }),
  reaction: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const ARTICLE_KINDS = ['news', 'listicle', 'quiz', 'video', 'gallery', 'game'] as const;
export const ArticleKindSchema = Type.Union(ARTICLE_KINDS.map((kind) => Type.Literal(kind)));
export type ArticleKind = Static<typeof ArticleKindSchema>;

/** SPEC §3 special / expert labels, and `sponsored` for a paid story (issue 19: disclosed on cards and the article; no interstitial on it). */
export const ARTICLE_LABELS = ['special', 'expert', 'sponsored'] as const;
export const ArticleLabelSchema = Type.Union(ARTICLE_LABELS.map((label) => Type.Literal(label)));
export type ArticleLabel = Static<typeof ArticleLabelSchema>;

export const QuizResultSchema = Type.Object({
  /** Stable within the quiz; answers' `weights` refer to it. */
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Type.Optional(Nullable(ImageSchema)),
});
export type QuizResult = Static<typeof QuizResultSchema>;

/** Trivia grade: applies when the share of right answers is at least `minPercent`. */
export const QuizGradeSchema = Type.Object({
  minPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  title: Type.String(),
  description: Type.String(),
});
export type QuizGrade = Static<typeof QuizGradeSchema>;

export const QuizDefinitionSchema = Type.Object({
  type: Type.Union([Type.Literal('trivia'), Type.Literal('personality')]),
  /** Personality outcomes. */
  results: Type.Optional(Type.Array(QuizResultSchema)),
  /** Trivia grades, any order. */
  grades: Type.Optional(Type.Array(QuizGradeSchema)),
});
export type QuizDefinition = Static<typeof QuizDefinitionSchema>;

/** SPEC §3 article. `categories` is ordered root first, so a subcategory's parent is listed too. */
export const ArticleSchema = Type.Object({
  _id: Type.String(),
  legacyId: Type.Integer({ minimum: 1 }),
  edition: EditionSchema,
  title: Type.String(),
  originalTitle: Type.Optional(Nullable(Type.String())),
  route: Type.String(),
  redirectUrl: Type.Optional(Nullable(Type.String())),
  seoData: Type.Object({
    altTitle: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
  }),
  description: Type.String(),
  categories: Type.Array(CategoryBaseSchema),
  entries: Type.Array(ArticleEntrySchema),
  isTest: Type.Boolean(),
  isDraft: Type.Boolean(),
  isHidden: Type.Boolean(),
  isDeleted: Type.Boolean(),
  noindex: Type.Boolean(),
  isVideo: Type.Boolean(),
  showVideoPageDesign: Type.Boolean(),
  published: DateTimeSchema,
  modified: DateTimeSchema,
  /** When Meydan posted the story to its Instagram account; absent if it never did (`sort=igDate`). */
  igPostedAt: Type.Optional(DateTimeSchema),
  authors: Type.Array(AuthorSchema),
  image: Type.Optional(Nullable(ImageSchema)),
  facebookImage: Type.Optional(Nullable(ImageSchema)),
  tags: Type.Array(TagSchema),
  counts: ArticleCountsSchema,
  /** SPEC §3 content kind. */
  kind: Type.Optional(ArticleKindSchema),
  /** SPEC §3 special or expert labels, shown on cards and the article. */
  labels: Type.Optional(Type.Array(ArticleLabelSchema)),
  /**
   * Minutes to read the story's text ("5 min read", issue 20), from its word count at the API's
   * reading speed; absent for kinds watched or played rather than read (videos, quizzes, games)
   * and for a story without text.
   */
  readMinutes: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Quiz definition: absent on articles that are not quizzes. */
  quiz: Type.Optional(QuizDefinitionSchema),
});
export type Article = Static<typeof ArticleSchema>;

/** The list form: everything but the body. */
export const ArticleSummarySchema = Type.Omit(ArticleSchema, ['entries', 'quiz']);
export type ArticleSummary = Static<typeof ArticleSummarySchema>;

/** A category as a card shows it: its name, linking to its page. */
export const CategoryLinkSchema = Type.Pick(CategoryBaseSchema, ['name', 'route']);
export type CategoryLink = Static<typeof CategoryLinkSchema>;

/**
 * The card (teaser) form of an article: only what a card, a stream entry or a list link shows
 * (title, picture, section, labels, kind, date, read time, the lead card's description) plus the cursors
 * of time-ordered lists (legacyId, igPostedAt). Lists ask for it with `view=card`; a full
 * ArticleSummary is assignable to it, so components typed with it take either.
 */
export const ArticleCardSchema = Type.Composite([
  Type.Pick(ArticleSchema, ['_id', 'legacyId', 'title', 'route', 'description', 'published', 'igPostedAt', 'kind', 'labels', 'readMinutes']),
  Type.Object({ categories: Type.Array(CategoryLinkSchema), image: Type.Optional(Nullable(CardImageSchema)) }),
]);
export type ArticleCard = Static<typeof ArticleCardSchema>;

/** `view=card` answers with ArticleCard items; `full` (also when absent) with ArticleSummary. */
export const LIST_VIEWS = ['full', 'card'] as const;
export type ListView = (typeof LIST_VIEWS)[number];
export const ListViewSchema = Type.Union(LIST_VIEWS.map((view) => Type.Literal(view)), {
  description: 'card: each article carries only what a card shows (ArticleCard); full (or absent): the whole summary',
});

/** A plain list of articles (recommendations, trends) without paging. */
export const articleItemsOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item) });
export const ArticleItemsResponseSchema = articleItemsOf(ArticleSummarySchema);
export type ArticleItemsResponse = Static<typeof ArticleItemsResponseSchema>;
export const ArticleCardItemsResponseSchema = articleItemsOf(ArticleCardSchema);
export type ArticleCardItemsResponse = Static<typeof ArticleCardItemsResponseSchema>;

export const articleListOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), pagination: PaginationSchema });
export const ArticleListResponseSchema = articleListOf(ArticleSummarySchema);
export const ArticleListResponse = ArticleListResponseSchema;
export type ArticleListResponse = Static<typeof ArticleListResponseSchema>;
export const ArticleCardListResponseSchema = articleListOf(ArticleCardSchema);
export type ArticleCardListResponse = Static<typeof ArticleCardListResponseSchema>;

// Defined with the schema-free constants (one source of truth), offered here as before.
export { isQuiz };
