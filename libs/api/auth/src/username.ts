import { randomInt } from 'node:crypto';
import { LIMITS } from '@meydan/shared/contracts';

const SUFFIX_DIGITS = 4;
// Room for "-" and the digits when the plain name is taken.
const BASE_MAX = LIMITS.usernameMax - SUFFIX_DIGITS - 1;
const FALLBACK = 'member';

/**
 * A valid username (SPEC §5: 3–30 of a-z 0-9 - _ ~ .) from an e-mail's local part: lowercased,
 * other characters dropped, punctuation trimmed from the ends, "member" when nothing is left,
 * padded when shorter than 3. Members can change it later.
 */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase();
  const cleaned = local
    .replace(/[^a-z0-9._~-]+/g, '')
    .slice(0, BASE_MAX)
    .replace(/^[._~-]+|[._~-]+$/g, '');
  if (cleaned === '') return FALLBACK;
  return cleaned.length < LIMITS.usernameMin ? `${cleaned}-${FALLBACK}` : cleaned;
}

/** The base itself, then `count - 1` variants with a random 4-digit suffix. */
export function usernameCandidates(base: string, count: number, random: (max: number) => number = randomInt): string[] {
  const candidates = new Set<string>([base]);
  while (candidates.size < count) candidates.add(`${base}-${String(random(10 ** SUFFIX_DIGITS)).padStart(SUFFIX_DIGITS, '0')}`);
  return [...candidates];
}
