import { resolveSecret, type SecretSpec } from '@meydan/api/core';

/** Development and tests only; production refuses to start on it. */
export const DEVELOPMENT_AUTH_TOKEN_SECRET = 'meydan-development-auth-token-secret-not-for-production';
/** HS256 wants a key of at least 256 bits; 32 characters of a random base64 string carry more. */
export const MIN_AUTH_TOKEN_SECRET_LENGTH = 32;

const AUTH_TOKEN_SECRET: SecretSpec = {
  name: 'AUTH_TOKEN_SECRET',
  purpose: 'signs access tokens and registration robot-check challenges',
  minLength: MIN_AUTH_TOKEN_SECRET_LENGTH,
  developmentValue: DEVELOPMENT_AUTH_TOKEN_SECRET,
  developmentNote: 'access tokens are signed with the fixed development secret',
};

/** `AUTH_TOKEN_SECRET`; required in production (see resolveSecret). Changing it signs every member out within 15 minutes. */
export function resolveAuthTokenSecret(configured: string | undefined, nodeEnv: string | undefined, warn: (message: string) => void): string {
  return resolveSecret(AUTH_TOKEN_SECRET, configured, nodeEnv, warn);
}
