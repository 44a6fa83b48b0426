import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/** SPEC §5: user-written HTML (comments, messages, profile text) keeps only these. */
export const USER_ALLOWED_TAGS = ['p', 'a', 'strong', 'em', 'ul', 'ol', 'li'] as const;

/**
 * Article bodies come from the editors' CMS, not from visitors: they need headings, quotes and
 * figures that user text never does. They are still sanitized because imported or pasted
 * content carries scripts, handlers and inline styles as often as user input does.
 */
export const ARTICLE_ALLOWED_TAGS = [
  ...USER_ALLOWED_TAGS,
  'h2',
  'h3',
  'blockquote',
  'figure',
  'figcaption',
  'img',
] as const;

// http(s), mailto, tel and relative URLs; javascript:, data:, vbscript: and the rest are
// dropped. DOMPurify strips control characters and whitespace before testing.
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const BASE_CONFIG: Config = {
  ALLOWED_URI_REGEXP: SAFE_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

const USER_CONFIG: Config = {
  ...BASE_CONFIG,
  ALLOWED_TAGS: [...USER_ALLOWED_TAGS],
  ALLOWED_ATTR: ['href'],
};

const ARTICLE_CONFIG: Config = {
  ...BASE_CONFIG,
  ALLOWED_TAGS: [...ARTICLE_ALLOWED_TAGS],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'width', 'height'],
};

const USER_LINK_REL = 'nofollow ugc noopener noreferrer';
const EXTERNAL_LINK_REL = 'noopener noreferrer';

function isExternal(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href.trim());
}

interface Purifiers {
  user: DOMPurify;
  article: DOMPurify;
}

function createPurifiers(win: WindowLike): Purifiers {
  const user = createDOMPurify(win);
  // Visitors' links open elsewhere and pass no ranking; rel/target are ours, never the input's.
  user.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', USER_LINK_REL);
      node.setAttribute('target', '_blank');
    }
  });

  const article = createDOMPurify(win);
  // DOMPurify lets data: URIs through on <img>; editors' images always come from our media host.
  article.addHook('uponSanitizeAttribute', (node, data) => {
    if (node.nodeName === 'IMG' && data.attrName === 'src' && /^\s*data:/i.test(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  article.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && isExternal(node.getAttribute('href') ?? '')) {
      node.setAttribute('rel', EXTERNAL_LINK_REL);
      node.setAttribute('target', '_blank');
    }
  });
  return { user, article };
}

let browserPurifiers: { win: WindowLike; purifiers: Purifiers } | undefined;
let serverPurifiers: Purifiers | undefined;

/**
 * The browser uses its own window. On the server (no `window`) a jsdom window is created once,
 * lazily: jsdom is external in server builds and aliased to `false` in browser builds, so it
 * must only be required inside this branch.
 */
function purifiers(): Purifiers {
  if (typeof window !== 'undefined') {
    if (browserPurifiers?.win !== window) browserPurifiers = { win: window, purifiers: createPurifiers(window) };
    return browserPurifiers.purifiers;
  }
  if (!serverPurifiers) {
    // A require, not an import: an import would pull jsdom into the browser bundle's graph.
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    serverPurifiers = createPurifiers(new JSDOM('').window as unknown as WindowLike);
  }
  return serverPurifiers;
}

/** User-written HTML reduced to the SPEC §5 allow-list; safe to render as HTML. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return purifiers().user.sanitize(html, USER_CONFIG);
}

/** Editor-written article HTML with the wider article allow-list; safe to render as HTML. */
export function sanitizeArticleHtml(html: string): string {
  if (!html) return '';
  return purifiers().article.sanitize(html, ARTICLE_CONFIG);
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** SPEC §5: escapes & < > " ' for text placed into HTML (markup strings, attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}
