import { createHash, randomBytes } from 'node:crypto';
import { isProofOfWorkSolution, leadingZeroBits, proofOfWorkBits, solveProofOfWork } from './proof-of-work';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('sha256', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(hex(sha256(new TextEncoder().encode('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(new TextEncoder().encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto on every length around the block boundaries', () => {
    for (let length = 0; length < 200; length += 1) {
      const input = randomBytes(length);
      expect(hex(sha256(new Uint8Array(input)))).toBe(createHash('sha256').update(input).digest('hex'));
    }
  });
});

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x10]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a nonce that the checker accepts, and the checker refuses others', () => {
    const challenge = 'c2VjcmV0.1700000000.12.sig';
    const result = solveProofOfWork(challenge, 12);
    expect(result.found).toBe(true);
    if (!result.found) return;
    expect(isProofOfWorkSolution(challenge, result.nonce, 12)).toBe(true);
    const bits = proofOfWorkBits(challenge, result.nonce);
    expect(bits).toBe(leadingZeroBits(new Uint8Array(createHash('sha256').update(challenge + result.nonce).digest())));
    expect(isProofOfWorkSolution(challenge, result.nonce, bits + 1)).toBe(false);
    expect(isProofOfWorkSolution(challenge, '', 0)).toBe(false);
    expect(isProofOfWorkSolution(challenge, '1'.repeat(33), 0)).toBe(false);
  });

  it('searches in resumable slices', () => {
    const challenge = 'slice-test';
    const whole = solveProofOfWork(challenge, 10);
    let slice = solveProofOfWork(challenge, 10, { attempts: 50 });
    while (!slice.found) slice = solveProofOfWork(challenge, 10, { start: slice.next, attempts: 50 });
    expect(slice).toEqual(whole);
  });
});
