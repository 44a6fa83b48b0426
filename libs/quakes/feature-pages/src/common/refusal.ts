import { DEFAULT_ERROR_MESSAGE, normalizeError } from '@meydan/shared/util/errors';

/**
 * The API's own sentence for a refused request (a 4xx such as 400, 409 or 429, already in the
 * reader's language), or null for a failure the page words itself (no connection, a 5xx).
 */
export function refusalSentence(error: unknown): string | null {
  const { statusCode, message } = normalizeError(error);
  return statusCode >= 400 && statusCode < 500 && message !== DEFAULT_ERROR_MESSAGE ? message : null;
}
