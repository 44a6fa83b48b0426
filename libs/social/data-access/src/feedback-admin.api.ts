import { baseApi } from '@meydan/shared/data-access/api-client';
import type { Edition } from '@meydan/shared/util/routing';
import type { FeedbackEntry, FeedbackInboxResponse, FeedbackKind, FeedbackStatus, FeedbackType } from '@meydan/shared/contracts';

/** The inbox under the shared tag types: entries come from readers (members or visitors). */
const INBOX_TAG = { type: 'User' as const, id: 'FEEDBACK_INBOX' };

export interface FeedbackInboxArgs {
  kind: FeedbackKind;
  page: number;
  status?: FeedbackStatus;
  edition?: Edition;
  type?: FeedbackType;
}

/**
 * `/admin/feedback`'s calls: the feedback and survey inboxes (never kept once the page is gone:
 * other editors handle entries at the same time) and marking an entry handled or new again.
 */
export const feedbackAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFeedbackInbox: build.query<FeedbackInboxResponse, FeedbackInboxArgs>({
      query: ({ kind, page, status, edition, type }) => ({
        url: '/admin/feedback',
        params: { kind, page, ...(status ? { status } : {}), ...(edition ? { edition } : {}), ...(type && kind === 'feedback' ? { type } : {}) },
      }),
      providesTags: [INBOX_TAG],
      keepUnusedDataFor: 0,
    }),
    setFeedbackStatus: build.mutation<FeedbackEntry, { kind: FeedbackKind; id: string; status: FeedbackStatus }>({
      query: ({ kind, id, status }) => ({ url: `/admin/feedback/${kind}/${encodeURIComponent(id)}/status`, method: 'PUT', data: { status } }),
      invalidatesTags: (_result, error) => (error ? [] : [INBOX_TAG]),
    }),
  }),
});
