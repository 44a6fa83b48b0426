import type { FastifyRequest } from 'fastify';
import { HttpError, requestCredential } from '@meydan/api/core';
import type { Db } from '@meydan/api/db';
import { GAMES_MESSAGES } from '../games.messages';
import { GAME_HEADERS, GAME_HEADERS_VERSION, OWN_ORGANIZATION, sameSignature, sessionSigningKey, SIGNATURE_WINDOW_SECONDS, signHeaders } from './game-headers';

/** Seen signatures are kept this long: twice the window, so no timestamp still accepted can be replayed. */
const SEEN_FOR_SECONDS = 2 * SIGNATURE_WINDOW_SECONDS;
/** Every this many checks, expired signatures are swept. */
const SWEEP_EVERY = 200;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Checks the SPEC §7 game headers of a member's request (issue 16 item 5): all present, version
 * v1, a timestamp within ±300 s, the user token being the request's own credential, the signature
 * right under the organization's key (constant-time), and not seen before (recorded in
 * PostgreSQL, so every replica refuses a replay).
 */
export class GameHeaderCheck {
  private checks = 0;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly partnerKeys: ReadonlyMap<string, readonly string[]>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The key Meydan's browser signs with in this member's session. */
  sessionKey(sessionId: string): Buffer {
    return sessionSigningKey(this.secret, sessionId);
  }

  async verify(request: FastifyRequest): Promise<void> {
    const organization = header(request, GAME_HEADERS.organization);
    const userToken = header(request, GAME_HEADERS.userToken);
    const timestamp = header(request, GAME_HEADERS.timestamp);
    const version = header(request, GAME_HEADERS.version);
    const signature = header(request, GAME_HEADERS.signature);
    if (!organization || !userToken || !timestamp || !version || !signature || !request.auth) throw new HttpError(401, GAMES_MESSAGES.unsignedRequest);
    if (version !== GAME_HEADERS_VERSION || !/^\d{1,12}$/.test(timestamp)) throw new HttpError(400, GAMES_MESSAGES.badSignature);
    if (Math.abs(Math.floor(this.clock() / 1000) - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) throw new HttpError(403, GAMES_MESSAGES.staleSignature);
    // The token signed must be the one this request is authenticated with.
    if (requestCredential(request)?.token !== userToken) throw new HttpError(403, GAMES_MESSAGES.badSignature);
    const keys = organization === OWN_ORGANIZATION ? [this.sessionKey(request.auth.sessionId)] : (this.partnerKeys.get(organization) ?? []);
    const signed = { organization, userToken, timestamp, version };
    // Every key is tried (no early exit), so timing does not tell which one nearly matched.
    const matches = keys.map((key) => sameSignature(signHeaders(key, signed), signature)).filter(Boolean).length;
    if (matches === 0) throw new HttpError(403, GAMES_MESSAGES.badSignature);
    await this.remember(signature);
  }

  private async remember(signature: string): Promise<void> {
    const expiresAt = new Date(this.clock() + SEEN_FOR_SECONDS * 1000).toISOString();
    const { rows } = await this.db.query('INSERT INTO game_signatures (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING 1', [signature, expiresAt]);
    if (rows.length === 0) throw new HttpError(409, GAMES_MESSAGES.replayedSignature);
    if (++this.checks % SWEEP_EVERY === 0) await this.db.query('DELETE FROM game_signatures WHERE expires_at < $1', [new Date(this.clock()).toISOString()]);
  }
}
