import { LIMITS } from '@meydan/shared/contracts';

// Bidi overrides and zero-width characters let a comment disguise or reorder what it shows.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
// Control characters other than line feed (tabs became spaces before). PostgreSQL text cannot
// even hold NUL. The Unicode class avoids spelling control characters in the pattern.
const CONTROL = /(?!\n)\p{Cc}/gu;

/**
 * The text as stored: plain text (never HTML; the UI renders it escaped), NFC, line breaks
 * unified, invisible and control characters removed, spaces at line ends and runs of blank lines
 * trimmed, and the whole trimmed.
 */
export function normalizeCommentText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '')
    .replace(CONTROL, '')
    .replace(/[ \u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Characters as a reader counts them (code points, as PostgreSQL's char_length and the form do). */
export function commentLength(text: string): number {
  return Array.from(text).length;
}

/** SPEC §5: 5 to 1000 characters after trimming. */
export function isCommentLengthValid(text: string): boolean {
  const length = commentLength(text);
  return length >= LIMITS.commentMin && length <= LIMITS.commentMax;
}
