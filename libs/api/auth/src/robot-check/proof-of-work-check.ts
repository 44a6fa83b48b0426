import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError, requireCommonText } from '@meydan/api/core';
import type { ProofOfWorkChallenge, RegisterBody } from '@meydan/shared/contracts';
import { isProofOfWorkSolution } from '@meydan/shared/util/proof-of-work';
import { deriveKey, sha256Hex } from '../tokens';
import type { RobotCheck } from './robot-check';

/** About 260,000 hashes on average: a second or two in a browser, costly at scale for a robot. */
export const DEFAULT_POW_DIFFICULTY = 18;
/** A challenge must be solved and used within 10 minutes of its issue. */
export const POW_CHALLENGE_TTL_SECONDS = 600;
const VERSION = 'p1';
// Tolerated clock difference between API replicas.
const CLOCK_SKEW_SECONDS = 60;

export interface ProofOfWorkOptions {
  secret: string;
  difficulty?: number;
  ttlSeconds?: number;
  now?: () => number;
  /**
   * Marks a challenge as spent until `expiresAt`; false when it already was. Shared by every
   * replica (the database), so a solution works once in the whole deployment.
   */
  spend(challengeHash: string, expiresAt: Date): Promise<boolean>;
}

const FAILED = () => new HttpError(400, requireCommonText('validation.robotCheck.failed'));

/**
 * Self-hosted proof of work. A challenge is `p1.{random}.{issuedAt}.{difficulty}.{hmac}`: the
 * server keeps nothing until it is used, the HMAC (a key derived from AUTH_TOKEN_SECRET) stops
 * clients from forging an easy or a fresh one, and spending it stores only its hash.
 */
export class ProofOfWorkCheck implements RobotCheck {
  readonly kind = 'proof-of-work' as const;
  private readonly key: Buffer;
  private readonly difficulty: number;
  private readonly ttlSeconds: number;
  private readonly now: () => number;

  constructor(private readonly options: ProofOfWorkOptions) {
    this.key = deriveKey(options.secret, 'robot-challenge');
    this.difficulty = options.difficulty ?? DEFAULT_POW_DIFFICULTY;
    this.ttlSeconds = options.ttlSeconds ?? POW_CHALLENGE_TTL_SECONDS;
    this.now = options.now ?? Date.now;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  issue(): ProofOfWorkChallenge {
    const payload = `${VERSION}.${randomBytes(16).toString('base64url')}.${Math.floor(this.now() / 1000)}.${this.difficulty}`;
    return { kind: 'proof-of-work', challenge: `${payload}.${this.sign(payload)}`, difficulty: this.difficulty, expiresIn: this.ttlSeconds };
  }

  async verify(body: Pick<RegisterBody, 'challenge' | 'nonce'>): Promise<void> {
    const { challenge, nonce } = body;
    if (!challenge || !nonce) throw FAILED();
    const parts = challenge.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) throw FAILED();
    const [, , issuedText = '', difficultyText = '', signature = ''] = parts;
    const expected = Buffer.from(this.sign(parts.slice(0, 4).join('.')));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw FAILED();
    const issuedAt = Number(issuedText);
    const difficulty = Number(difficultyText);
    const age = Math.floor(this.now() / 1000) - issuedAt;
    if (!Number.isInteger(issuedAt) || age > this.ttlSeconds || age < -CLOCK_SKEW_SECONDS) throw FAILED();
    if (!Number.isInteger(difficulty) || !isProofOfWorkSolution(challenge, nonce, difficulty)) throw FAILED();
    const expiresAt = new Date((issuedAt + this.ttlSeconds + CLOCK_SKEW_SECONDS) * 1000);
    if (!(await this.options.spend(sha256Hex(challenge), expiresAt))) throw FAILED();
  }
}
