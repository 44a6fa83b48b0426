// Feedback and the satisfaction survey (issue 19): SPEC §7 POST /feedback and /survey-feedbacks/satisfaction, and the editors' inbox.
export { feedbackRoutes } from './feedback.routes';
export { FEEDBACK_RATE_LIMITS } from './feedback-plugin';
export type { FeedbackPluginOptions, FeedbackRateLimits } from './feedback-plugin';
