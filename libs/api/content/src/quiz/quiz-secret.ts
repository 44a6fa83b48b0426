import { resolveSecret, type SecretSpec } from '@meydan/api/core';

/** Signs result links in development and tests only; production refuses to start on it. */
export const DEVELOPMENT_QUIZ_RESULT_SECRET = 'meydan-development-quiz-result-secret';
/** A production secret shorter than this is a typo or a placeholder, not a key. */
export const MIN_QUIZ_RESULT_SECRET_LENGTH = 16;

const QUIZ_RESULT_SECRET: SecretSpec = {
  name: 'QUIZ_RESULT_SECRET',
  purpose: 'signs shareable quiz result links',
  minLength: MIN_QUIZ_RESULT_SECRET_LENGTH,
  developmentValue: DEVELOPMENT_QUIZ_RESULT_SECRET,
  developmentNote: 'quiz result links are signed with the fixed development secret',
};

/** The key that signs shareable quiz result links (`QUIZ_RESULT_SECRET`); see resolveSecret. */
export function resolveQuizResultSecret(configured: string | undefined, nodeEnv: string | undefined, warn: (message: string) => void): string {
  return resolveSecret(QUIZ_RESULT_SECRET, configured, nodeEnv, warn);
}
