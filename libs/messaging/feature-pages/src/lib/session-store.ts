/**
 * sessionStorage for what a member wrote but the server has not accepted yet (drafts and unsent
 * messages, per conversation): it survives a reload of the tab and is gone when the tab closes,
 * so nothing private outlives the session on a shared computer. Storage can be missing (SSR),
 * full or disabled (private modes): then the page still works, without the safety net.
 */
const PREFIX = 'meydan:messaging';

/** One key per member and the other member, so a second account in the same tab never sees the first one's drafts. */
export function conversationStorageKey(viewerId: string, recipientId: string, kind: 'draft' | 'outbox'): string {
  return `${PREFIX}:${viewerId}:${recipientId}:${kind}`;
}

export function readSession(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value`, or removes the key when it is null or empty. */
export function writeSession(key: string, value: string | null): void {
  try {
    if (typeof window === 'undefined') return;
    if (value === null || value === '') window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Full or disabled storage: the draft then lives only as long as the page.
  }
}
