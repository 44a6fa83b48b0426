import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/*
 * A push service's check of VAPID (RFC 8292) with node:crypto only: the `Authorization: vapid
 * t=<JWT>, k=<public key>` header, the ES256 signature made with that key, and the claims.
 */

/** What a valid VAPID header said. */
export interface VapidIdentity {
  /** The application server's public key (base64url, 65-byte point). */
  publicKey: string;
  audience: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  subject: string;
}

export class VapidError extends Error {
  /** 401: no or an invalid credential; 403: a valid one that this subscription does not accept. */
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'VapidError';
  }
}

/** RFC 8292 §2: the JWT expires at most 24 hours after the request. */
export const MAX_VAPID_LIFETIME_S = 24 * 60 * 60;

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function base64url(text: string, what: string): Buffer {
  if (!BASE64URL.test(text)) throw new VapidError(401, `${what} is not base64url`);
  return Buffer.from(text, 'base64url');
}

function json(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(base64url(part, what).toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw new VapidError(401, `${what} is not a JSON object`);
}

/** `vapid t=…, k=…` → its parameters (RFC 8292 §3: the scheme and two auth-params). */
export function parseVapidHeader(header: string | undefined): { token: string; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!match) throw new VapidError(401, 'Authorization is not the vapid scheme');
  const params = new Map<string, string>();
  for (const part of (match[1] as string).split(',')) {
    const pair = /^\s*([a-z]+)\s*=\s*"?([^"\s]+)"?\s*$/i.exec(part);
    if (!pair) throw new VapidError(401, `malformed vapid parameter "${part.trim()}"`);
    params.set((pair[1] as string).toLowerCase(), pair[2] as string);
  }
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) throw new VapidError(401, 'vapid needs both t (the JWT) and k (the public key)');
  return { token, key };
}

function publicKeyObject(raw: Buffer): KeyObject {
  if (raw.length !== 65 || raw[0] !== 0x04) throw new VapidError(401, 'k is not an uncompressed P-256 public key');
  try {
    return createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      format: 'jwk',
    });
  } catch {
    throw new VapidError(401, 'k is not a point of the P-256 curve');
  }
}

/**
 * Verifies a request's VAPID header for a push service at `audience` (its origin): the JWT is
 * ES256-signed by the key in `k`, `aud` is this origin, `exp` is in the future and at most 24 hours
 * away, `sub` is a mailto: or https: contact. Throws VapidError (status 401) otherwise.
 */
export function verifyVapid(header: string | undefined, options: { audience: string; nowMs: number }): VapidIdentity {
  const { token, key } = parseVapidHeader(header);
  const parts = token.split('.');
  if (parts.length !== 3) throw new VapidError(401, 't is not a compact JWS');
  const [encodedHeader, encodedClaims, encodedSignature] = parts as [string, string, string];
  const jose = json(encodedHeader, 'JWT header');
  if (jose['alg'] !== 'ES256') throw new VapidError(401, `JWT alg must be ES256, not ${String(jose['alg'])}`);
  if (jose['typ'] !== undefined && String(jose['typ']).toUpperCase() !== 'JWT') throw new VapidError(401, 'JWT typ must be JWT');
  const publicKey = base64url(key, 'k');
  const signature = base64url(encodedSignature, 'JWT signature');
  if (signature.length !== 64) throw new VapidError(401, 'ES256 signature must be 64 bytes (r || s)');
  const signed = verify('sha256', Buffer.from(`${encodedHeader}.${encodedClaims}`, 'ascii'), { key: publicKeyObject(publicKey), dsaEncoding: 'ieee-p1363' }, signature);
  if (!signed) throw new VapidError(401, 'JWT signature does not verify with k');

  const claims = json(encodedClaims, 'JWT claims');
  if (claims['aud'] !== options.audience) throw new VapidError(401, `aud must be the push service origin ${options.audience}, not ${String(claims['aud'])}`);
  const exp = claims['exp'];
  const now = Math.floor(options.nowMs / 1000);
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new VapidError(401, 'exp is missing');
  if (exp <= now) throw new VapidError(401, 'the JWT has expired');
  if (exp > now + MAX_VAPID_LIFETIME_S) throw new VapidError(401, 'exp is more than 24 hours away');
  const sub = claims['sub'];
  if (typeof sub !== 'string' || !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(sub)) throw new VapidError(401, 'sub must be a mailto: or https: contact');
  return { publicKey: publicKey.toString('base64url'), audience: options.audience, expiresAt: exp, subject: sub };
}
