import { NotificationsPage, notificationsLoader } from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** The member's notifications (noindex; SPEC §2.9 hides notification paths; members only, known in the browser). */
export const page: RoutePage = { Component: NotificationsPage, load: notificationsLoader };
