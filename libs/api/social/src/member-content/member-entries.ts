import { type ArticleKind, htmlToPlainText, type MemberArticleContent, type MemberEntryInput, normalizeVideoUrl } from '@meydan/shared/contracts';
import { sanitizeHtml } from '@meydan/shared/util/sanitizer';

/**
 * The working copy as stored: rich text reduced to the SPEC §5 allow-list (p, a, strong, em, ul,
 * ol, li; no scripts, handlers, javascript: links or styles) and video links in their canonical
 * form. Runs on every save, so nothing unsafe is ever stored, shown to a reviewer or published.
 * A video link that is not (yet) a YouTube or Vimeo one is kept as typed: a draft may be half
 * written; submission refuses it.
 */
export function cleanContent(content: MemberArticleContent): MemberArticleContent {
  return {
    title: content.title.trim(),
    summary: content.summary.trim(),
    categoryId: content.categoryId ? content.categoryId.toLowerCase() : null,
    coverImageId: content.coverImageId ? content.coverImageId.toLowerCase() : null,
    entries: content.entries.map(cleanEntry),
  };
}

function cleanEntry(entry: MemberEntryInput): MemberEntryInput {
  switch (entry.type) {
    case 'text':
      return { type: 'text', html: sanitizeHtml(entry.html) };
    case 'image':
      return { type: 'image', imageId: entry.imageId ? entry.imageId.toLowerCase() : null, caption: (entry.caption ?? '').trim() };
    case 'video':
      return { type: 'video', url: normalizeVideoUrl(entry.url)?.url ?? entry.url.trim(), caption: (entry.caption ?? '').trim() };
    case 'item':
      return { type: 'item', title: entry.title.trim(), html: sanitizeHtml(entry.html), imageId: entry.imageId ? entry.imageId.toLowerCase() : null };
    case 'quiz':
      return { type: 'quiz', question: entry.question.trim(), answers: entry.answers.map((answer) => ({ text: answer.text.trim(), correct: answer.correct })) };
  }
}

/** Every uploaded image the working copy points at (cover first). */
export function contentImageIds(content: MemberArticleContent): string[] {
  const ids = new Set<string>();
  if (content.coverImageId) ids.add(content.coverImageId);
  for (const entry of content.entries) {
    if ((entry.type === 'image' || entry.type === 'item') && entry.imageId) ids.add(entry.imageId);
  }
  return [...ids];
}

/**
 * Stored article entries (the content domain's format: media by id, rich text as html plus its
 * plain words), so the published post renders, searches and counts like every other article.
 */
export function toArticleEntries(entries: readonly MemberEntryInput[]): Record<string, unknown>[] {
  return entries.map((entry) => {
    switch (entry.type) {
      case 'text':
        return { mode: 'text', text: { plain: htmlToPlainText(entry.html), html: entry.html } };
      case 'image':
        return { mode: 'image', imageId: entry.imageId, text: { plain: entry.caption ?? '' } };
      case 'video': {
        const video = normalizeVideoUrl(entry.url);
        return { mode: 'embed', embed: { url: video?.url ?? entry.url, provider: video?.provider ?? 'link', title: entry.caption ?? '' } };
      }
      case 'item':
        return { mode: 'listicle', title: entry.title, text: { plain: htmlToPlainText(entry.html), html: entry.html }, ...(entry.imageId ? { imageId: entry.imageId } : {}) };
      case 'quiz':
        return { mode: 'question', title: entry.question, question: { answers: entry.answers.map((answer) => ({ text: answer.text, isCorrect: answer.correct })) } };
    }
  });
}

/** SPEC §3 content kind: a quiz when it asks questions, a listicle when it lists items, else news. */
export function articleKindOf(entries: readonly MemberEntryInput[]): ArticleKind {
  if (entries.some((entry) => entry.type === 'quiz')) return 'quiz';
  if (entries.some((entry) => entry.type === 'item')) return 'listicle';
  return 'news';
}

/** Two working copies say the same thing (a submission of an unchanged published article is pointless). */
export function sameContent(a: MemberArticleContent, b: MemberArticleContent): boolean {
  return JSON.stringify(cleanContent(a)) === JSON.stringify(cleanContent(b));
}
