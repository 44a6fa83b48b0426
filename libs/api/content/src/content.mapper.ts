import type { Article, ArticleEntry, ArticleSummary, Author, CategoryBase, Image, Tag } from '@meydan/shared/contracts';
import { articleLink } from '@meydan/shared/util/routing';
import type { ArticleDetailRow, ArticleRow, AuthorRow, CategoryRow, ImageRow, LinkedCategory, TagRow } from './content.repository';

type ResolutionName = keyof Image['resolutions'];

export interface MapContext {
  /** Public prefix of generated media, e.g. `/media` or a CDN origin. */
  mediaBaseUrl: string;
}

export function mapImage(row: ImageRow | null | undefined, ctx: MapContext, alt?: string): Image | null {
  if (!row) return null;
  const base = `${ctx.mediaBaseUrl.replace(/\/$/, '')}/${row.base_path}`;
  const byName = new Map(row.variants.map((v) => [v.name, v]));
  const largest = [...row.variants].sort((a, b) => b.width - a.width)[0];
  const resolution = (name: ResolutionName) => {
    // An image smaller than a slot reuses its largest rendition rather than leaving a hole.
    const variant = byName.get(name) ?? largest ?? { width: row.width, height: row.height, formats: ['jpg'] };
    const format = variant.formats.includes('jpg') ? 'jpg' : (variant.formats[0] ?? 'jpg');
    return {
      url: `${base}/${variant.width}.${format}`,
      width: variant.width,
      height: variant.height,
      format,
      ...(variant.formats.includes('webp') ? { webpUrl: `${base}/${variant.width}.webp` } : {}),
    };
  };
  const image: Image = {
    _id: row.id,
    resolutions: {
      standard: resolution('standard'),
      high: resolution('high'),
      extraHigh: resolution('extraHigh'),
      raw: resolution('raw'),
    },
  };
  const text = row.alt ?? alt;
  if (text) image.alt = text;
  return image;
}

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
  };
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function mapSummary(row: ArticleRow, ctx: MapContext): ArticleSummary {
  const seoData: ArticleSummary['seoData'] = {};
  if (row.seo_alt_title) seoData.altTitle = row.seo_alt_title;
  if (row.seo_description) seoData.description = row.seo_description;
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
    authors: row.authors.map((author) => mapAuthor(author, ctx)),
    image: mapImage(row.image, ctx, row.title),
    facebookImage: mapImage(row.facebook_image, ctx, row.title),
    tags: row.tags.map(mapTag),
    counts: { view: row.view_count, share: row.share_count, comment: row.comment_count, reaction: row.reaction_count },
  };
}

type StoredEntry = Record<string, unknown> & { mode?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Image ids referenced by stored entries (`imageId`), to be loaded in one query. */
export function entryImageIds(entries: readonly unknown[]): string[] {
  const ids = entries.filter(isRecord).map((entry) => entry['imageId']).filter((id): id is string => typeof id === 'string');
  return [...new Set(ids)];
}

/**
 * Stored entries reference images by id; the API answers with full image objects. Unknown
 * fields are dropped by the response schema, so only the mapping of images happens here.
 */
export function mapEntries(entries: readonly unknown[], images: ReadonlyMap<string, ImageRow>, ctx: MapContext, title: string): ArticleEntry[] {
  return entries.filter(isRecord).map((raw: StoredEntry) => {
    const { imageId, ...rest } = raw;
    const entry = rest as unknown as ArticleEntry;
    if (typeof imageId === 'string') {
      const image = mapImage(images.get(imageId), ctx, typeof rest['title'] === 'string' ? rest['title'] : title);
      if (image) entry.image = image;
    }
    return entry;
  });
}

export function mapArticle(row: ArticleDetailRow, images: ReadonlyMap<string, ImageRow>, ctx: MapContext): Article {
  return { ...mapSummary(row, ctx), entries: mapEntries(row.entries, images, ctx, row.title) };
}
