import { createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/*
 * RS256 JWTs with node:crypto only: the stand-in checks the API's jose-made grants and signs the
 * ID tokens the API verifies with jose, so neither side's bugs can hide behind one library.
 */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signRs256(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject): string {
  const input = `${b64({ ...header, alg: 'RS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** An unsigned JWT (`alg: none`), what the real Firebase Auth emulator issues. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

export class JwtError extends Error {}

export interface DecodedJwt {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
}

function part(text: string | undefined, what: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(text ?? '', 'base64url').toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new JwtError(`${what} is not a JSON object`);
}

/** Decodes a JWT and checks its RS256 signature with `key`. */
export function verifyRs256(token: string, key: KeyObject): DecodedJwt {
  const pieces = token.split('.');
  if (pieces.length !== 3) throw new JwtError('not a JWS compact token');
  const [header, payload, signature] = pieces as [string, string, string];
  const decoded = { header: part(header, 'header'), claims: part(payload, 'payload') };
  if (decoded.header['alg'] !== 'RS256') throw new JwtError(`alg must be RS256, not ${String(decoded.header['alg'])}`);
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), createPublicKey(key), Buffer.from(signature, 'base64url'))) throw new JwtError('bad signature');
  return decoded;
}

/** Claims of a token without checking anything (tokens the stand-in itself issued, looked up by their text). */
export function decodeJwt(token: string): DecodedJwt {
  const [header, payload] = token.split('.');
  return { header: part(header, 'header'), claims: part(payload, 'payload') };
}
