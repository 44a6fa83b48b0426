import { sha256 } from './sha256';

/**
 * The registration robot check (SPEC §5): the server hands out a challenge string and a
 * difficulty; the client finds a nonce such that SHA-256(challenge + nonce), over the UTF-8
 * bytes of the concatenation, starts with at least `difficulty` zero bits. Checking costs one
 * hash; finding costs about 2^difficulty. The server and the browser solver share this code.
 */

/** Longest nonce the server accepts: a decimal counter never needs more. */
export const PROOF_OF_WORK_NONCE_MAX_LENGTH = 32;

const encoder = new TextEncoder();

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** How many leading zero bits SHA-256(challenge + nonce) has. */
export function proofOfWorkBits(challenge: string, nonce: string): number {
  return leadingZeroBits(sha256(encoder.encode(challenge + nonce)));
}

/** Whether the nonce solves the challenge at the given difficulty. */
export function isProofOfWorkSolution(challenge: string, nonce: string, difficulty: number): boolean {
  if (nonce.length === 0 || nonce.length > PROOF_OF_WORK_NONCE_MAX_LENGTH) return false;
  return proofOfWorkBits(challenge, nonce) >= difficulty;
}

export interface ProofOfWorkSearch {
  /** First counter value to try (default 0); resume from `next` of an unfinished search. */
  start?: number;
  /** How many nonces to try before giving up (default: until one is found). */
  attempts?: number;
}

export type ProofOfWorkResult = { found: true; nonce: string } | { found: false; next: number };

/**
 * Tries decimal nonces `start`, `start + 1`, … synchronously. A browser calls it in slices
 * (`attempts`, then `start: next`) from a worker or between frames so the page stays responsive.
 */
export function solveProofOfWork(challenge: string, difficulty: number, search: ProofOfWorkSearch = {}): ProofOfWorkResult {
  const start = search.start ?? 0;
  const end = search.attempts === undefined ? Number.MAX_SAFE_INTEGER : start + search.attempts;
  for (let counter = start; counter < end; counter += 1) {
    const nonce = String(counter);
    if (proofOfWorkBits(challenge, nonce) >= difficulty) return { found: true, nonce };
  }
  return { found: false, next: end };
}
