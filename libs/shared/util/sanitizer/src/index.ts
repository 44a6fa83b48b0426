export {
  ARTICLE_ALLOWED_TAGS,
  escapeHtml,
  sanitizeArticleHtml,
  sanitizeHtml,
  USER_ALLOWED_TAGS,
} from './lib/sanitize-html';
