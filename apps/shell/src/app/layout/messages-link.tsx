import { useTranslation } from '@meydan/shared/util/translate';
import { conversationCountApi, NOTIFICATION_COUNT_POLL_MS, useGetConversationCountQuery } from '@meydan/shared/data-access/api-client';
import { useRealtimeTopic } from '@meydan/shared/data-access/realtime';
import { selectAuthStatus, selectCurrentUser, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import type { ConversationRealtimeEvent } from '@meydan/shared/contracts';
import { realtimeTopics } from '@meydan/shared/contracts/constants';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { HeaderCountLink } from './header-count-link';
import { useCountCatchUp, useDocumentVisible } from './live-count';

/** The same slow fallback as the bell's: the socket carries every change. */
export const MESSAGE_COUNT_POLL_MS = NOTIFICATION_COUNT_POLL_MS;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * The header's messages icon for members: a link to the edition's inbox (`/mesaj`, `/message`)
 * with the number of conversations holding unread messages (`GET /conversations/count`). The
 * member's `user:{id}:inbox` topic sets it live (`{ kind: 'unread', count, messages }`); like the
 * bell, the API is asked again after a navigation, a return to the tab, a socket reconnect, and
 * every 5 minutes as a fallback. The accessible name carries the count; the bubble is decoration.
 */
export function MessagesLink({ edition }: { edition: Edition }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const visible = useDocumentVisible();
  const member = status === 'member' && user !== null;
  const viewerId = user?._id ?? '';
  const { data, refetch, isUninitialized } = useGetConversationCountQuery(
    { viewerId },
    { skip: !member, pollingInterval: visible ? MESSAGE_COUNT_POLL_MS : 0 },
  );
  useCountCatchUp(refetch, isUninitialized, visible);
  useRealtimeTopic<ConversationRealtimeEvent>(member ? [realtimeTopics.inbox(viewerId)] : null, (event) => {
    if (event?.kind !== 'unread' || !isCount(event.count) || !isCount(event.messages)) return;
    dispatch(
      conversationCountApi.util.updateQueryData('getConversationCount', { viewerId }, (draft) => {
        draft.count = event.count;
        draft.messages = event.messages;
      }),
    );
  });

  if (!member) return null;
  const count = data?.count ?? 0;
  const label = count > 0 ? t('messagesBadge.unread', { count }) : t('messagesBadge.none');
  return (
    <HeaderCountLink to={routePath(edition, 'messaging.inbox')} className="messages-link" label={label} count={count}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.2a.5.5 0 0 1-.8-.4V17h-.5A.5.5 0 0 1 4 16.5v-10Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8 9h8M8 12.5h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </HeaderCountLink>
  );
}
