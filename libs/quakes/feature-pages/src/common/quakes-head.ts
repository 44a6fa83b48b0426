import { truncate } from '@meydan/shared/util/format';
import type { HeadData, RouteContext } from '@meydan/shared/util/remote-kit';

export const SITE_NAME = 'Meydan';

/** `og:locale` of each edition. */
const OG_LOCALES: Readonly<Record<RouteContext['edition'], string>> = { tr: 'tr_TR', en: 'en_GB', ru: 'ru_RU' };

export interface QuakesHeadFields {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  /** Absolute URL: the canonical of an indexed page, the address of one that is not. */
  url: string;
  /** Indexed pages carry their canonical; views that are not indexed carry none (one signal, not two). */
  indexed: boolean;
  ogType?: string;
  /** Absolute URL of a preview picture, when there is one. */
  image?: string;
  jsonLd?: object[];
  /** Further Open Graph tags (`article:published_time`, …). */
  extraOg?: Record<string, string>;
}

/**
 * A quake page's head: "Title | Meydan", a description cut at 160 characters, the canonical, and
 * the Open Graph and Twitter tags of a shared link (the site name and the edition's locale on
 * every page; a large card only with a picture).
 */
export function quakesHead(ctx: Pick<RouteContext, 'edition'>, fields: QuakesHeadFields): HeadData {
  const description = truncate(fields.description);
  const og: Record<string, string> = {
    'og:type': fields.ogType ?? 'website',
    'og:title': fields.title,
    'og:description': description,
    'og:url': fields.url,
    'og:site_name': SITE_NAME,
    'og:locale': OG_LOCALES[ctx.edition],
    ...(fields.image ? { 'og:image': fields.image } : {}),
    ...fields.extraOg,
    'twitter:card': fields.image ? 'summary_large_image' : 'summary',
    'twitter:title': fields.title,
    'twitter:description': description,
    ...(fields.image ? { 'twitter:image': fields.image } : {}),
  };
  return {
    title: `${fields.title} | ${SITE_NAME}`,
    description,
    ...(fields.indexed ? { canonical: fields.url } : { noindex: 'follow' as const }),
    og,
    ...(fields.jsonLd?.length ? { jsonLd: fields.jsonLd } : {}),
  };
}

/** The head of a quake page that is not there (an unknown slug). */
export function notFoundHead(title: string): HeadData {
  return { title: `${title} | ${SITE_NAME}`, noindex: true };
}
