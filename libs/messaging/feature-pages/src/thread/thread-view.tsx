import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { Conversation, CurrentUser, MemberSummary, Message } from '@meydan/shared/contracts';
import { useDeleteConversationMutation, useDeleteMessageMutation, useMarkConversationReadMutation } from '@meydan/messaging/data-access';
import { useRealtimeClient } from '@meydan/shared/data-access/realtime';
import { useAppDispatch } from '@meydan/shared/data-access/store';
import { useNavigate } from '@meydan/shared/util/router';
import { type Edition, routePath } from '@meydan/shared/util/routing';
import { pageVisible } from '../inbox/use-inbox-events';
import { actionErrorText, displayName, statusOf } from '../lib/format';
import { markListedConversationRead } from '../lib/list-cache';
import { conversationStorageKey } from '../lib/session-store';
import { confirmedClientIds, lastMineSeen, type OutgoingMessage } from '../lib/thread-model';
import { useOnReconnect } from '../lib/use-on-reconnect';
import { Composer } from './composer';
import { ConfirmDialog } from './confirm-dialog';
import { MessageBubble } from './message-bubble';
import { MessageLog, type ThreadRow } from './message-log';
import { ThreadHeader } from './thread-header';
import { useConversationEvents } from './use-conversation-events';
import { useOptimisticSend } from './use-optimistic-send';
import { useThreadMessages } from './use-thread-messages';
import { useTypingIndicator } from './use-typing-indicator';

export interface ThreadViewProps {
  viewer: CurrentUser;
  recipient: MemberSummary;
  /** Null until the first message opens it. */
  conversation: Conversation | null;
  edition: Edition;
  /** The first message opened the conversation. */
  onCreated: (conversation: Conversation) => void;
  /** Which conversation is on screen (the list then neither counts its messages as unread nor loses the highlight). */
  onOpen: (conversationId: string | null) => void;
}

/** A row's key: the client id for the member's messages, so the optimistic copy and the server's message are one bubble. */
function rowKey(message: { _id: string; clientId: string | null }, mine: boolean): string {
  return mine && message.clientId ? `c:${message.clientId}` : `m:${message._id}`;
}

/**
 * One conversation: the history with infinite scroll back, live messages, deletions, read
 * receipts and typing from the socket, and the composer with optimistic sends.
 */
