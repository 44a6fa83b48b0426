import { provinceBySlug } from '@meydan/quakes/ingest';
import type { LoaderResult, RouteContext, RoutePageProps } from '@meydan/shared/util/remote-kit';
import { loadQuakeEvent } from './event/event-loader';
import { QuakeEventPage } from './event/quake-event-page';
import { loadQuakeList } from './list/list-loader';
import { QuakeListPage } from './list/quake-list-page';

/**
 * `/son-depremler/{slug}` is two pages: a province's slug (`izmir`) is that province's list, any
 * other slug an event (its id at the end; an unknown one a 404). The two never collide: event
 * slugs end in a source's id, province slugs never do.
 */
export function loadQuakeSlug(ctx: RouteContext): Promise<LoaderResult> {
  return provinceBySlug(ctx.params['slug'] ?? '') ? loadQuakeList(ctx) : loadQuakeEvent(ctx);
}

export function QuakeSlugPage(props: RoutePageProps) {
  return provinceBySlug(props.params['slug'] ?? '') ? <QuakeListPage {...props} /> : <QuakeEventPage {...props} />;
}
