import type { AccessTokenVerifier, RateLimit } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import type { EditionOrigins } from '@meydan/shared/util/routing';

/** What apps/api hands the feedback plugin. */
export interface FeedbackPluginOptions {
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  /** The editions' public origins: pages allowed to write, and the only absolute page addresses accepted. */
  trustedOrigins: readonly string[];
  /** Public origin per edition: page addresses are stored absolute, on the origin of the edition they came from. */
  editionOrigins: EditionOrigins;
  /** Keys the hash of a sender's network in the sending limits (AUTH_TOKEN_SECRET): no address is stored. */
  secret: string;
  /** Redis for the attempt limit (every request, valid or not); the sending limits live in the database. */
  redisUrl?: string;
  limits?: Partial<FeedbackRateLimits>;
}

export interface FeedbackRateLimits {
  /** Feedback stored per sender network and per member (database: every replica counts the same rows). */
  feedbackPerNetwork: RateLimit;
  feedbackPerMember: RateLimit;
  /** Survey answers stored per network and per member (a browser is asked once in 60 days). */
  surveyPerNetwork: RateLimit;
  surveyPerMember: RateLimit;
  /** Every POST per network, bad input included (Redis when configured, else per process). */
  attempts: RateLimit;
}

const HOUR_MS = 60 * 60_000;

export const FEEDBACK_RATE_LIMITS: FeedbackRateLimits = {
  // A reader reporting several broken pages in a row is welcome; a script filling the inbox is not.
  // One network may be a whole office or a carrier's NAT: it gets room for a few readers.
  feedbackPerNetwork: { max: 30, windowMs: HOUR_MS },
  feedbackPerMember: { max: 10, windowMs: HOUR_MS },
  // Many readers share an office or a mobile carrier's address; one member answers once or twice.
  surveyPerNetwork: { max: 20, windowMs: 24 * HOUR_MS },
  surveyPerMember: { max: 2, windowMs: 24 * HOUR_MS },
  attempts: { max: 30, windowMs: 10 * 60_000 },
};
