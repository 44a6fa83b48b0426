const ELLIPSIS = '…';

/** SPEC §2.9: meta descriptions are cut to 160 characters. */
export const META_DESCRIPTION_MAX = 160;

/**
 * Cuts `text` to at most `max` characters (ellipsis included) at a word boundary; a single word
 * longer than the budget is cut inside. Whitespace is collapsed first, since the result goes
 * into attributes and previews.
 */
export function truncate(text: string, max: number = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(0, max));
  const budget = max - ELLIPSIS.length;
  const head = clean.slice(0, budget + 1);
  const lastSpace = head.lastIndexOf(' ');
  let cut = lastSpace > 0 ? head.slice(0, lastSpace) : clean.slice(0, budget);
  // An ellipsis after a comma or dash reads as a typo.
  cut = cut.replace(/[\s,;:\-–—]+$/u, '');
  // Do not split a surrogate pair (emoji) when cutting inside a word.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}${ELLIPSIS}`;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * Plain text of an HTML fragment for meta descriptions and previews, on the server and in the
 * browser alike. Not a sanitizer: the output is text and must still be escaped when rendered.
 */
// A tag, allowing `>` inside quoted attribute values.
const TAG_BODY = `(?:[^>"']|"[^"]*"|'[^']*')*`;
const HIDDEN_BLOCK = new RegExp(`<(script|style|template|noscript)\\b${TAG_BODY}>[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
const BLOCK_TAG = new RegExp(
  `<\\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|figure|figcaption|tr|td|th|section|article)\\b${TAG_BODY}>`,
  'gi',
);
const ANY_TAG = new RegExp(`<\\/?[a-z!][^\\s/>]*${TAG_BODY}>`, 'gi');

export function stripHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(HIDDEN_BLOCK, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(ANY_TAG, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
