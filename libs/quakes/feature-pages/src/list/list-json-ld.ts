import type { QuakeSummary } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';
import { magnitudeText } from '../common/format';
import { eventPath } from '../common/paths';

/**
 * The list page's structured data: a CollectionPage whose ItemList is the quakes shown, each
 * linking its event page, numbered across pages. Not a Dataset: schema.org's Dataset describes
 * data offered for download with its distribution and licence, and the page is a live, paged
 * view whose items are pages of their own, the site's other listings' shape; the sources'
 * licences belong to the sources, which the page credits.
 */
export function listJsonLd(input: { origin: string; edition: Edition; name: string; description: string; url: string; items: readonly QuakeSummary[]; firstPosition: number }): object[] {
  if (input.items.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: input.name,
      description: input.description,
      url: input.url,
      inLanguage: input.edition,
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: input.items.length,
        itemListElement: input.items.map((quake, index) => ({
          '@type': 'ListItem',
          position: input.firstPosition + index,
          url: input.origin + eventPath(input.edition, quake.slug),
          name: quake.magnitude === null ? quake.location : `M ${magnitudeText(quake.magnitude)} ${quake.location}`,
        })),
      },
    },
  ];
}
