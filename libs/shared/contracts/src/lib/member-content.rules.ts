import type { MemberArticleContent } from './member-content.schema';
import type { ValidationIssue } from './validate';

/**
 * Member-written articles (SPEC §4 content: draft → review → published; deleted content cannot
 * be republished), the part without any TypeBox schema: limits, statuses, entry types and the
 * rules the editor checks as the member types (the API on submission). Browser code takes them
 * from `@meydan/shared/contracts/constants`, so the editor's page does not load the schemas;
 * member-content.schema.ts builds its schemas on these values and re-exports them.
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

export const MEMBER_ENTRY_TYPES = ['text', 'image', 'video', 'item', 'quiz'] as const;
export type MemberEntryType = (typeof MEMBER_ENTRY_TYPES)[number];

/** The i18n key of a member-article rule (`validation.memberArticle.<name>`). */
export const memberArticleKey = (name: string) => `validation.memberArticle.${name}`;

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
  const add = (path: string, name: string) => issues.push({ path, messageKey: memberArticleKey(name) });
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
].map(memberArticleKey);
