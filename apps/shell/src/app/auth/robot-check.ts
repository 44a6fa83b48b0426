import { solveProofOfWork } from '@meydan/shared/util/proof-of-work';

/** Nonces tried between two yields: a few milliseconds of hashing, so typing and paint go on. */
const SLICE = 1500;

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Solves the registration robot check (SPEC §5 proof of work) on the main thread in small slices
 * with a yield between them, so the dialog stays responsive. A worker would need a separate
 * bundle entry per remote build; at the API's difficulty the sliced search takes about a second.
 * Rejects with an AbortError when `signal` aborts (the dialog closed).
 */
export async function solveRobotCheck(challenge: string, difficulty: number, signal?: AbortSignal): Promise<string> {
  let start = 0;
  for (;;) {
    if (signal?.aborted) throw new DOMException('The robot check was cancelled.', 'AbortError');
    const result = solveProofOfWork(challenge, difficulty, { start, attempts: SLICE });
    if (result.found) return result.nonce;
    start = result.next;
    await yieldToBrowser();
  }
}
