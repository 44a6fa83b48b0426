import type { Queryable } from '@meydan/api/db';
import type { MemberRole } from '@meydan/shared/contracts';
import { authRepository as repo } from './auth.repository';
import { usernameBase, usernameCandidates } from './username';

// Candidates tried per round when the plain username is taken; rounds before giving up.
const USERNAME_CANDIDATES = 8;
const USERNAME_ROUNDS = 5;

export interface CreatedMember {
  id: string;
  role: MemberRole;
  username: string;
}

/**
 * Inserts a new member under the first free username made from the e-mail address (SPEC §5
 * rules; the member can change it later), for registration and for a first provider sign-in
 * alike. `insert` writes the row with the given username and answers null on a unique conflict.
 * Null when the e-mail address was registered in the meantime (the caller decides what that means).
 */
export async function insertWithFreeUsername(
  tx: Queryable,
  email: string,
  insert: (username: string) => Promise<{ id: string; role: MemberRole } | null>,
): Promise<CreatedMember | null> {
  const base = usernameBase(email);
  for (let round = 0; round < USERNAME_ROUNDS; round += 1) {
    const candidates = usernameCandidates(base, USERNAME_CANDIDATES);
    const taken = await repo.takenUsernames(tx, candidates);
    const username = candidates.find((candidate) => !taken.has(candidate));
    if (!username) continue;
    const created = await insert(username);
    if (created) return { ...created, username };
    if (await repo.emailTaken(tx, email)) return null;
  }
  throw new Error(`no free username for base "${base}" after ${USERNAME_ROUNDS} rounds`);
}
