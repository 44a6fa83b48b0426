import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_COUNT_POLL_MS, useGetNotificationCountQuery } from '@meydan/shared/data-access/api-client';
import { selectAuthStatus, selectCurrentUser, useAppSelector } from '@meydan/shared/data-access/store';
import { Link, useLocation } from '@meydan/shared/util/router';
import { type Edition, routePath } from '@meydan/shared/util/routing';

/** Whether the page is in a visible tab; polling stops in a hidden one (no traffic for nobody). */
function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The header's bell for members: a link to the notifications page with the unread count
 * (`GET /notifications/count`), asked again on every navigation, when the tab becomes visible,
 * and every 60 s while it stays visible (a later realtime socket will push it instead). Its
 * accessible name says the count ("3 unread notifications"); the bubble is only the picture of it.
 * Nothing for visitors, nor while the session is unknown (the server renders every page anonymous).
 */
export function NotificationsBell({ edition }: { edition: Edition }) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const visible = useDocumentVisible();
  const { pathname } = useLocation();
  const member = status === 'member' && user !== null;
  const { data, refetch, isUninitialized } = useGetNotificationCountQuery(
    { viewerId: user?._id ?? '' },
    { skip: !member, pollingInterval: visible ? NOTIFICATION_COUNT_POLL_MS : 0 },
  );
  const seen = useRef({ pathname, visible });

  useEffect(() => {
    const before = seen.current;
    seen.current = { pathname, visible };
    if (isUninitialized) return;
    // A new page, or the reader coming back to the tab: the count may have changed meanwhile.
    if (before.pathname !== pathname || (!before.visible && visible)) void refetch();
  }, [pathname, visible, isUninitialized, refetch]);

  if (!member) return null;
  const count = data?.count ?? 0;
  const label = count > 0 ? t('notificationsBadge.unread', { count }) : t('notificationsBadge.none');
  return (
    <Link to={routePath(edition, 'social.notifications')} className="notifications-bell" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0-6 6v3.6L4.4 15.4A1 1 0 0 0 5.3 17h13.4a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M9.5 19.5a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {count > 0 ? (
        <span className="notifications-bell__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
