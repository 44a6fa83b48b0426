// The quakes remote's pages (issue 18): the list of the latest earthquakes (all, or a province's) and an earthquake's own page.
export { loadQuakeList } from './list/list-loader';
export { QuakeListPage } from './list/quake-list-page';
export { loadQuakeEvent } from './event/event-loader';
export { QuakeEventPage } from './event/quake-event-page';
export { loadQuakeSlug, QuakeSlugPage } from './slug-route';
