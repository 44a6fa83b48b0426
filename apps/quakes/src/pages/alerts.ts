import { loadQuakeAlerts, QuakeAlertsPage } from '@meydan/quakes/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/ayarlar/deprem-uyarilari`: a member's earthquake alerts (noindex; the member is only known in the browser). */
export const page: RoutePage = { Component: QuakeAlertsPage, load: loadQuakeAlerts };
