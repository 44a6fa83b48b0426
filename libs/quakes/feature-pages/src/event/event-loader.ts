import { eventIdOfSlug } from '@meydan/quakes/ingest';
import { listPath, QUAKES_API_PREFIX, quakesApi } from '@meydan/quakes/data-access';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { eventPath } from '../common/paths';
import { provinceName } from '../common/provinces';
import { notFoundHead, quakesHead, SITE_NAME } from '../common/quakes-head';
import { eventBreadcrumbJsonLd, eventJsonLd } from './event-json-ld';
import { eventDescription, eventTitle } from './event-text';

/**
 * `/son-depremler/{place}-{id}`: the event and the sources' state are fetched on the server. The
 * id at the end decides the event; an address with another place (an old or cut-short link) is
 * sent to the event's own slug. An unknown id is a 404; a failed call still renders the page,
 * with a retry (not indexed).
 */
export async function loadQuakeEvent(ctx: RouteContext): Promise<LoaderResult> {
  const t = ctx.i18n.getFixedT(ctx.edition, 'quakes');
  const slug = ctx.params['slug'] ?? '';
  const id = eventIdOfSlug(slug);
  if (!id) return { status: 404, head: notFoundHead(t('event.notFound')) };
  const [{ data, error }] = await Promise.all([
    prefetchQuery(ctx, quakesApi.endpoints.getQuakeEvent.initiate({ edition: ctx.edition, id })),
    prefetchQuery(ctx, quakesApi.endpoints.getQuakeSources.initiate({ edition: ctx.edition })),
  ]);
  if (!data) {
    const missing = error !== undefined && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429;
    return missing ? { status: 404, head: notFoundHead(t('event.notFound')) } : { head: { title: `${t('event.unavailable')} | ${SITE_NAME}`, noindex: true } };
  }
  const { event } = data;
  if (event.slug !== slug) return { redirect: { to: eventPath(ctx.edition, event.slug) + ctx.search, status: 301 } };
  const title = eventTitle(t, ctx.edition, event);
  const description = eventDescription(t, ctx.edition, data);
  const url = ctx.origin + eventPath(ctx.edition, event.slug);
  const trail = [
    { name: t('list.title'), url: ctx.origin + listPath(ctx.edition, null) },
    ...(event.province ? [{ name: provinceName(t, event.province.plate), url: ctx.origin + listPath(ctx.edition, event.province.slug) }] : []),
    { name: title, url },
  ];
  return {
    head: quakesHead(ctx, {
      title,
      description,
      url,
      indexed: true,
      // The API draws the preview (magnitude, place, time, a map with the epicentre) in the edition of the Host.
      image: `${ctx.origin}${QUAKES_API_PREFIX}/events/${event.id}/card.png`,
      extraOg: { 'og:image:width': '1200', 'og:image:height': '630', 'og:updated_time': latestUpdate(data.records.map((record) => record.updatedAt)) ?? event.time },
      jsonLd: [eventJsonLd({ event, name: title, description, url }), eventBreadcrumbJsonLd(trail)],
    }),
  };
}

function latestUpdate(times: ReadonlyArray<string | null>): string | null {
  return times.reduce<string | null>((latest, time) => (time && (!latest || Date.parse(time) > Date.parse(latest)) ? time : latest), null);
}
