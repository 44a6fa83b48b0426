import type { ArticleKind } from '@meydan/shared/contracts';

/**
 * "N min read" (issue 20). A story's words are counted by the database with its summary (one
 * expression in the summary projection, so every list, card and article carries the same
 * number) and turned into minutes here.
 */

/** An unhurried reading speed for news prose on a screen, in any of the three languages. */
export const READ_WORDS_PER_MINUTE = 200;

/**
 * The kinds that are read: stories, listicles and galleries (their captions are text too).
 * Videos are watched and quizzes and games played: a reading time would mislead there.
 */
export const READ_TIME_KINDS: readonly ArticleKind[] = ['news', 'listicle', 'gallery'];

/**
 * Entry modes whose text is the story's prose: paragraphs, listicle items and gallery
 * captions, with their headings. Image credits, video titles, embeds and quiz questions are not
 * read as prose.
 */
const PROSE_MODES = ['text', 'listicle', 'gallery'];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The word count of the article `a` (whitespace-separated words of its prose entries), NULL for
 * the kinds that are not read. It reads the row's entries, which lists otherwise never touch;
 * affordable because list answers are cached by the API and the count costs about a tenth of a
 * millisecond a row (PGlite, 2026-11-28). A stored column would cost nothing per read but needs a
 * migration of its own.
 */
export const WORD_COUNT_SQL = `CASE WHEN a.kind IN (${quoted(READ_TIME_KINDS)}) THEN (
    SELECT coalesce(sum(array_length(regexp_split_to_array(w.text, '\\s+'), 1)), 0)::int
    FROM jsonb_array_elements(a.entries) e,
         LATERAL (SELECT btrim(concat_ws(' ', e ->> 'title', e #>> '{text,plain}')) AS text) w
    WHERE e ->> 'mode' IN (${quoted(PROSE_MODES)}) AND w.text <> '') END`;

/** Whole minutes at READ_WORDS_PER_MINUTE, at least 1; undefined without words (nothing to show). */
export function readMinutes(words: number | null | undefined): number | undefined {
  if (!words || words <= 0) return undefined;
  return Math.max(1, Math.round(words / READ_WORDS_PER_MINUTE));
}
