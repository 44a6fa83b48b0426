import type { Article, ArticleEntry, ArticleSummary, Author, CategoryBase, QuizDefinition, Tag, VideoData } from '@meydan/shared/contracts';
import { articleLink } from '@meydan/shared/util/routing';
import type { ArticleDetailRow, ArticleRow, AuthorRow, CategoryRow, ImageRow, LinkedCategory, TagRow, VideoRow } from './content.repository';
import { servedArticleHtml } from './article-html';
import { readMinutes } from './read-time';

// Image rows and their mapping are shared with other API domains (member avatars and covers).
import { mapImage, type MapContext, mediaBaseFor } from '@meydan/api/core';

export { mapImage, type MapContext };

export function mapCategory(row: Omit<CategoryRow, 'position'>): CategoryBase {
  return { _id: row.id, name: row.name, slug: row.slug, route: row.route, parent: row.parent_id, edition: row.edition };
}

/** Root first (the contract's order): a subcategory brings its section along, once. */
export function mapArticleCategories(linked: readonly LinkedCategory[]): CategoryBase[] {
  const out: CategoryBase[] = [];
  const seen = new Set<string>();
  const add = (row: Omit<CategoryRow, 'position'>) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    out.push(mapCategory(row));
  };
  for (const category of linked) {
    if (category.parent) add(category.parent);
    add(category);
  }
  return out;
}

export function mapTag(row: TagRow): Tag {
  return { _id: row.id, name: row.name, route: row.route };
}

export function mapAuthor(row: AuthorRow, ctx: MapContext): Author {
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    avatar: mapImage(row.avatar, ctx, row.name),
    isActive: row.is_active,
    ...(row.columnist_slug ? { columnistSlug: row.columnist_slug } : {}),
  };
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function mapSummary(row: ArticleRow, ctx: MapContext): ArticleSummary {
  const seoData: ArticleSummary['seoData'] = {};
  if (row.seo_alt_title) seoData.altTitle = row.seo_alt_title;
  if (row.seo_description) seoData.description = row.seo_description;
  const minutes = readMinutes(row.word_count);
  return {
    _id: row.id,
    legacyId: row.legacy_id,
    edition: row.edition,
    title: row.title,
    originalTitle: row.original_title,
    route: articleLink(row.edition, {
      legacyId: row.legacy_id,
      title: row.title,
      originalTitle: row.original_title,
      route: row.route,
      redirectUrl: row.redirect_url,
    }),
    redirectUrl: row.redirect_url,
    seoData,
    description: row.description,
    categories: mapArticleCategories(row.categories),
    isTest: row.is_test,
    isDraft: row.is_draft,
    isHidden: row.is_hidden,
    isDeleted: row.is_deleted,
    noindex: row.noindex,
    isVideo: row.is_video,
    showVideoPageDesign: row.show_video_page_design,
    published: iso(row.published_at),
    modified: iso(row.modified_at ?? row.published_at),
    ...(row.ig_posted_at ? { igPostedAt: iso(row.ig_posted_at) } : {}),
    authors: row.authors.map((author) => mapAuthor(author, ctx)),
    image: mapImage(row.image, ctx, row.title),
    facebookImage: mapImage(row.facebook_image, ctx, row.title),
    tags: row.tags.map(mapTag),
    counts: { view: row.view_count, share: row.share_count, comment: row.comment_count, reaction: row.reaction_count },
    kind: row.kind,
    labels: row.labels,
    ...(minutes ? { readMinutes: minutes } : {}),
  };
}

type StoredRecord = Record<string, unknown>;

function isRecord(value: unknown): value is StoredRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Media an article body refers to by id, loaded in one query per table. */
export interface EntryMedia {
  images: ReadonlyMap<string, ImageRow>;
  videos: ReadonlyMap<string, VideoRow>;
}

/** Every `imageId` / `videoId` in stored entries, answers and quiz results (and video posters are loaded with the video). */
export function referencedMediaIds(entries: readonly unknown[], quiz: unknown): { imageIds: string[]; videoIds: string[] } {
  const imageIds = new Set<string>();
  const videoIds = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isRecord(value)) return;
    if (typeof value['imageId'] === 'string') imageIds.add(value['imageId']);
    if (typeof value['videoId'] === 'string') videoIds.add(value['videoId']);
    Object.values(value).forEach(visit);
  };
  visit(entries);
  visit(quiz);
  return { imageIds: [...imageIds], videoIds: [...videoIds] };
}

export function mapVideo(row: VideoRow | undefined, ctx: MapContext, title: string): VideoData | null {
  if (!row || row.renditions.length === 0) return null;
  const base = `${mediaBaseFor(ctx.mediaBaseUrl, row.id)}/${row.base_path}`;
  // MP4 first: every browser plays it, and SPEC §3 `videoData.source` is the primary file.
  const ordered = [...row.renditions].sort((a, b) => Number(b.type === 'video/mp4') - Number(a.type === 'video/mp4') || b.height - a.height);
  const sources = ordered.map((r) => ({ url: `${base}/${r.height}.${r.format}`, type: r.type, width: r.width, height: r.height }));
  return {
    source: (sources[0] as { url: string }).url,
    sources,
    poster: mapImage(row.poster, ctx, title),
    duration: row.duration_seconds,
    width: row.width,
    height: row.height,
  };
}

/**
 * Replaces stored media references with full objects, anywhere in an entry or quiz (an image
 * on an entry, a quiz answer or a quiz result; a video on an entry). Unknown fields are
 * dropped later by the response schema.
 */
function resolveMedia(value: unknown, media: EntryMedia, ctx: MapContext, title: string): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveMedia(item, media, ctx, title));
  if (!isRecord(value)) return value;
  const { imageId, videoId, ...rest } = value;
  const out: StoredRecord = {};
  for (const [key, child] of Object.entries(rest)) out[key] = resolveMedia(child, media, ctx, title);
  const label = typeof rest['title'] === 'string' ? rest['title'] : typeof rest['text'] === 'string' ? rest['text'] : title;
  if (typeof imageId === 'string') {
    const image = mapImage(media.images.get(imageId), ctx, label);
    if (image) out['image'] = image;
  }
  if (typeof videoId === 'string') {
    const video = mapVideo(media.videos.get(videoId), ctx, label);
    if (video) out['videoData'] = video;
  }
  return out;
}

export function mapEntries(entries: readonly unknown[], media: EntryMedia, ctx: MapContext, title: string): ArticleEntry[] {
  return entries.filter(isRecord).map((entry) => withServedHtml(resolveMedia(entry, media, ctx, title) as ArticleEntry));
}

/** The entry with its HTML sanitized: clients render `text.html` as it comes (see servedArticleHtml). */
function withServedHtml(entry: ArticleEntry): ArticleEntry {
  const html = entry.text?.html;
  return typeof html === 'string' ? { ...entry, text: { ...entry.text, html: servedArticleHtml(html) } } : entry;
}

export function mapArticle(row: ArticleDetailRow, media: EntryMedia, ctx: MapContext): Article {
  const article: Article = { ...mapSummary(row, ctx), entries: mapEntries(row.entries, media, ctx, row.title) };
  if (isRecord(row.quiz)) article.quiz = resolveMedia(row.quiz, media, ctx, row.title) as QuizDefinition;
  return article;
}
