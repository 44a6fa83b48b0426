import type { ArticleCard } from '@meydan/shared/contracts';
import type { HeadData, RouteContext } from '@meydan/shared/util/remote-kit';
import { collectionPageJsonLd, twitterCard } from './structured-data';

/** `og:locale` of each edition. */
export const OG_LOCALES: Readonly<Record<RouteContext['edition'], string>> = { tr: 'tr_TR', en: 'en_GB', ru: 'ru_RU' };

export const SITE_NAME = 'Meydan';

export interface SocialFields {
  type: string;
  /** The page's own title, without the site name. */
  title: string;
  description?: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the picture a shared link shows. */
  image?: string;
  /** Further Open Graph tags (article times, video). */
  extra?: Record<string, string>;
}

/**
 * The Open Graph and Twitter card tags of a page: the site name and the edition's locale on
 * every page, the description and picture when there are, and the card mirroring Open Graph.
 */
export function socialTags(ctx: Pick<RouteContext, 'edition'>, fields: SocialFields): Record<string, string> {
  const og: Record<string, string> = {
    'og:type': fields.type,
    'og:title': fields.title,
    ...(fields.description ? { 'og:description': fields.description } : {}),
    'og:url': fields.url,
    'og:site_name': SITE_NAME,
    'og:locale': OG_LOCALES[ctx.edition],
    ...(fields.image ? { 'og:image': fields.image } : {}),
    ...fields.extra,
  };
  return { ...og, ...twitterCard(og) };
}

/** A card's picture as an absolute URL (1024w: large enough for a link preview). */
export function cardImageUrl(origin: string, card: Pick<ArticleCard, 'image'> | undefined): string | undefined {
  const url = card?.image?.resolutions.high.url;
  return url ? new URL(url, origin).toString() : undefined;
}

/** The picture a listing shares: its first story's that has one. */
export function listingImage(origin: string, items: ReadonlyArray<Pick<ArticleCard, 'image'>>): string | undefined {
  return cardImageUrl(origin, items.find((item) => item.image));
}

export interface ListingHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** The stories the page lists (its picture is the first one's). */
  items: ReadonlyArray<Pick<ArticleCard, 'image'>>;
  jsonLd: object[];
}

/** The head of a listing page (home, sections, tags, every story): social tags and its structured data. */
export function listingHead(ctx: Pick<RouteContext, 'edition' | 'origin'>, head: ListingHead): HeadData {
  return {
    title: head.title,
    description: head.description,
    canonical: head.url,
    og: socialTags(ctx, { type: 'website', title: head.title, description: head.description, url: head.url, image: listingImage(ctx.origin, head.items) }),
    jsonLd: head.jsonLd,
  };
}

/**
 * The head of a paged listing of stories: its social tags and a CollectionPage whose ItemList
 * is the stories shown, numbered across pages (page 2 of 20 a page starts at 21).
 */
export function pagedListingHead(
  ctx: Pick<RouteContext, 'edition' | 'origin'>,
  head: Omit<ListingHead, 'jsonLd' | 'items'> & { items: ReadonlyArray<Pick<ArticleCard, 'image' | 'title' | 'route'>>; page: number; pageSize: number },
): HeadData {
  const { title, description, url, items, page, pageSize } = head;
  const collection = collectionPageJsonLd(ctx.origin, { name: title, description, url, inLanguage: ctx.edition, firstPosition: (page - 1) * pageSize + 1 }, items);
  return listingHead(ctx, { title, description, url, items, jsonLd: [collection] });
}
