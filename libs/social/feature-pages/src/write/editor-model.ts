import type { MemberArticle, MemberArticleContent, MemberEntryInput } from '@meydan/shared/contracts';
import { MEMBER_ARTICLE_LIMITS, type MemberEntryType } from '@meydan/shared/contracts/constants';

/** An entry with a key that stays with it while it moves (React keys, focus after a move). */
export interface EditorEntry {
  key: string;
  entry: MemberEntryInput;
}

export interface EditorContent {
  title: string;
  summary: string;
  categoryId: string | null;
  coverImageId: string | null;
  entries: EditorEntry[];
}

let serial = 0;
export function entryKey(): string {
  serial += 1;
  return `entry-${serial}`;
}

export function emptyEntry(type: MemberEntryType): MemberEntryInput {
  switch (type) {
    case 'text':
      return { type: 'text', html: '' };
    case 'image':
      return { type: 'image', imageId: null, caption: '' };
    case 'video':
      return { type: 'video', url: '', caption: '' };
    case 'item':
      return { type: 'item', title: '', html: '', imageId: null };
    case 'quiz':
      return {
        type: 'quiz',
        question: '',
        answers: Array.from({ length: MEMBER_ARTICLE_LIMITS.answersMin }, (_, index) => ({ text: '', correct: index === 0 })),
      };
  }
}

/** A new post starts with one text block: most posts begin with words. */
export function emptyContent(): EditorContent {
  return { title: '', summary: '', categoryId: null, coverImageId: null, entries: [{ key: entryKey(), entry: emptyEntry('text') }] };
}

/** What the API stores (and the local copy keeps): entries without editor keys or resolved media. */
export function toContent(content: EditorContent): MemberArticleContent {
  return {
    title: content.title,
    summary: content.summary,
    categoryId: content.categoryId,
    coverImageId: content.coverImageId,
    entries: content.entries.map(({ entry }) => stripEntry(entry)),
  };
}

/** Only the input fields of an entry (answers of the API carry resolved images and providers). */
export function stripEntry(entry: MemberEntryInput): MemberEntryInput {
  switch (entry.type) {
    case 'text':
      return { type: 'text', html: entry.html };
    case 'image':
      return { type: 'image', imageId: entry.imageId, caption: entry.caption ?? '' };
    case 'video':
      return { type: 'video', url: entry.url, caption: entry.caption ?? '' };
    case 'item':
      return { type: 'item', title: entry.title, html: entry.html, imageId: entry.imageId ?? null };
    case 'quiz':
      return { type: 'quiz', question: entry.question, answers: entry.answers.map((answer) => ({ text: answer.text, correct: answer.correct })) };
  }
}

export function fromContent(content: MemberArticleContent): EditorContent {
  return { ...content, entries: content.entries.map((entry) => ({ key: entryKey(), entry: stripEntry(entry) })) };
}

export function articleContent(article: MemberArticle): MemberArticleContent {
  return toContent(fromContent({ title: article.title, summary: article.summary, categoryId: article.categoryId, coverImageId: article.coverImageId, entries: article.entries }));
}

/** Two working copies say the same (entry keys and key order do not matter). */
export function sameContent(a: MemberArticleContent, b: MemberArticleContent): boolean {
  return JSON.stringify(toContent(fromContent(a))) === JSON.stringify(toContent(fromContent(b)));
}

/** Something worth keeping: a new post is only created once the member wrote or chose something. */
export function hasSomething(content: MemberArticleContent): boolean {
  return (
    content.title.trim() !== '' ||
    content.summary.trim() !== '' ||
    content.categoryId !== null ||
    content.coverImageId !== null ||
    content.entries.some((entry) => JSON.stringify(entry) !== JSON.stringify(emptyEntry(entry.type)))
  );
}

export function moveEntry(entries: readonly EditorEntry[], from: number, to: number): EditorEntry[] {
  if (to < 0 || to >= entries.length || from === to) return [...entries];
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
