import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASH_OPTIONS } from '@meydan/api/db';
import { COMMON_PASSWORDS } from './common-passwords';

const COMMON = new Set(COMMON_PASSWORDS);

/** Whether the password (case-insensitively) is one of the 10,000 most used ones. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** argon2id with the seed's parameters (ARCHITECTURE §7: m ≥ 19 MiB, t ≥ 2). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without one (unknown user, an account that only
 * signs in through a provider) it still runs a full verification against a dummy hash of the
 * same parameters, so the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('meydan-no-such-account', PASSWORD_HASH_OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
