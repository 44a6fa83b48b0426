import type { RateLimit } from '@meydan/api/core';

// The limiter itself is shared by every API domain (api-core rate-limiting.ts).
export { registerRateLimiting, type Limiter, type RateLimit, type RateLimiting } from '@meydan/api/core';

/** Per client network (IPv4 address or IPv6 /64) unless named per account. */
export interface AuthRateLimits {
  /** SPEC/issue 4: ≤ 10 login attempts per 5 minutes per network (password and provider logins together). */
  loginPerNetwork: RateLimit;
  /** ≤ 25 login attempts per hour per account id (username or e-mail as typed, normalized). */
  loginPerAccount: RateLimit;
  register: RateLimit;
  usernameCheck: RateLimit;
  challenge: RateLimit;
  /** Refreshes: a browser needs about 4 an hour per tab; generous for many members behind one NAT. */
  token: RateLimit;
  /** Verification mail resends per account. */
  verificationResend: RateLimit;
  /** Password reset requests per network and per id (username or e-mail, normalized). */
  resetRequestPerNetwork: RateLimit;
  resetRequestPerId: RateLimit;
  /** Link redemptions (verify, reset, delete) per network: tokens are unguessable, this bounds argon2 work and noise. */
  linkUse: RateLimit;
  /** Password changes (current password guesses) per account. */
  passwordChange: RateLimit;
  /** Deletion mails per account. */
  deleteRequest: RateLimit;
  /** Twitter request tokens per network: each one is a signed call to Twitter on our app's quota. */
  twitterRequestToken: RateLimit;
}

const MINUTE = 60_000;

export const AUTH_RATE_LIMITS: Readonly<AuthRateLimits> = {
  loginPerNetwork: { max: 10, windowMs: 5 * MINUTE },
  loginPerAccount: { max: 25, windowMs: 60 * MINUTE },
  register: { max: 10, windowMs: 60 * MINUTE },
  usernameCheck: { max: 60, windowMs: MINUTE },
  challenge: { max: 30, windowMs: 10 * MINUTE },
  token: { max: 60, windowMs: 5 * MINUTE },
  verificationResend: { max: 3, windowMs: 60 * MINUTE },
  resetRequestPerNetwork: { max: 10, windowMs: 60 * MINUTE },
  resetRequestPerId: { max: 5, windowMs: 60 * MINUTE },
  linkUse: { max: 30, windowMs: 10 * MINUTE },
  passwordChange: { max: 10, windowMs: 60 * MINUTE },
  deleteRequest: { max: 3, windowMs: 60 * MINUTE },
  twitterRequestToken: { max: 30, windowMs: 5 * MINUTE },
};

/**
 * Every limit's allowance multiplied by `scale` (AUTH_RATE_LIMIT_SCALE): for suites that drive
 * many sign-ins from one address (the e2e platform, load tests). Production leaves it at 1.
 */
export function scaledRateLimits(scale: number): AuthRateLimits {
  return Object.fromEntries(Object.entries(AUTH_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, max: limit.max * scale }])) as unknown as AuthRateLimits;
}
