import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, EditionSchema, Nullable, PaginationSchema } from './common.schema';
import { CategoryBaseSchema } from './content.schema';
import { ImageSchema } from './image.schema';
import { messages } from './message-keys';
import { MEMBER_ARTICLE_LIMITS, MEMBER_ARTICLE_STATUSES, MEMBER_ARTICLES_PAGE_SIZE, memberArticleKey as key } from './member-content.rules';
import { UUID_PATTERN } from './uuid';

/**
 * Member-written articles (SPEC §4 content: draft → review → published; deleted content cannot
 * be republished). The member edits a working copy made of typed entries; approval turns it
 * into an ordinary article (text, image, embed, listicle and question entries). The limits and
 * the editor's rules are schema-free, in member-content.rules.ts (re-exported below).
 */
export const MemberArticleStatusSchema = Type.Union(MEMBER_ARTICLE_STATUSES.map((status) => Type.Literal(status)));

const ImageIdSchema = Type.String({ pattern: UUID_PATTERN, ...messages({ pattern: key('imageInvalid'), invalid: key('imageInvalid') }) });
const CaptionSchema = Type.String({ maxLength: MEMBER_ARTICLE_LIMITS.captionMax, ...messages({ maxLength: key('captionLength') }) });

/*
 * Entry schemas are told apart by `type` and, unlike other bodies, do not forbid other properties:
 * Fastify's Ajv removes unlisted properties (removeAdditional) while it tries each branch of a
 * union, which would strip an entry's fields before the branch that fits is reached. The API
 * rebuilds every entry field by field (cleanContent), so nothing unlisted is ever stored.
 */
export const MemberTextEntrySchema = Type.Object(
  {
    type: Type.Literal('text'),
    /** Rich text; the API keeps only p, a, strong, em, ul, ol, li (SPEC §5). */
    html: Type.String({ maxLength: MEMBER_ARTICLE_LIMITS.textMax, ...messages({ maxLength: key('textLength') }) }),
  },
);

export const MemberImageEntrySchema = Type.Object(
  {
    type: Type.Literal('image'),
    /** An image the author uploaded (`POST /articles/me/images`); null until one is chosen. */
    imageId: Nullable(ImageIdSchema),
    caption: Type.Optional(CaptionSchema),
  },
);

export const MemberVideoEntrySchema = Type.Object(
  {
    type: Type.Literal('video'),
    /** A YouTube or Vimeo link; stored normalized (see normalizeVideoUrl) once it is one. */
    url: Type.String({ maxLength: MEMBER_ARTICLE_LIMITS.videoUrlMax, ...messages({ maxLength: key('videoUrl') }) }),
    caption: Type.Optional(CaptionSchema),
  },
);

export const MemberItemEntrySchema = Type.Object(
  {
    type: Type.Literal('item'),
    title: Type.String({ maxLength: MEMBER_ARTICLE_LIMITS.itemTitleMax, ...messages({ maxLength: key('itemTitleLength') }) }),
    html: Type.String({ maxLength: MEMBER_ARTICLE_LIMITS.itemTextMax, ...messages({ maxLength: key('itemTextLength') }) }),
    imageId: Type.Optional(Nullable(ImageIdSchema)),
  },
);

