import { createECDH } from 'node:crypto';

/** A fresh VAPID key pair (P-256), base64url as VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY expect. */
export function newVapidKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar as the 32 bytes VAPID expects (Node drops leading zero bytes).
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}