export function ThreadView({ viewer, recipient, conversation, edition, onCreated, onOpen }: ThreadViewProps) {
  const { t } = useTranslation('messaging');
  const { t: common } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const realtime = useRealtimeClient();
  const conversationId = conversation?._id ?? null;
  const thread = useThreadMessages(conversationId, viewer._id);
  const current = thread.conversation ?? conversation;
  const name = displayName(recipient);
  const typing = useTypingIndicator();
  const [liveReadId, setLiveReadId] = useState<string | null>(null);
  const [markRead] = useMarkConversationReadMutation();
  const [deleteMessage, deleteMessageState] = useDeleteMessageMutation();
  const [deleteConversation, deleteConversationState] = useDeleteConversationMutation();
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [confirmingConversation, setConfirmingConversation] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const unreadWhileHidden = useRef<string | null>(null);
  const { add, markDeleted, refetch } = thread;

  const sends = useOptimisticSend({
    storageKey: conversationStorageKey(viewer._id, recipient._id, 'outbox'),
    recipientId: recipient._id,
    conversationId,
    onSent: ({ message, conversation: opened }) => {
      add(message);
      if (!conversationId) onCreated(opened);
    },
    // A refusal such as a block changes the conversation: reload it so the composer says why.
    onRefused: (error) => {
      if (statusOf(error) === 403) refetch();
    },
  });
  const { confirm } = sends;

  useEffect(() => {
    onOpen(conversationId);
    return () => onOpen(null);
  }, [conversationId, onOpen]);

  // The first history page marked the thread read: clear its badge in the list.
  const loaded = thread.conversation !== null;
  useEffect(() => {
    if (loaded && conversationId) markListedConversationRead(dispatch, viewer._id, conversationId);
  }, [loaded, conversationId, dispatch, viewer._id]);

  // Messages the server holds (live, in history, or after a reload) end their optimistic copies.
  const confirmed = useMemo(() => confirmedClientIds(thread.messages, viewer._id), [thread.messages, viewer._id]);
  useEffect(() => confirm(confirmed), [confirmed, confirm]);

  const readIncoming = useCallback(
    (messageId: string) => {
      if (!conversationId) return;
      if (pageVisible()) void markRead({ id: conversationId, messageId });
      else unreadWhileHidden.current = messageId;
    },
    [conversationId, markRead],
  );
  useEffect(() => {
    const onVisibility = () => {
      const messageId = unreadWhileHidden.current;
      if (!pageVisible() || !messageId || !conversationId) return;
      unreadWhileHidden.current = null;
      void markRead({ id: conversationId, messageId });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [conversationId, markRead]);

  useConversationEvents(conversationId, {
    onMessage: (message) => {
      add(message);
      if (message.sender === viewer._id) {
        if (message.clientId) confirm([message.clientId]);
        return;
      }
      typing.hide();
      readIncoming(message._id);
    },
    onDeleted: markDeleted,
    onRead: (userId, messageId) => {
      if (userId !== viewer._id) setLiveReadId(messageId);
    },
    onTyping: (userId) => {
      if (userId !== viewer._id) typing.show();
    },
  });
  useOnReconnect(refetch);

  const seenId = lastMineSeen(thread.messages, viewer._id, liveReadId) ?? lastMineSeen(thread.messages, viewer._id, current?.recipientLastReadMessageId ?? null);
  const outgoing = sends.outgoing.filter((entry) => !confirmed.has(entry.clientId));
  const rows: ThreadRow[] = [
    ...thread.messages.map((message): ThreadRow => {
      const mine = message.sender === viewer._id;
      return {
        key: rowKey(message, mine),
        createdAt: message.createdAt,
        mine,
        element: (
          <MessageBubble
            mine={mine}
            senderLabel={mine ? t('thread.you') : name}
            text={message.message}
            deleted={message.deleted}
            createdAt={message.createdAt}
            edition={edition}
            state="sent"
            seen={message._id === seenId}
            onDelete={
              mine
                ? () => {
                    setActionError(null);
                    setDeleting(message);
                  }
                : undefined
            }
          />
        ),
      };
    }),
    ...outgoing.map(
      (entry: OutgoingMessage): ThreadRow => ({
        key: `c:${entry.clientId}`,
        createdAt: entry.createdAt,
        mine: true,
        element: (
          <MessageBubble
            mine
            senderLabel={t('thread.you')}
            text={entry.text}
            deleted={false}
            createdAt={entry.createdAt}
            edition={edition}
            state={entry.state}
            error={entry.error}
            onRetry={() => sends.retry(entry.clientId)}
            onDiscard={() => sends.discard(entry.clientId)}
          />
        ),
      }),
    ),
  ];

  // What is already on screen (a message just sent, one restored after a reload) stays while the history loads.
  let placeholder = null;
  if (thread.isLoading && rows.length === 0) {
    placeholder = (
      <p className="thread__status" role="status" aria-busy="true">
        {t('thread.loading')}
      </p>
    );
  } else if (thread.isError && rows.length === 0) {
    placeholder = (
      <p className="notice notice--error thread__status" role="alert">
        {t('thread.loadFailed')}{' '}
        <button type="button" className="button button--small" onClick={refetch}>
          {t('thread.retry')}
        </button>
      </p>
    );
  } else if (rows.length === 0) {
    placeholder = <p className="thread__status thread__start">{t('thread.start', { name })}</p>;
  }

  const confirmDeleteMessage = async () => {
    if (!deleting || !conversationId) return;
    setActionError(null);
    try {
      await deleteMessage({ id: conversationId, messageId: deleting._id }).unwrap();
      markDeleted(deleting._id);
      setDeleting(null);
    } catch (error) {
      setActionError(actionErrorText(common, error));
    }
  };
  const confirmDeleteConversation = async () => {
    if (!conversationId) return;
    setActionError(null);
    try {
      await deleteConversation({ id: conversationId }).unwrap();
      setConfirmingConversation(false);
      navigate(routePath(edition, 'messaging.inbox'));
    } catch (error) {
      setActionError(actionErrorText(common, error));
    }
  };

  const blocked = current?.blocked === true;
  let composer;
  if (blocked) {
    composer = (
      <p className="notice thread__notice" role="status">
        {t('thread.blocked')}
      </p>
    );
  } else if (!recipient.isActive) {
    composer = <p className="notice thread__notice">{t('thread.inactiveComposer')}</p>;
  } else {
    composer = (
      <Composer
        recipientName={name}
        draftKey={conversationStorageKey(viewer._id, recipient._id, 'draft')}
        onSend={sends.send}
        onTyping={conversationId && realtime ? () => realtime.typing(conversationId) : undefined}
      />
    );
  }

  return (
    <div className="thread">
      <ThreadHeader
        recipient={recipient}
        edition={edition}
        onDeleteConversation={
          conversationId
            ? () => {
                setActionError(null);
                setConfirmingConversation(true);
              }
            : undefined
        }
      />
      <MessageLog
        label={t('thread.logLabel', { name })}
        rows={rows}
        edition={edition}
        hasOlder={thread.hasOlder}
        atStart={!thread.hasOlder && !thread.isLoading && !thread.isError}
        isFetchingOlder={thread.isFetchingOlder}
        olderFailed={thread.olderFailed}
        loadOlder={thread.loadOlder}
        placeholder={placeholder}
      />
      <p className="thread__typing" role="status" aria-live="polite">
        {typing.typing && !blocked ? t('thread.typing', { name }) : ''}
      </p>
      {composer}
      {deleting ? (
        <ConfirmDialog
          title={t('thread.deleteMessageTitle')}
          text={t('thread.deleteMessageText')}
          confirmLabel={t('thread.deleteMessageConfirm')}
          busy={deleteMessageState.isLoading}
          error={actionError}
          onConfirm={() => void confirmDeleteMessage()}
          onClose={() => setDeleting(null)}
        />
      ) : null}
      {confirmingConversation ? (
        <ConfirmDialog
          title={t('thread.deleteConversationTitle')}
          text={t('thread.deleteConversationText', { name })}
          confirmLabel={t('thread.deleteConversationConfirm')}
          busy={deleteConversationState.isLoading}
          error={actionError}
          onConfirm={() => void confirmDeleteConversation()}
          onClose={() => setConfirmingConversation(false)}
        />
      ) : null}
    </div>
  );
}
