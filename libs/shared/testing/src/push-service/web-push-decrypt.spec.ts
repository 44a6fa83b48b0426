/**
 * @jest-environment node
 */
import { decryptWebPush, PushDecryptError, type UserAgentKeys } from './web-push-decrypt';

/** RFC 8291 §5 "Push Message Encryption Example" (the keys of Appendix A). */
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const b64 = (text: string) => Buffer.from(text, 'base64url');
const keys: UserAgentKeys = { privateKey: b64(RFC8291.uaPrivate), publicKey: b64(RFC8291.uaPublic), authSecret: b64(RFC8291.authSecret) };

describe('Web Push decryption (RFC 8291 + RFC 8188, node:crypto only)', () => {
  it('decrypts the RFC 8291 §5 example to its plaintext and reads its header', () => {
    const result = decryptWebPush(b64(RFC8291.body), keys);
    expect(result.plaintext.toString('utf8')).toBe(RFC8291.plaintext);
    expect(result.salt.toString('base64url')).toBe(RFC8291.salt);
    expect(result.senderPublicKey.toString('base64url')).toBe(RFC8291.asPublic);
    expect(result.recordSize).toBe(4096);
  });

  it('refuses the example with any ciphertext byte changed (the GCM tag catches it)', () => {
    const body = b64(RFC8291.body);
    for (const index of [86, 100, body.length - 1]) {
      const tampered = Buffer.from(body);
      tampered[index] = (tampered[index] as number) ^ 0x01;
      expect(() => decryptWebPush(tampered, keys)).toThrow(PushDecryptError);
    }
  });

  it('refuses the example for another auth secret or another browser key', () => {
    expect(() => decryptWebPush(b64(RFC8291.body), { ...keys, authSecret: Buffer.alloc(16, 7) })).toThrow('authentication failed');
    const other = { ...keys, privateKey: Buffer.alloc(32, 1) };
    expect(() => decryptWebPush(b64(RFC8291.body), other)).toThrow(PushDecryptError);
  });

  it('refuses malformed headers: too short, a keyid that is not a 65-byte point, a tiny record size, several records', () => {
    const body = b64(RFC8291.body);
    expect(() => decryptWebPush(body.subarray(0, 20), keys)).toThrow('shorter than the aes128gcm header');
    const shortKeyId = Buffer.from(body);
    shortKeyId[20] = 32;
    expect(() => decryptWebPush(shortKeyId, keys)).toThrow('keyid');
    const tinyRecords = Buffer.from(body);
    tinyRecords.writeUInt32BE(17, 16);
    expect(() => decryptWebPush(tinyRecords, keys)).toThrow('record size 17');
    const splitRecords = Buffer.from(body);
    splitRecords.writeUInt32BE(40, 16);
    expect(() => decryptWebPush(splitRecords, keys)).toThrow('single record');
  });
});
