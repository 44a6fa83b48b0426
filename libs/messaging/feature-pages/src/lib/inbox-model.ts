import type { Conversation } from '@meydan/shared/contracts';

function activity(conversation: Conversation): number {
  const at = Date.parse(conversation.lastMessage?.createdAt ?? conversation.updatedAt);
  return Number.isNaN(at) ? 0 : at;
}

/**
 * The inbox pages as one list, latest activity first. Pages are numbered, so a conversation
 * that moved up while the member scrolled can sit on two pages: it is listed once, in its most
 * recent state.
 */
export function mergeConversations(pages: ReadonlyArray<{ items: readonly Conversation[] }> | undefined): Conversation[] {
  const byId = new Map<string, Conversation>();
  for (const page of pages ?? []) {
    for (const conversation of page.items) {
      const known = byId.get(conversation._id);
      if (!known || activity(conversation) > activity(known)) byId.set(conversation._id, conversation);
    }
  }
  return [...byId.values()].sort((a, b) => activity(b) - activity(a));
}

/** A message as one short line of the list (line breaks and runs of spaces folded). */
export function excerptOf(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
