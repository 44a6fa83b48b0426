import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { SendMessageResponse } from '@meydan/shared/contracts';
import { useCreateConversationMutation, useSendMessageMutation } from '@meydan/messaging/data-access';
import { newClientId } from '../lib/client-id';
import { actionErrorText } from '../lib/format';
import type { OutgoingMessage } from '../lib/thread-model';
import { readSession, writeSession } from '../lib/session-store';

interface StoredOutgoing {
  clientId: string;
  text: string;
  createdAt: string;
  failed: boolean;
}

function restore(storageKey: string): OutgoingMessage[] {
  try {
    const stored = JSON.parse(readSession(storageKey) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((entry): entry is StoredOutgoing => typeof entry?.clientId === 'string' && typeof entry?.text === 'string' && typeof entry?.createdAt === 'string')
      .map((entry) => ({ clientId: entry.clientId, text: entry.text, createdAt: entry.createdAt, state: entry.failed ? 'failed' : 'sending', error: null }));
  } catch {
    return [];
  }
}

export interface OptimisticSendOptions {
  /** sessionStorage key of this conversation's unsent messages. */
  storageKey: string;
  /** The other member's id: the first message to them opens the conversation (`POST /conversations/create`). */
  recipientId: string;
  conversationId: string | null;
  /** The server accepted a message (its answer can come after the socket already delivered it). */
  onSent: (response: SendMessageResponse) => void;
  /** The server refused one (e.g. 403 after a block): the thread may reload what changed. */
  onRefused?: (error: unknown) => void;
}

export interface OptimisticSend {
  outgoing: OutgoingMessage[];
  send: (text: string) => void;
  /** Sends a failed message again with the SAME client id, so the server keeps at most one copy. */
  retry: (clientId: string) => void;
  /** Drops a failed message the member gives up on. */
  discard: (clientId: string) => void;
  /** The server holds these messages (seen live or in history): their optimistic copies are done. */
  confirm: (clientIds: Iterable<string>) => void;
}

/**
 * Optimistic sends (issue 6: "a sent message is never lost"). A message shows at once as
 * sending, with a client id; the server's answer replaces it, a failure marks it failed with a
 * retry that reuses the client id. Until the server accepts it, the message is kept in
 * sessionStorage: after a reload, the ones that were still on their way are sent again (the
 * client id makes that safe) and the failed ones wait for a retry. Sends go one after another,
 * so the other member reads them in the order they were written.
 */
export function useOptimisticSend({ storageKey, recipientId, conversationId, onSent, onRefused }: OptimisticSendOptions): OptimisticSend {
  const { t: common } = useTranslation('common');
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>(() => restore(storageKey));
  const [sendMessage] = useSendMessageMutation();
  const [createConversation] = useCreateConversationMutation();
  const queue = useRef<Promise<void>>(Promise.resolve());
  // The conversation a queued send goes to: known once the first message opened it.
  const conversationRef = useRef(conversationId);
  const callbacks = useRef({ onSent, onRefused, common });
  callbacks.current = { onSent, onRefused, common };
  if (conversationId) conversationRef.current = conversationId;

  useEffect(() => {
    const stored: StoredOutgoing[] = outgoing.map(({ clientId, text, createdAt, state }) => ({ clientId, text, createdAt, failed: state === 'failed' }));
    writeSession(storageKey, stored.length > 0 ? JSON.stringify(stored) : null);
  }, [outgoing, storageKey]);

  const deliver = useCallback(
    (clientId: string, text: string) => {
      queue.current = queue.current.then(async () => {
        const id = conversationRef.current;
        try {
          const response = await (id ? sendMessage({ id, message: text, clientId }) : createConversation({ recipient: recipientId, message: text, clientId })).unwrap();
          conversationRef.current = response.conversation._id;
          setOutgoing((list) => list.filter((entry) => entry.clientId !== clientId));
          callbacks.current.onSent(response);
        } catch (error) {
          const reason = actionErrorText(callbacks.current.common, error);
          setOutgoing((list) => list.map((entry) => (entry.clientId === clientId ? { ...entry, state: 'failed', error: reason } : entry)));
          callbacks.current.onRefused?.(error);
        }
      });
    },
    [sendMessage, createConversation, recipientId],
  );

  // Messages that were on their way when the page went away: send them again, once.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    for (const entry of outgoing) if (entry.state === 'sending') deliver(entry.clientId, entry.text);
  }, [outgoing, deliver]);

  const send = useCallback(
    (text: string) => {
      const clientId = newClientId();
      setOutgoing((list) => [...list, { clientId, text, createdAt: new Date().toISOString(), state: 'sending', error: null }]);
      deliver(clientId, text);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const entry = outgoing.find((candidate) => candidate.clientId === clientId);
      if (!entry || entry.state !== 'failed') return;
      setOutgoing((list) => list.map((candidate) => (candidate.clientId === clientId ? { ...candidate, state: 'sending', error: null } : candidate)));
      deliver(clientId, entry.text);
    },
    [outgoing, deliver],
  );

  const discard = useCallback((clientId: string) => setOutgoing((list) => list.filter((entry) => entry.clientId !== clientId)), []);

  const confirm = useCallback((clientIds: Iterable<string>) => {
    const done = new Set(clientIds);
    if (done.size === 0) return;
    setOutgoing((list) => (list.some((entry) => done.has(entry.clientId)) ? list.filter((entry) => !done.has(entry.clientId)) : list));
  }, []);

  return { outgoing, send, retry, discard, confirm };
}
