import type { Feedback, FeedbackReceipt, SatisfactionSurvey } from '@meydan/shared/contracts';
import { baseApi } from './base-api';

/**
 * Feedback and the satisfaction survey (SPEC §7 `POST /feedback`, `POST /survey-feedbacks/satisfaction`):
 * the feedback page (social remote) and the shell's survey dialog send through these. Nothing is
 * cached; a refusal comes back as `{ message, statusCode }` in the reader's language.
 */
export const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<FeedbackReceipt, Feedback>({
      query: (body) => ({ url: '/feedback', method: 'POST', data: body }),
    }),
    sendSatisfactionSurvey: build.mutation<FeedbackReceipt, SatisfactionSurvey>({
      query: (body) => ({ url: '/survey-feedbacks/satisfaction', method: 'POST', data: body }),
    }),
  }),
});
