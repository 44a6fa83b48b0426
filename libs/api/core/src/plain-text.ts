// Bidi overrides and zero-width characters let a text disguise or reorder what it shows.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
// Control characters other than line feed (tabs became spaces before). PostgreSQL text cannot
// even hold NUL. The Unicode class avoids spelling control characters in the pattern.
const CONTROL = /(?!\n)\p{Cc}/gu;

/**
 * Members' plain text (comments, messages) as stored: never HTML (the UI renders it escaped),
 * NFC, line breaks unified, invisible and control characters removed, spaces at line ends and
 * runs of blank lines trimmed, and the whole trimmed. It can leave nothing (a text of zero-width
 * spaces): callers check the length afterwards.
 */
export function normalizePlainText(raw: string): string {
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

/** Characters as a reader counts them: code points, as PostgreSQL's char_length and the forms do. */
export function plainTextLength(text: string): number {
  return Array.from(text).length;
}
