// The quakes remote's pages (issue 18): the list of the latest earthquakes (all, or a province's), an earthquake's own page (with "Did you feel it?") and a member's alert settings.
export { loadQuakeList } from './list/list-loader';
export { QuakeListPage } from './list/quake-list-page';
export { loadQuakeEvent } from './event/event-loader';
export { QuakeEventPage } from './event/quake-event-page';
export { loadQuakeSlug, QuakeSlugPage } from './slug-route';
export { loadQuakeAlerts, QuakeAlertsPage } from './alerts/quake-alerts-page';
