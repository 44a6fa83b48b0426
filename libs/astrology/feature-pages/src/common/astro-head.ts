import type { HeadData, RouteContext } from '@meydan/shared/util/remote-kit';

export const SITE_NAME = 'Meydan';

/** SEO descriptions stop at 160 characters (issue 17 item 5), cut at a word. */
export function clampDescription(text: string, limit = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit - 30)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * An indexable astrology page's head: "Title | Meydan", its description, its canonical address
 * (the path without a query: a query only fills a form or picks a pair) and Open Graph.
 */
export function astroHead(ctx: Pick<RouteContext, 'origin' | 'pathname'>, title: string, description: string, extra: Partial<HeadData> = {}): HeadData {
  const canonical = ctx.origin + ctx.pathname;
  const clamped = clampDescription(description);
  return {
    title: `${title} | ${SITE_NAME}`,
    description: clamped,
    canonical,
    og: { 'og:type': 'website', 'og:title': title, 'og:description': clamped, 'og:url': canonical },
    ...extra,
  };
}

/** A page about one reader's birth data: never indexed, no canonical (its address is personal). */
export function personalHead(title: string, description: string): HeadData {
  return { title: `${title} | ${SITE_NAME}`, description: clampDescription(description), noindex: true };
}
