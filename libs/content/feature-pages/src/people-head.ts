import type { Image } from '@meydan/shared/contracts';
import { truncate } from '@meydan/shared/util/format';
import type { HeadData, LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { socialTags } from './page-head';

/** The head of a yazio or actors/movies page. */
export interface PeopleHead {
  /** Site path of the canonical address (query included for later pages). */
  path: string;
  title: string;
  description: string;
  type: 'website' | 'profile' | 'video.movie';
  image?: Image | null;
  /** One schema.org object (without `@context`). */
  jsonLd: object;
}

export function absoluteImageUrl(ctx: RouteContext, image: Image | null | undefined): string | undefined {
  const url = image?.resolutions.high.url;
  return url ? new URL(url, ctx.origin).toString() : undefined;
}

/** Title, description ≤ 160 (SPEC §2.9), canonical, Open Graph and JSON-LD. */
export function peopleHead(ctx: RouteContext, head: PeopleHead): HeadData {
  const url = ctx.origin + head.path;
  const description = truncate(head.description);
  const image = absoluteImageUrl(ctx, head.image);
  return {
    title: head.title,
    description,
    canonical: url,
    og: socialTags(ctx, { type: head.type, title: head.title, description, url, image }),
    jsonLd: [{ '@context': 'https://schema.org', ...head.jsonLd }],
  };
}

/** An id the API rejects as malformed (400) names nothing either: both are a 404 page. */
export function notFoundOrFailed(error: { statusCode?: number }): LoaderResult {
  return { status: error.statusCode === 404 || error.statusCode === 400 ? 404 : 500 };
}
