import { skipToken } from '@meydan/shared/data-access/api-client';
import { useCallback, useMemo, useState } from 'react';
import type { Conversation, Message } from '@meydan/shared/contracts';
import { useGetMessagePagesInfiniteQuery } from '@meydan/messaging/data-access';
import { mergeMessages } from '../lib/thread-model';

export interface ThreadMessages {
  /** Oldest first. */
  messages: Message[];
  /** The conversation as the newest page saw it (fresher than the one the thread was opened with). */
  conversation: Conversation | null;
  isLoading: boolean;
  isError: boolean;
  hasOlder: boolean;
  isFetchingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  refetch: () => void;
  /** A message that arrived live or as a send's answer (kept once, however often it comes). */
  add: (message: Message) => void;
  markDeleted: (messageId: string) => void;
}

/**
 * A thread's messages: the history pages (the newest 15, then 15 `before` the oldest as the
 * reader scrolls back), plus what arrived since it was opened, minus what was deleted since.
 */
export function useThreadMessages(conversationId: string | null, viewerId: string): ThreadMessages {
  const query = useGetMessagePagesInfiniteQuery(conversationId ? { id: conversationId, viewerId } : skipToken);
  const [live, setLive] = useState<Message[]>([]);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(() => new Set());
  const pages = query.data?.pages;
  const messages = useMemo(() => mergeMessages(pages ?? [], live, deletedIds), [pages, live, deletedIds]);
  const { fetchNextPage, refetch: refetchPages, isFetchingNextPage } = query;

  const add = useCallback((message: Message) => {
    setLive((list) => {
      const index = list.findIndex((known) => known._id === message._id);
      if (index === -1) return [...list, message];
      return message.deleted && !list[index]?.deleted ? list.map((known, at) => (at === index ? message : known)) : list;
    });
  }, []);
  const markDeleted = useCallback((messageId: string) => setDeletedIds((ids) => (ids.has(messageId) ? ids : new Set(ids).add(messageId))), []);
  const loadOlder = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const refetch = useCallback(() => {
    if (conversationId) void refetchPages();
  }, [conversationId, refetchPages]);

  return {
    messages,
    conversation: pages?.[0]?.conversation ?? null,
    isLoading: conversationId !== null && !pages && !query.isError,
    isError: !pages && query.isError,
    hasOlder: Boolean(query.hasNextPage),
    isFetchingOlder: isFetchingNextPage,
    olderFailed: query.isFetchNextPageError,
    loadOlder,
    refetch,
    add,
    markDeleted,
  };
}
