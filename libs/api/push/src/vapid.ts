import { createECDH, hkdfSync } from 'node:crypto';

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT as configured (apps/api/README.md); validated by resolveVapid. */
export interface PushSettings {
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject?: string;
  /** PUSH_ALLOW_LOOPBACK=1: push to a loopback endpoint (the local push-service stand-in) in production too; off by default. */
  allowLoopback?: boolean;
}

/** The application server's VAPID identity (RFC 8292): a P-256 key pair, base64url, and a contact URL. */
export interface VapidConfig {
  /** 65-byte uncompressed point: what browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** 32-byte private scalar. */
  privateKey: string;
  /** mailto: or https: contact the push services may use. */
  subject: string;
  /** Derived from AUTH_TOKEN_SECRET (development) rather than configured. */
  derived: boolean;
}

/** The contact outside production when VAPID_SUBJECT is unset. */
export const DEVELOPMENT_VAPID_SUBJECT = 'mailto:push@meydan.localhost';

const CURVE = 'prime256v1';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

/** The Web Push settings from the environment; checked when the API starts (resolveVapid). */
export function pushSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PushSettings {
  const allowLoopback = value(env, 'PUSH_ALLOW_LOOPBACK');
  if (allowLoopback !== undefined && !['0', '1', 'true', 'false'].includes(allowLoopback)) throw new Error(`PUSH_ALLOW_LOOPBACK must be 1 or 0, not "${allowLoopback}"`);
  return {
    vapidPublicKey: value(env, 'VAPID_PUBLIC_KEY'),
    vapidPrivateKey: value(env, 'VAPID_PRIVATE_KEY'),
    vapidSubject: value(env, 'VAPID_SUBJECT'),
    allowLoopback: allowLoopback === '1' || allowLoopback === 'true',
  };
}

function decode(text: string, name: string, bytes: number): Buffer {
  const decoded = BASE64URL.test(text.replace(/=+$/, '')) ? Buffer.from(text, 'base64url') : Buffer.alloc(0);
  if (decoded.length !== bytes) throw new Error(`${name} must be a base64url P-256 key of ${bytes} bytes (web-push generate-vapid-keys prints a pair)`);
  return decoded;
}

/** The public key of a private scalar; throws for a scalar that is not a valid P-256 key. */
function publicKeyOf(privateKey: Buffer): Buffer {
  const ecdh = createECDH(CURVE);
  ecdh.setPrivateKey(privateKey);
  return ecdh.getPublicKey();
}

function checkSubject(subject: string): string {
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, not "${subject}"`);
  }
  if (url.protocol !== 'mailto:' && url.protocol !== 'https:') throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, not "${subject}"`);
  return subject;
}

/**
 * A P-256 key pair derived from AUTH_TOKEN_SECRET (HKDF-SHA256 → private scalar): `npm start`
 * pushes without any configuration, every replica sharing the secret signs with the same key, and
 * the key stays the same across restarts (browsers stay subscribed). Development and tests only.
 */
export function deriveVapidKeys(secret: string): { publicKey: string; privateKey: string } {
  // A 32-byte string is a valid scalar unless it is zero or ≥ the curve order (chance ~2^-32): try the next.
  for (let counter = 0; counter < 16; counter += 1) {
    const scalar = Buffer.from(hkdfSync('sha256', secret, 'meydan-vapid', `vapid-p256:${counter}`, 32));
    try {
      return { publicKey: publicKeyOf(scalar).toString('base64url'), privateKey: scalar.toString('base64url') };
    } catch {
      continue;
    }
  }
  throw new Error('could not derive a VAPID key pair');
}

/**
 * The VAPID identity the API pushes with, or null when Web Push is off. Configured keys must be a
 * matching pair (half a configuration, or a public key of another private key, stops the start);
 * production needs VAPID_SUBJECT with them. Without keys, production has no Web Push (status
 * `deviceTokenCollectorStatus: false`) and other environments derive a pair from AUTH_TOKEN_SECRET.
 */
export function resolveVapid(settings: PushSettings | undefined, options: { authTokenSecret: string; production: boolean }): VapidConfig | null {
  const { vapidPublicKey, vapidPrivateKey, vapidSubject } = settings ?? {};
  if (!vapidPublicKey !== !vapidPrivateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  if (vapidSubject) checkSubject(vapidSubject);
  if (vapidPublicKey && vapidPrivateKey) {
    const publicKey = decode(vapidPublicKey, 'VAPID_PUBLIC_KEY', 65);
    const privateKey = decode(vapidPrivateKey, 'VAPID_PRIVATE_KEY', 32);
    let derivedPublic: Buffer;
    try {
      derivedPublic = publicKeyOf(privateKey);
    } catch {
      throw new Error('VAPID_PRIVATE_KEY is not a valid P-256 private key');
    }
    if (!derivedPublic.equals(publicKey)) throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
    if (options.production && !vapidSubject) throw new Error('VAPID_SUBJECT (a mailto: or https: contact) must be set with the VAPID keys in production');
    return { publicKey: publicKey.toString('base64url'), privateKey: privateKey.toString('base64url'), subject: vapidSubject ?? DEVELOPMENT_VAPID_SUBJECT, derived: false };
  }
  if (options.production) return null;
  return { ...deriveVapidKeys(options.authTokenSecret), subject: vapidSubject ?? DEVELOPMENT_VAPID_SUBJECT, derived: true };
}
