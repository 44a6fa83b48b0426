import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto';

/*
 * The user agent's side of Web Push message encryption, written from the RFCs with node:crypto
 * only (nothing shared with the `web-push` library the API encrypts with, so a bug there cannot
 * hide here): RFC 8291 (key derivation from the ECDH secret and the auth secret) on top of
 * RFC 8188 (the aes128gcm content coding: header, one record, padding).
 */

/** A browser's subscription key material. */
export interface UserAgentKeys {
  /** 32-byte P-256 private scalar. */
  privateKey: Buffer;
  /** 65-byte uncompressed public point (the subscription's p256dh). */
  publicKey: Buffer;
  /** 16-byte auth secret (the subscription's auth). */
  authSecret: Buffer;
}

/** The decrypted message and what its header said. */
export interface DecryptedPush {
  plaintext: Buffer;
  /** The application server's ephemeral public key (keyid). */
  senderPublicKey: Buffer;
  salt: Buffer;
  recordSize: number;
}

const KEY_INFO = Buffer.from('WebPush: info\0', 'latin1');
const CEK_INFO = Buffer.from('Content-Encoding: aes128gcm\0', 'latin1');
const NONCE_INFO = Buffer.from('Content-Encoding: nonce\0', 'latin1');
const TAG_LENGTH = 16;
const HEADER_LENGTH = 16 + 4 + 1;
const POINT_LENGTH = 65;

export class PushDecryptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushDecryptError';
  }
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an `aes128gcm` Web Push body. Throws PushDecryptError for anything a browser would
 * drop: a short or malformed header, a keyid that is not a P-256 point, more than one record
 * (RFC 8291 §4: a push message is a single record), a failed authentication tag, or padding
 * without the last-record delimiter 0x02.
 */
export function decryptWebPush(body: Buffer, keys: UserAgentKeys): DecryptedPush {
  if (body.length < HEADER_LENGTH) throw new PushDecryptError('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] as number;
  if (keyIdLength !== POINT_LENGTH) throw new PushDecryptError(`keyid must be the sender's 65-byte public key, not ${keyIdLength} bytes`);
  const senderPublicKey = body.subarray(HEADER_LENGTH, HEADER_LENGTH + POINT_LENGTH);
  const record = body.subarray(HEADER_LENGTH + POINT_LENGTH);
  if (senderPublicKey.length !== POINT_LENGTH || senderPublicKey[0] !== 0x04) throw new PushDecryptError('keyid is not an uncompressed P-256 point');
  if (recordSize < TAG_LENGTH + 2) throw new PushDecryptError(`record size ${recordSize} is below the minimum of 18`);
  if (record.length > recordSize) throw new PushDecryptError('a push message must be a single record');
  if (record.length < TAG_LENGTH + 1) throw new PushDecryptError('record shorter than its authentication tag and delimiter');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  let sharedSecret: Buffer;
  try {
    sharedSecret = ecdh.computeSecret(senderPublicKey);
  } catch {
    throw new PushDecryptError('keyid is not a point of the P-256 curve');
  }
  // RFC 8291 §3.3-3.4: IKM = HKDF(salt = auth_secret, ikm = ecdh_secret, info = "WebPush: info" 0x00 ua_public as_public, 32).
  const ikm = hkdf(sharedSecret, keys.authSecret, Buffer.concat([KEY_INFO, keys.publicKey, senderPublicKey]), 32);
  // RFC 8188 §2.2-2.3: the content encryption key and nonce from the header's salt.
  const cek = hkdf(ikm, salt, CEK_INFO, 16);
  // One record, sequence number 0: the nonce is used as derived (XOR with 0).
  const nonce = hkdf(ikm, salt, NONCE_INFO, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
  let padded: Buffer;
  try {
    padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_LENGTH)), decipher.final()]);
  } catch {
    throw new PushDecryptError('authentication failed: wrong keys or a tampered message');
  }
  // RFC 8188 §2: data, then the delimiter (0x02 in the last record), then zero or more 0x00.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 0x02) throw new PushDecryptError('missing the last-record padding delimiter 0x02');
  return { plaintext: padded.subarray(0, end), senderPublicKey: Buffer.from(senderPublicKey), salt: Buffer.from(salt), recordSize };
}
