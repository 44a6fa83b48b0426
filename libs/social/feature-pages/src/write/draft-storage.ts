import type { MemberArticleContent } from '@meydan/shared/contracts';
import { storageGet, storageRemove, storageSet } from '@meydan/shared/util/storage';

/**
 * The browser's copy of what the member typed and the server has not confirmed yet. It is
 * written on every change and removed only once a save of that very content succeeded, so a
 * failed save, a closed tab or a crash never loses text. Keyed by member (another member on
 * this browser never sees it) and by post (`new` until the server gave the post an id).
 */
export interface LocalDraft {
  content: MemberArticleContent;
  /** The server revision the copy was based on; null for a post the server does not know yet. */
  revision: number | null;
  savedAt: number;
}

const VERSION = 'v1';
const key = (userId: string, articleId: string | null) => `meydan:write:${userId}:${articleId ?? 'new'}`;

export function readLocalDraft(userId: string, articleId: string | null): LocalDraft | null {
  const draft = storageGet<LocalDraft>(key(userId, articleId), { version: VERSION });
  return draft && typeof draft === 'object' && draft.content ? draft : null;
}

export function writeLocalDraft(userId: string, articleId: string | null, content: MemberArticleContent, revision: number | null): boolean {
  return storageSet<LocalDraft>(key(userId, articleId), { content, revision, savedAt: Date.now() }, { version: VERSION });
}

export function clearLocalDraft(userId: string, articleId: string | null): void {
  storageRemove(key(userId, articleId));
}
