import type { ReaderPageType } from './budgets';

/** Article link prefixes of each edition (SPEC §2.7/§2.8). */
const ARTICLE_PREFIX: Record<string, string> = { tr: '/haber/', en: '/content/', ru: '/news/' };

/** The listing of quizzes, the same path in every edition. */
export const QUIZ_LISTING_PATH = '/test';

function firstMatch(html: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(html)?.[1];
  if (!found) throw new Error(`no ${what} link in the server HTML`);
  return found;
}

/**
 * The path of each reader page type of an edition, read from the server HTML of its home page
 * (first header category, first article) and of the quiz listing (first quiz).
 */
export function readerPagePaths(edition: string, html: { home: string; quizzes: string }): Record<ReaderPageType, string> {
  const prefix = ARTICLE_PREFIX[edition];
  if (!prefix) throw new Error(`unknown edition ${edition}`);
  const nav = firstMatch(html.home, /class="site-header__nav"[^>]*>([\s\S]*?)<\/nav>/, 'header navigation');
  return {
    home: '/',
    category: firstMatch(nav, /href="(\/[^"]+)"/, 'category'),
    article: firstMatch(html.home, new RegExp(`href="(${prefix}[a-z0-9-]+-\\d+)"`), 'article'),
    quiz: firstMatch(html.quizzes, /class="article-card__link" href="([^"]+)"/, 'quiz'),
  };
}
