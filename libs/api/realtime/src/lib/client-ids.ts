import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isCanonicalUuid, type RealtimeCid } from '@meydan/shared/contracts';

/** A token is `{clientId}.{signature}`: 36 + 1 + 43 characters. */
const SIGNATURE_LENGTH = 43;
const MAX_TOKEN_LENGTH = 36 + 1 + SIGNATURE_LENGTH;

/**
 * The key of the `cid` tokens: derived from AUTH_TOKEN_SECRET for this one purpose, the way the
 * auth lib and the signed media paths derive theirs (HMAC-SHA256 of `meydan/{purpose}`), so no
 * extra secret is configured, every replica agrees, and the key reveals nothing of the token key.
 */
export function clientIdKey(authTokenSecret: string): Buffer {
  return createHmac('sha256', authTokenSecret).update('meydan/realtime-client-id').digest();
}

/**
 * SPEC §4 `cid`: the id of a browser's realtime client, kept across reconnects. The server hands
 * out `{ clientId, token }`; the client stores the token and sends it back in BindMeta. Only a
 * token this deployment signed keeps its id, so a client cannot pick (or take over) another id.
 */
export class ClientIds {
  constructor(private readonly key: Buffer) {}

  private sign(clientId: string): string {
    return createHmac('sha256', this.key).update(`cid:${clientId}`).digest('base64url');
  }

  /** The id a signed token carries, or null for anything this deployment did not sign. */
  verify(token: string | null | undefined): string | null {
    if (typeof token !== 'string' || token.length !== MAX_TOKEN_LENGTH || token[36] !== '.') return null;
    const clientId = token.slice(0, 36);
    if (!isCanonicalUuid(clientId)) return null;
    const given = Buffer.from(token.slice(37));
    const expected = Buffer.from(this.sign(clientId));
    return given.length === expected.length && timingSafeEqual(given, expected) ? clientId : null;
  }

  /** The stored token's id when it is genuine, else a new one; always with its token. */
  bind(storedToken: string | null | undefined): RealtimeCid {
    const clientId = this.verify(storedToken) ?? randomUUID();
    return { clientId, token: `${clientId}.${this.sign(clientId)}` };
  }
}
