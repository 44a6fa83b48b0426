import type { HeadData } from '@meydan/shared/util/remote-kit';
import { editionAlternates, type EditionOrigins } from '@meydan/shared/util/routing';

/**
 * Adds the hreflang links between editions to a page's head, on the server and after a
 * client-side navigation alike. Pages kept out of the index get none: an alternate that is
 * itself noindex only confuses crawlers.
 */
export function withEditionAlternates(head: HeadData, routeId: string | null, params: Readonly<Record<string, string>>, origins: EditionOrigins): HeadData {
  if (head.noindex) return head;
  const alternates = editionAlternates(routeId, params, origins);
  if (alternates.length === 0) return head;
  return { ...head, links: [...(head.links ?? []), ...alternates.map(({ hreflang, href }) => ({ rel: 'alternate', hreflang, href }))] };
}