export const MemberQuizAnswerSchema = Type.Object(
  {
    text: Type.String({ maxLength: MEMBER_ARTICLE_LIMITS.answerMax, ...messages({ maxLength: key('answerLength') }) }),
    correct: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const MemberQuizEntrySchema = Type.Object(
  {
    type: Type.Literal('quiz'),
    question: Type.String({ maxLength: MEMBER_ARTICLE_LIMITS.questionMax, ...messages({ maxLength: key('questionLength') }) }),
    answers: Type.Array(MemberQuizAnswerSchema, {
      maxItems: MEMBER_ARTICLE_LIMITS.answersMax,
      ...messages({ maxLength: key('answersCount') }),
    }),
  },
);

export const MemberEntryInputSchema = Type.Union([
  MemberTextEntrySchema,
  MemberImageEntrySchema,
  MemberVideoEntrySchema,
  MemberItemEntrySchema,
  MemberQuizEntrySchema,
]);
export type MemberEntryInput = Static<typeof MemberEntryInputSchema>;
export type MemberTextEntry = Static<typeof MemberTextEntrySchema>;
export type MemberImageEntry = Static<typeof MemberImageEntrySchema>;
export type MemberVideoEntry = Static<typeof MemberVideoEntrySchema>;
export type MemberItemEntry = Static<typeof MemberItemEntrySchema>;
export type MemberQuizEntry = Static<typeof MemberQuizEntrySchema>;

/**
 * A save of the working copy (create, autosave). Drafts may be incomplete: only the limits are
 * checked here; what a submission needs is {@link memberArticleSubmissionIssues}.
 */
export const MemberArticleBodySchema = Type.Object(
  {
    title: Type.String({ maxLength: MEMBER_ARTICLE_LIMITS.titleMax, ...messages({ maxLength: key('titleLength') }) }),
    summary: Type.String({ maxLength: MEMBER_ARTICLE_LIMITS.summaryMax, ...messages({ maxLength: key('summaryLength') }) }),
    categoryId: Nullable(Type.String({ pattern: UUID_PATTERN, ...messages({ pattern: key('categoryRequired'), invalid: key('categoryRequired') }) })),
    coverImageId: Nullable(ImageIdSchema),
    entries: Type.Array(MemberEntryInputSchema, { maxItems: MEMBER_ARTICLE_LIMITS.entriesMax, ...messages({ maxLength: key('entriesMax') }) }),
    /**
     * The revision this save is based on. When another window saved since, the API answers 409
     * and changes nothing, so two tabs never silently overwrite each other.
     */
    revision: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type MemberArticleBody = Static<typeof MemberArticleBodySchema>;
/** The content part of a save (what the author wrote). */
export type MemberArticleContent = Omit<MemberArticleBody, 'revision'>;

/** Entries as the API answers them: uploaded images resolved, video links with their provider. */
export const MemberEntrySchema = Type.Union([
  MemberTextEntrySchema,
  Type.Composite([MemberImageEntrySchema, Type.Object({ image: Type.Optional(ImageSchema) })]),
  Type.Composite([MemberVideoEntrySchema, Type.Object({ provider: Type.Optional(Type.Union([Type.Literal('youtube'), Type.Literal('vimeo')])) })]),
  Type.Composite([MemberItemEntrySchema, Type.Object({ image: Type.Optional(ImageSchema) })]),
  MemberQuizEntrySchema,
]);
export type MemberEntry = Static<typeof MemberEntrySchema>;

/** The published version of a member article, when there is one. */
export const MemberArticleLiveSchema = Type.Object({
  route: Type.String(),
  published: DateTimeSchema,
  isHidden: Type.Boolean(),
});

/** The working copy as its author (or a reviewing editor) reads it (`GET /articles/me/{id}`). */
export const MemberArticleSchema = Type.Object({
  _id: Type.String(),
  legacyId: Type.Integer({ minimum: 1 }),
  edition: EditionSchema,
  status: MemberArticleStatusSchema,
  revision: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  summary: Type.String(),
  categoryId: Nullable(Type.String()),
  coverImageId: Nullable(Type.String()),
  coverImage: Nullable(ImageSchema),
  entries: Type.Array(MemberEntrySchema),
  /** Why an editor refused the last submission; kept on the draft until it is submitted again. */
  rejectionReason: Nullable(Type.String()),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  submittedAt: Nullable(DateTimeSchema),
  live: Nullable(MemberArticleLiveSchema),
});
export type MemberArticle = Static<typeof MemberArticleSchema>;

/** A card of a member's article list. `status` and `rejectionReason` only in the author's own list. */
export const MemberArticleCardSchema = Type.Object({
  _id: Type.String(),
  legacyId: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  description: Type.String(),
  /** The published article's link; null while it has never been published. */
  route: Nullable(Type.String()),
  image: Nullable(ImageSchema),
  category: Nullable(CategoryBaseSchema),
  published: Nullable(DateTimeSchema),
  updatedAt: DateTimeSchema,
  status: Type.Optional(MemberArticleStatusSchema),
  rejectionReason: Type.Optional(Nullable(Type.String())),
  isHidden: Type.Optional(Type.Boolean()),
  /** Written by the member (false for staff articles that name them as an author): editable. */
  editable: Type.Optional(Type.Boolean()),
});
export type MemberArticleCard = Static<typeof MemberArticleCardSchema>;

export const ProfileBreadcrumbItemSchema = Type.Object({ name: Type.String(), href: Type.String() });
export type ProfileBreadcrumbItem = Static<typeof ProfileBreadcrumbItemSchema>;

export const MemberArticleListResponseSchema = Type.Object({
  items: Type.Array(MemberArticleCardSchema),
  pagination: PaginationSchema,
  breadcrumb: Type.Optional(Type.Array(ProfileBreadcrumbItemSchema)),
});
export type MemberArticleListResponse = Static<typeof MemberArticleListResponseSchema>;

const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBER_ARTICLES_PAGE_SIZE.max, default: MEMBER_ARTICLES_PAGE_SIZE.default })),
};

/** SPEC §7 `GET /articles/user/{userId}` (page, limit, categories, breadcrumb). */
export const UserArticlesQuerySchema = Type.Object(
  {
    ...PageFields,
    /** Comma-separated category slugs or ids; a section includes its subcategories. */
    categories: Type.Optional(Type.String({ maxLength: 500 })),
    /** Adds the page's breadcrumb (home › the member's profile). */
    breadcrumb: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type UserArticlesQuery = Static<typeof UserArticlesQuerySchema>;

export const UserArticlesParamsSchema = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export type UserArticlesParams = Static<typeof UserArticlesParamsSchema>;

/** `GET /articles/me`: the member's own posts, optionally of one status. */
export const MyArticlesQuerySchema = Type.Object(
  { ...PageFields, status: Type.Optional(MemberArticleStatusSchema) },
  { additionalProperties: false },
);
export type MyArticlesQuery = Static<typeof MyArticlesQuerySchema>;

export const MemberImageUploadResponseSchema = Type.Object({
  _id: Type.String(),
  /** `pending` until the renditions are written; an entry may point at it meanwhile. */
  state: Type.Union([Type.Literal('pending'), Type.Literal('ready'), Type.Literal('failed')]),
  image: Nullable(ImageSchema),
});
export type MemberImageUploadResponse = Static<typeof MemberImageUploadResponseSchema>;

// Defined with the schema-free rules (one source of truth), offered here as before.
export * from './member-content.rules';
