/**
 * @jest-environment node
 */
import { ARTICLE_CASES, SANITIZE_CASES } from './fixtures';
import { sanitizeArticleHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml on the server', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each(SANITIZE_CASES)('%s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each(ARTICLE_CASES)('article: %s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it('creates the jsdom window once', () => {
    sanitizeHtml('<p>warm-up</p>');
    const jsdom = jest.requireActual<typeof import('jsdom')>('jsdom');
    const spy = jest.spyOn(jsdom, 'JSDOM');
    sanitizeHtml('<p>a</p>');
    sanitizeArticleHtml('<p>b</p>');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
