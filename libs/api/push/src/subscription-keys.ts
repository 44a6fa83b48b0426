import { ECDH } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decode(text: string): Buffer | null {
  return BASE64URL.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : null;
}

/**
 * The browser's encryption keys of a Web Push subscription (RFC 8291 §2): `p256dh` an
 * uncompressed P-256 point that is on the curve (a bad one would make every push fail at
 * encryption, or leak through an invalid-curve attack), `auth` a 16-byte secret. Normalized to
 * unpadded base64url; null when either is wrong.
 */
export function validSubscriptionKeys(p256dh: string, auth: string): { p256dh: string; auth: string } | null {
  const point = decode(p256dh);
  const secret = decode(auth);
  if (!point || point.length !== 65 || point[0] !== 0x04 || !secret || secret.length !== 16) return null;
  try {
    // Throws for coordinates that are not a point of the curve.
    ECDH.convertKey(point, 'prime256v1', undefined, undefined, 'uncompressed');
  } catch {
    return null;
  }
  return { p256dh: point.toString('base64url'), auth: secret.toString('base64url') };
}

/** The same key in either base64url spelling (padded or not). */
export function sameKey(a: string, b: string): boolean {
  const left = decode(a);
  const right = decode(b);
  return left !== null && right !== null && left.equals(right);
}
