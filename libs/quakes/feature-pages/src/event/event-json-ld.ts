import type { QuakeSummary } from '@meydan/shared/contracts';

/**
 * An event page's structured data. schema.org has no earthquake type, so the quake is an `Event`
 * (schema.org's "an event happening at a certain time and location": what a quake is) made
 * precise with `additionalType` pointing at Wikidata's "earthquake" (Q7944), schema.org's own way
 * to narrow a type it lacks. Its place is the epicentre's coordinates and the sources' place name,
 * without a postal address, organizer or offers: nobody attends a quake, and search engines
 * require those for their listings of things to attend, so the quake stays out of them. Not a
 * NewsArticle: the page is data from the sources, not an article anyone wrote.
 */
export function eventJsonLd(input: { event: QuakeSummary; name: string; description: string; url: string }): object {
  const { event } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    additionalType: 'https://www.wikidata.org/wiki/Q7944',
    name: input.name,
    description: input.description,
    url: input.url,
    startDate: event.time,
    location: {
      '@type': 'Place',
      name: event.location,
      geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude },
    },
  };
}

/** Latest earthquakes › (province) › this quake. */
export function eventBreadcrumbJsonLd(trail: ReadonlyArray<{ name: string; url: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}
