/**
 * @jest-environment jsdom
 */
import { ARTICLE_CASES, SANITIZE_CASES } from './fixtures';
import { ARTICLE_ALLOWED_TAGS, escapeHtml, sanitizeArticleHtml, sanitizeHtml, USER_ALLOWED_TAGS } from './sanitize-html';

describe('sanitizeHtml in the browser', () => {
  it('runs with a window', () => {
    expect(typeof window).toBe('object');
  });

  it.each(SANITIZE_CASES)('%s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });

  it('lists the §5 allow-list', () => {
    expect(USER_ALLOWED_TAGS).toEqual(['p', 'a', 'strong', 'em', 'ul', 'ol', 'li']);
    expect(ARTICLE_ALLOWED_TAGS).toEqual(expect.arrayContaining([...USER_ALLOWED_TAGS, 'h2', 'img', 'figure']));
  });
});

describe('sanitizeArticleHtml in the browser', () => {
  it.each(ARTICLE_CASES)('%s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it('does not let user sanitizing pick up article rules or the reverse', () => {
    expect(sanitizeHtml('<h2>x</h2>')).toBe('x');
    expect(sanitizeArticleHtml('<a href="/x">i</a>')).toBe('<a href="/x">i</a>');
    expect(sanitizeHtml('<a href="/x">i</a>')).toContain('nofollow');
  });
});

describe('escapeHtml', () => {
  it('escapes & < > " \'', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes already-escaped text again and leaves plain text alone', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('Merhaba dünya')).toBe('Merhaba dünya');
    expect(escapeHtml('')).toBe('');
  });
});
