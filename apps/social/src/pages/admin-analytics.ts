import { AdminAnalyticsPage, adminLoader } from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** /admin/analytics: the editors' reading dashboard (noindex; the API checks every call). */
export const page: RoutePage = { Component: AdminAnalyticsPage, load: adminLoader('analytics') };
