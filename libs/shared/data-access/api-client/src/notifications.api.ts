import type { NotificationCount, NotificationListResponse } from '@meydan/shared/contracts';
import { baseApi } from './base-api';

const LIST_TAG = { type: 'Notification' as const, id: 'LIST' };
const COUNT_TAG = { type: 'Notification' as const, id: 'COUNT' };

/**
 * How often the header badge asks for the unread count while the tab is visible. Only a slow
 * fallback: the realtime socket pushes every change (`user:{id}:notifications`), so this just
 * catches up after a missed event or while the socket is down.
 */
export const NOTIFICATION_COUNT_POLL_MS = 5 * 60_000;

/**
 * SPEC §7 notifications: the member's list, the unread count of the header badge, and marking
 * read. `viewerId` only keys the cache per member, so a member signing in after another never
 * sees their notifications. Marking read is optimistic (the rows and the badge change at once,
 * and go back if the API refuses); the answer's unread count then sets the badge.
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationListResponse, { page: number; viewerId: string }>({
      query: ({ page }) => ({ url: '/notifications', params: { page } }),
      providesTags: [LIST_TAG],
      keepUnusedDataFor: 0,
    }),
    getNotificationCount: build.query<NotificationCount, { viewerId: string }>({
      query: () => ({ url: '/notifications/count' }),
      providesTags: [COUNT_TAG],
    }),
    /** Without `ids`: every notification of the member. */
    markNotificationsRead: build.mutation<NotificationCount, { ids?: string[]; viewerId: string }>({
      query: ({ ids }) => ({ url: '/notifications/update', method: 'POST', data: ids ? { ids } : {} }),
      async onQueryStarted({ ids, viewerId }, { dispatch, getState, queryFulfilled }) {
        const state = getState() as Parameters<typeof notificationsApi.util.selectCachedArgsForQuery>[0];
        const marked = ids ? new Set(ids) : null;
        let newlyRead = 0;
        const patches = notificationsApi.util.selectCachedArgsForQuery(state, 'getNotifications').map((args) =>
          dispatch(
            notificationsApi.util.updateQueryData('getNotifications', args, (draft) => {
              for (const item of draft.items) {
                if (item.read || (marked && !marked.has(item._id))) continue;
                item.read = true;
                newlyRead += 1;
              }
            }),
          ),
        );
        const countPatch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationCount', { viewerId }, (draft) => {
            draft.count = marked ? Math.max(0, draft.count - newlyRead) : 0;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.updateQueryData('getNotificationCount', { viewerId }, (draft) => void (draft.count = data.count)));
        } catch {
          for (const patch of patches) patch.undo();
          countPatch.undo();
        }
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useGetNotificationCountQuery, useMarkNotificationsReadMutation } = notificationsApi;
