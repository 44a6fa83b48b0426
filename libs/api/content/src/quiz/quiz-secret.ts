/** Signs result links in development and tests only; production refuses to start on it. */
export const DEVELOPMENT_QUIZ_RESULT_SECRET = 'meydan-development-quiz-result-secret';
/** A production secret shorter than this is a typo or a placeholder, not a key. */
export const MIN_QUIZ_RESULT_SECRET_LENGTH = 16;

let warned = false;

/**
 * The key that signs shareable quiz result links (`QUIZ_RESULT_SECRET`). In production a
 * missing or short secret stops the API from starting: a guessable key would let anyone forge
 * results, and a random one per process would break every shared link on restart. Elsewhere
 * a fixed development value is used, with one warning per process.
 */
export function resolveQuizResultSecret(configured: string | undefined, nodeEnv: string | undefined, warn: (message: string) => void): string {
  if (nodeEnv === 'production') {
    if (!configured || configured.length < MIN_QUIZ_RESULT_SECRET_LENGTH) {
      throw new Error(`QUIZ_RESULT_SECRET must be set to at least ${MIN_QUIZ_RESULT_SECRET_LENGTH} characters in production: it signs shareable quiz result links.`);
    }
    return configured;
  }
  if (configured) return configured;
  if (!warned) {
    warned = true;
    warn('QUIZ_RESULT_SECRET is not set: quiz result links are signed with the fixed development secret (never use this in production).');
  }
  return DEVELOPMENT_QUIZ_RESULT_SECRET;
}
