import { AdminArticlesPage, AdminCommentsPage, AdminFeedbackPage, AdminHomePage, adminLoader, AdminReviewPage, AdminUsersPage } from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** The /admin area (noindex; editors and admins, the API checks every call). */
export const home: RoutePage = { Component: AdminHomePage, load: adminLoader('home') };
export const review: RoutePage = { Component: AdminReviewPage, load: adminLoader('review') };
export const comments: RoutePage = { Component: AdminCommentsPage, load: adminLoader('comments') };
export const articles: RoutePage = { Component: AdminArticlesPage, load: adminLoader('articles') };
export const users: RoutePage = { Component: AdminUsersPage, load: adminLoader('users') };
export const feedback: RoutePage = { Component: AdminFeedbackPage, load: adminLoader('feedback') };
