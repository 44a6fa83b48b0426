import { DEFAULT_EDITION, EDITIONS, type Edition } from './editions';
import type { EditionOrigins } from './host-map';
import { routePath } from './routes';

export interface EditionAlternate {
  /** A language code, or `x-default` for visitors whose language has no edition. */
  hreflang: string;
  href: string;
}

const PAGE_NUMBER = /^[1-9][0-9]*$/;

/**
 * Routes whose page is the same page in every edition: the editions translate one another there
 * (home, section fronts, the /test hubs, the corporate and policy pages, the fixed listings), so
 * search engines may send a reader to their language's version. Articles, tags and members are
 * different items per edition and have no counterpart; numbered listing pages hold different
 * stories per edition, so only a listing's first page has alternates. The value says which
 * params of a match still denote the equivalent page.
 */
const EQUIVALENT_ROUTES: Readonly<Record<string, (params: Readonly<Record<string, string>>) => boolean>> = {
  'content.home': () => true,
  'content.category': (params) => !PAGE_NUMBER.test(params['subOrPagination'] ?? ''),
  'content.living': () => true,
  'content.living.exchange-rates': () => true,
  'content.discover': () => true,
  'content.trends': () => true,
  'content.all': () => true,
  'content.vitrin': () => true,
  'content.yazio': () => true,
  'content.rss': () => true,
  'content.corporate': () => true,
  'content.corporate.about': () => true,
  'content.corporate.career': () => true,
  'content.corporate.community-rules': () => true,
  'content.corporate.contact': () => true,
  'content.corporate.masthead': () => true,
  'content.corporate.privacy-policy': () => true,
  'content.corporate.publication-principles': () => true,
  'content.corporate.user-agreement': () => true,
  'content.cookie-policy': () => true,
  // Astrology (issue 17): the same page at the same address in every edition, written in each
  // language; a result page (the reader's birth data in its address) has no counterpart.
  'astrology.home': () => true,
  'astrology.compatibility': () => true,
  'astrology.natal-chart': () => true,
  'astrology.rising-sign': () => true,
  'astrology.tarot.cards': () => true,
  'astrology.tarot': () => true,
  'astrology.tarot.card': () => true,
  'astrology.sign': () => true,
};

/**
 * `<link rel="alternate" hreflang>` targets of a page: every edition's address of the same page
 * (each on its own origin, with its own localized path), plus `x-default` on the default
 * edition. Empty for pages without counterparts.
 */
export function editionAlternates(routeId: string | null | undefined, params: Readonly<Record<string, string>>, origins: EditionOrigins): EditionAlternate[] {
  const equivalent = routeId ? EQUIVALENT_ROUTES[routeId] : undefined;
  if (!routeId || !equivalent?.(params)) return [];
  const href = (edition: Edition) => origins[edition] + routePath(edition, routeId, params);
  return [...EDITIONS.map((edition) => ({ hreflang: edition, href: href(edition) })), { hreflang: 'x-default', href: href(DEFAULT_EDITION) }];
}
