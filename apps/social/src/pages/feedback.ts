import { FeedbackPage, feedbackLoader } from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** The feedback form (noindex): visitors and members, in every edition. */
export const page: RoutePage = { Component: FeedbackPage, load: feedbackLoader };
