import type { Queryable } from '@meydan/api/db';
import { authRepository as repo, type LoginUserRow } from './auth.repository';
import { identityRepository as identities } from './identity.repository';
import { insertWithFreeUsername } from './member-creation';
import type { ProviderIdentity } from './providers/provider-identity';

export type IdentityOutcome = 'known' | 'linked' | 'created';

// Each lost race sends the loser round again, where it finds the winner's rows; two rounds
// settle any race, the third is a margin.
const ROUNDS = 3;

/**
 * The member a verified provider identity signs in as (inside the caller's transaction):
 * 1. the member the identity is linked to;
 * 2. else the member whose address is the provider's verified one: linked now, and the address
 *    counts as confirmed (the provider confirmed it);
 * 3. else a new member: username from the address like registration, no password, confirmed
 *    address, the provider's name, `login_source` the provider.
 * Two first sign-ins of the same identity at once: the second's insert waits on the first's
 * unique keys (users' address, the identity's primary key), finds them taken, and the next
 * round finds the first's rows, so one member results. Deleted (anonymised) accounts never
 * match: their identities are removed with them and their address is a placeholder.
 */
export async function resolveIdentityMember(tx: Queryable, identity: ProviderIdentity): Promise<{ user: LoginUserRow; outcome: IdentityOutcome }> {
  for (let round = 0; round < ROUNDS; round += 1) {
    const known = await identities.findMember(tx, identity.provider, identity.subject);
    if (known) {
      await identities.touch(tx, identity);
      return { user: known, outcome: 'known' };
    }
    const sameAddress = await identities.findMemberByEmail(tx, identity.email);
    if (sameAddress) {
      if (!(await identities.link(tx, identity, sameAddress.id))) continue;
      await identities.markEmailVerified(tx, sameAddress.id, identity.email);
      return { user: sameAddress, outcome: 'linked' };
    }
    const created = await insertWithFreeUsername(tx, identity.email, (username) =>
      repo.insertUser(tx, {
        username,
        email: identity.email,
        passwordHash: null,
        termsVersion: null,
        loginSource: identity.provider,
        emailVerified: true,
        name: identity.name,
      }),
    );
    if (!created) continue;
    if (!(await identities.link(tx, identity, created.id))) {
      await identities.discardNewMember(tx, created.id);
      continue;
    }
    return { user: { id: created.id, role: created.role, is_active: true, password_hash: null, premium: false }, outcome: 'created' };
  }
  throw new Error(`could not settle the member of a ${identity.provider} identity after ${ROUNDS} rounds`);
}
