import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, EditionSchema, Nullable, PaginationSchema } from './common.schema';
import { CategoryBaseSchema } from './content.schema';
import { ImageSchema } from './image.schema';
import { messages } from './message-keys';
import type { ValidationIssue } from './validate';

/**
 * Member-written articles (SPEC §4 content: draft → review → published; deleted content cannot
 * be republished). The member edits a working copy made of typed entries; approval turns it
 * into an ordinary article (text, image, embed, listicle and question entries).
 */
export const MEMBER_ARTICLE_LIMITS = {
  titleMax: 120,
  summaryMax: 300,
  entriesMax: 50,
  textMax: 20_000,
  captionMax: 300,
  videoUrlMax: 500,
  itemTitleMax: 120,
  itemTextMax: 5_000,
  questionMax: 200,
  answersMin: 2,
  answersMax: 6,
  answerMax: 120,
  rejectionReasonMax: 500,
} as const;

/** Page sizes: SPEC §9 "articles 15 or 20". */
export const MEMBER_ARTICLES_PAGE_SIZE = { default: 15, max: 50 } as const;

export const MEMBER_ARTICLE_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type MemberArticleStatus = (typeof MEMBER_ARTICLE_STATUSES)[number];
export const MemberArticleStatusSchema = Type.Union(MEMBER_ARTICLE_STATUSES.map((status) => Type.Literal(status)));

export const MEMBER_ENTRY_TYPES = ['text', 'image', 'video', 'item', 'quiz'] as const;
export type MemberEntryType = (typeof MEMBER_ENTRY_TYPES)[number];

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const key = (name: string) => `validation.memberArticle.${name}`;

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

// --- Shared rules (the editor checks them as the member types, the API on submission). ---

export type VideoProvider = 'youtube' | 'vimeo';
export interface NormalizedVideo {
  provider: VideoProvider;
  id: string;
  url: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

/**
 * A YouTube or Vimeo link in its canonical form (`https://www.youtube.com/watch?v=ID`,
 * `https://vimeo.com/ID`), or null for anything else: other sites, other schemes, pages that are
 * not one video. Accepts the forms people paste: youtu.be, /shorts/, /embed/, /live/, m. and
 * music. hosts, youtube-nocookie, player.vimeo.com, channel and group paths, unlisted hashes.
 */
export function normalizeVideoUrl(raw: string): NormalizedVideo | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const youtube = (id: string | null | undefined): NormalizedVideo | null =>
    id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id, url: `https://www.youtube.com/watch?v=${id}` } : null;
  if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]) : null;
  if (['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com'].includes(host)) {
    if (parts[0] === 'watch' && parts.length === 1) return youtube(url.searchParams.get('v'));
    if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') && parts.length === 2) return youtube(parts[1]);
    return null;
  }
  const vimeo = (id: string | undefined, hash?: string): NormalizedVideo | null => {
    if (!id || !VIMEO_ID.test(id)) return null;
    const unlisted = hash && VIMEO_HASH.test(hash) ? `/${hash.toLowerCase()}` : '';
    return { provider: 'vimeo', id, url: `https://vimeo.com/${id}${unlisted}` };
  };
  if (host === 'player.vimeo.com') {
    return parts[0] === 'video' && parts.length === 2 ? vimeo(parts[1], url.searchParams.get('h') ?? undefined) : null;
  }
  if (host === 'vimeo.com') {
    if (parts.length === 1) return vimeo(parts[0]);
    if (parts.length === 2 && VIMEO_ID.test(parts[0] ?? '')) return vimeo(parts[0], parts[1]);
    if (parts[0] === 'channels' && parts.length === 3) return vimeo(parts[2]);
    if (parts[0] === 'groups' && parts[2] === 'videos' && parts.length === 4) return vimeo(parts[3]);
    return null;
  }
  return null;
}

/** The words of rich text: tags dropped, the common entities decoded, blanks collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<\/(p|li|ul|ol)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

const blank = (text: string | undefined | null) => !text || text.trim() === '';

/**
 * What keeps a working copy from review: one issue per field, in reading order, each with the
 * i18n key the editor shows beside the field (and the API answers with). Empty when it may be
 * submitted.
 */
export function memberArticleSubmissionIssues(article: MemberArticleContent): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const add = (path: string, name: string) => issues.push({ path, messageKey: key(name) });
  if (blank(article.title)) add('title', 'titleRequired');
  if (!article.categoryId) add('categoryId', 'categoryRequired');
  if (blank(article.summary)) add('summary', 'summaryRequired');
  if (!article.coverImageId) add('coverImageId', 'coverRequired');
  if (article.entries.length === 0) add('entries', 'entriesRequired');
  article.entries.forEach((entry, index) => {
    const at = `entries.${index}`;
    switch (entry.type) {
      case 'text':
        if (blank(htmlToPlainText(entry.html))) add(`${at}.html`, 'textRequired');
        break;
      case 'image':
        if (!entry.imageId) add(`${at}.imageId`, 'imageRequired');
        break;
      case 'video':
        if (!normalizeVideoUrl(entry.url)) add(`${at}.url`, 'videoUrl');
        break;
      case 'item':
        if (blank(entry.title)) add(`${at}.title`, 'itemTitleRequired');
        else if (blank(htmlToPlainText(entry.html))) add(`${at}.html`, 'itemTextRequired');
        break;
      case 'quiz': {
        if (blank(entry.question)) add(`${at}.question`, 'questionRequired');
        else if (entry.answers.length < MEMBER_ARTICLE_LIMITS.answersMin || entry.answers.length > MEMBER_ARTICLE_LIMITS.answersMax) add(`${at}.answers`, 'answersCount');
        else if (entry.answers.some((answer) => blank(answer.text))) add(`${at}.answers`, 'answerRequired');
        else if (entry.answers.filter((answer) => answer.correct).length !== 1) add(`${at}.answers`, 'oneCorrect');
        break;
      }
    }
  });
  return issues;
}

/** Every message key of this contract, for the translation completeness tests. */
export const MEMBER_ARTICLE_MESSAGE_KEYS: readonly string[] = [
  'titleRequired',
  'titleLength',
  'categoryRequired',
  'summaryRequired',
  'summaryLength',
  'coverRequired',
  'imageInvalid',
  'entriesRequired',
  'entriesMax',
  'textRequired',
  'textLength',
  'captionLength',
  'imageRequired',
  'videoUrl',
  'itemTitleRequired',
  'itemTitleLength',
  'itemTextRequired',
  'itemTextLength',
  'questionRequired',
  'questionLength',
  'answersCount',
  'answerRequired',
  'answerLength',
  'oneCorrect',
  'reasonRequired',
  'reasonLength',
].map(key);
