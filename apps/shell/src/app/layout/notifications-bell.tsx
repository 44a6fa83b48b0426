import { useTranslation } from '@meydan/shared/util/translate';
import { NOTIFICATION_COUNT_POLL_MS, notificationsApi, useGetNotificationCountQuery } from '@meydan/shared/data-access/api-client';
import { useRealtimeTopic } from '@meydan/shared/data-access/realtime';
import { selectAuthStatus, selectCurrentUser, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import type { NotificationRealtimeEvent } from '@meydan/shared/contracts';
import { realtimeTopics } from '@meydan/shared/contracts/constants';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { HeaderCountLink } from './header-count-link';
import { useCountCatchUp, useDocumentVisible } from './live-count';

/**
 * The header's bell for members: a link to the notifications page with the unread count
 * (`GET /notifications/count`). The count changes live with the member's
 * `user:{id}:notifications` events (a `count` event sets it; a new notification refreshes the
 * count and any open notifications list); the API is asked again after a navigation, when the
 * tab becomes visible, after the socket reconnects, and every 5 minutes as a fallback while the
 * tab stays visible. Its accessible name says the count ("3 unread notifications"); the bubble is
 * only the picture of it. Nothing for visitors, nor while the session is unknown (the server
 * renders every page anonymous).
 */
export function NotificationsBell({ edition }: { edition: Edition }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const visible = useDocumentVisible();
  const member = status === 'member' && user !== null;
  const viewerId = user?._id ?? '';
  const { data, refetch, isUninitialized } = useGetNotificationCountQuery(
    { viewerId },
    { skip: !member, pollingInterval: visible ? NOTIFICATION_COUNT_POLL_MS : 0 },
  );
  useCountCatchUp(refetch, isUninitialized, visible);
  useRealtimeTopic<NotificationRealtimeEvent>(member ? [realtimeTopics.notifications(viewerId)] : null, (event) => {
    if (event?.kind === 'count' && Number.isInteger(event.count) && event.count >= 0) {
      dispatch(notificationsApi.util.updateQueryData('getNotificationCount', { viewerId }, (draft) => void (draft.count = event.count)));
    } else if (event?.kind === 'notification') {
      dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: 'COUNT' }, { type: 'Notification', id: 'LIST' }]));
    }
  });

  if (!member) return null;
  const count = data?.count ?? 0;
  const label = count > 0 ? t('notificationsBadge.unread', { count }) : t('notificationsBadge.none');
  return (
    <HeaderCountLink to={routePath(edition, 'social.notifications')} label={label} count={count}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0-6 6v3.6L4.4 15.4A1 1 0 0 0 5.3 17h13.4a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9.5 19.5a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </HeaderCountLink>
  );
}
