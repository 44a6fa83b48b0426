export { authRoutes } from './auth.routes';
export type { AuthRoutesOptions } from './auth.routes';
export { AUTH_RATE_LIMITS } from './rate-limits';
export type { AuthRateLimits, RateLimit } from './rate-limits';
export { DEVELOPMENT_AUTH_TOKEN_SECRET, MIN_AUTH_TOKEN_SECRET_LENGTH, resolveAuthTokenSecret } from './auth-secret';
export { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from './tokens';
export { DEFAULT_POW_DIFFICULTY, POW_CHALLENGE_TTL_SECONDS } from './robot-check/proof-of-work-check';
export { VERIFY_EMAIL_LINK_TTL_MS } from './account.service';
