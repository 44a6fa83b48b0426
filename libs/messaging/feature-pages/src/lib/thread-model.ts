import type { Message } from '@meydan/shared/contracts';

/** A message the member sent that the server has not confirmed: shown at once, in its own state. */
export interface OutgoingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  state: 'sending' | 'failed';
  /** Why it failed, as the reader should read it (null: just "Not sent."). */
  error: string | null;
}

function time(message: { createdAt: string }): number {
  const at = Date.parse(message.createdAt);
  return Number.isNaN(at) ? 0 : at;
}

/**
 * One chronological list from the server's pages (newest first, each page older than the one
 * before), the messages that came in live or as send answers, and the ids deleted since. A
 * message arriving twice (socket and send answer, or live and in a refetched page) is one entry;
 * a deleted copy wins over a live one.
 */
export function mergeMessages(pages: ReadonlyArray<{ items: readonly Message[] }>, live: readonly Message[], deletedIds: ReadonlySet<string>): Message[] {
  const byId = new Map<string, Message>();
  const add = (message: Message) => {
    const known = byId.get(message._id);
    if (!known || (message.deleted && !known.deleted)) byId.set(message._id, message);
  };
  for (let page = pages.length - 1; page >= 0; page -= 1) {
    const items = pages[page]?.items ?? [];
    for (let index = items.length - 1; index >= 0; index -= 1) add(items[index] as Message);
  }
  for (const message of live) add(message);
  const merged = [...byId.values()].map((message) => (deletedIds.has(message._id) && !message.deleted ? { ...message, deleted: true, message: '' } : message));
  // Stable: messages of the same millisecond keep the server's order.
  return merged.sort((a, b) => time(a) - time(b));
}

/** Client ids of the member's own messages the server already holds (their optimistic copies are done). */
export function confirmedClientIds(messages: readonly Message[], viewerId: string): Set<string> {
  const ids = new Set<string>();
  for (const message of messages) if (message.sender === viewerId && message.clientId) ids.add(message.clientId);
  return ids;
}

/**
 * Whether the other member has read the member's last message: their read mark is that message
 * or any later one. A mark the loaded messages do not hold (older history) does not count.
 */
export function lastMineSeen(messages: readonly Message[], viewerId: string, recipientLastReadId: string | null): string | null {
  if (!recipientLastReadId) return null;
  let mine = -1;
  let read = -1;
  messages.forEach((message, index) => {
    if (message.sender === viewerId) mine = index;
    if (message._id === recipientLastReadId) read = index;
  });
  const last = messages[mine];
  return mine >= 0 && read >= mine && last ? last._id : null;
}
