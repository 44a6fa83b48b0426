import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Conversation } from '@meydan/shared/contracts';
import { useGetConversationPagesInfiniteQuery } from '@meydan/messaging/data-access';
import { Avatar, RelativeTime } from '@meydan/shared/ui';
import { Link } from '@meydan/shared/util/router';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { displayName } from '../lib/format';
import { excerptOf, mergeConversations } from '../lib/inbox-model';

export interface ConversationListProps {
  viewerId: string;
  edition: Edition;
  /** The username of the thread on screen, highlighted in the list. */
  activeUsername: string | undefined;
}

function ConversationItem({ conversation, viewerId, edition, active }: { conversation: Conversation; viewerId: string; edition: Edition; active: boolean }) {
  const { t } = useTranslation('messaging');
  const { recipient, lastMessage, unreadCount } = conversation;
  const name = displayName(recipient);
  const mine = lastMessage?.sender === viewerId;
  let excerpt: string;
  if (!lastMessage) excerpt = t('inbox.noMessages');
  else if (lastMessage.deleted) excerpt = t('inbox.deleted');
  else excerpt = mine ? t('inbox.you', { text: excerptOf(lastMessage.message) }) : excerptOf(lastMessage.message);
  const seen = Boolean(mine && lastMessage && !lastMessage.deleted && conversation.recipientLastReadMessageId === lastMessage._id);
  const at = lastMessage?.createdAt ?? conversation.updatedAt;
  const classes = ['conversation-item'];
  if (unreadCount > 0) classes.push('conversation-item--unread');
  if (active) classes.push('conversation-item--active');
  const body = (
    <>
      <Avatar image={recipient.avatar} size={48} className="conversation-item__avatar" />
      <span className="conversation-item__body">
        <span className="conversation-item__top">
          <span className="conversation-item__name">{name}</span>
          <RelativeTime date={at} edition={edition} className="conversation-item__time" dayOnly />
        </span>
        <span className="conversation-item__bottom">
          <span className={lastMessage?.deleted ? 'conversation-item__excerpt conversation-item__excerpt--deleted' : 'conversation-item__excerpt'}>{excerpt}</span>
          {seen ? <span className="conversation-item__seen">{t('inbox.seen')}</span> : null}
          {unreadCount > 0 ? (
            <>
              <span className="conversation-item__badge" aria-hidden="true">
                {unreadCount > 99 ? '99+' : unreadCount}
              </span>
              <span className="visually-hidden">{t('inbox.unread', { count: unreadCount })}</span>
            </>
          ) : null}
        </span>
      </span>
    </>
  );
  // A member whose account is gone has no username to address: the conversation still lists, without a link.
  return (
    <li>
      {recipient.username ? (
        <Link className={classes.join(' ')} to={routePath(edition, 'messaging.thread', { username: recipient.username })} aria-current={active ? 'page' : undefined} data-username={recipient.username}>
          {body}
        </Link>
      ) : (
        <div className={classes.join(' ')}>{body}</div>
      )}
    </li>
  );
}

/**
 * The member's conversations, latest activity first: avatar, name, last message (or "message
 * deleted"), its time, the unread badge and "Seen" when the other member read the member's
 * last message. More load as the end of the list comes into view (or with the button).
 */
export function ConversationList({ viewerId, edition, activeUsername }: ConversationListProps) {
  const { t } = useTranslation('messaging');
  const query = useGetConversationPagesInfiniteQuery({ viewerId });
  const { data, isError, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const conversations = useMemo(() => mergeConversations(data?.pages), [data?.pages]);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMore = useRef<() => void>(() => undefined);
  loadMore.current = () => {
    if (!isFetchingNextPage) void fetchNextPage();
  };

  useEffect(() => {
    const target = sentinelRef.current;
    if (!target || !hasNextPage || isFetchingNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    }, { rootMargin: '0px 0px 300px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError]);

  if (!data) {
    return isError ? (
      <p className="notice notice--error" role="alert">
        {t('inbox.loadFailed')}{' '}
        <button type="button" className="button button--small" onClick={() => void refetch()}>
          {t('inbox.retry')}
        </button>
      </p>
    ) : (
      <p className="notice" role="status" aria-busy="true">
        {t('inbox.loading')}
      </p>
    );
  }
  if (conversations.length === 0) return <p className="conversation-list__empty">{t('inbox.empty')}</p>;

  return (
    <>
      <ul className="conversation-list" aria-label={t('inbox.listLabel')}>
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation._id}
            conversation={conversation}
            viewerId={viewerId}
            edition={edition}
            active={activeUsername !== undefined && conversation.recipient.username === activeUsername}
          />
        ))}
      </ul>
      {hasNextPage ? (
        <div ref={sentinelRef} className="conversation-list__more">
          {isFetchNextPageError ? (
            <p className="notice notice--error" role="alert">
              {t('inbox.loadFailed')}
            </p>
          ) : null}
          <button type="button" className="button button--small" onClick={() => loadMore.current()} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage || undefined}>
            {isFetchingNextPage ? t('inbox.loadingMore') : isFetchNextPageError ? t('inbox.retry') : t('inbox.loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
