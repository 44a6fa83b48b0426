import { createHmac } from 'node:crypto';
import { DEVELOPMENT_QUIZ_RESULT_SECRET, resolveQuizResultSecret } from './quiz-secret';
import { signQuizToken, verifyQuizToken, type QuizTokenPayload } from './quiz-token';

const SECRET = 'a-test-secret-of-some-length';
const trivia: QuizTokenPayload = { articleId: 10042, type: 'trivia', score: 7, total: 10 };
const personality: QuizTokenPayload = { articleId: 10043, type: 'personality', resultId: 'cat', matches: [75, 0, 25] };

/** What someone holding the key could sign: arbitrary bytes, to prove the shape is checked after the signature. */
function signedBytes(bytes: number[]): string {
  const encoded = Buffer.from(bytes).toString('base64url');
  const signature = createHmac('sha256', SECRET).update(`quiz-result.v1.${encoded}`).digest().subarray(0, 16).toString('base64url');
  return `${encoded}.${signature}`;
}

describe('quiz result tokens', () => {
  it('round-trip both kinds and stay URL-safe and short', () => {
    for (const payload of [trivia, personality]) {
      const token = signQuizToken(SECRET, payload);
      expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
      expect(token.length).toBeLessThan(80);
      expect(encodeURIComponent(token)).toBe(token);
      expect(verifyQuizToken(SECRET, token)).toEqual(payload);
    }
  });

  it('carry the outcome only, never the answers, in a few packed bytes', () => {
    const [encoded] = signQuizToken(SECRET, trivia).split('.');
    // version 1, 't', article 10042 (uint32), score 7, total 10 (uint16 each)
    expect([...Buffer.from(encoded as string, 'base64url')]).toEqual([1, 0x74, 0, 0, 0x27, 0x3a, 0, 7, 0, 10]);
    expect(signedBytes([1, 0x74, 0, 0, 0x27, 0x3a, 0, 7, 0, 10])).toBe(signQuizToken(SECRET, trivia));
    const [packed] = signQuizToken(SECRET, personality).split('.');
    expect([...Buffer.from(packed as string, 'base64url')]).toEqual([1, 0x70, 0, 0, 0x27, 0x3b, 3, 99, 97, 116, 3, 75, 0, 25]);
  });

  it('refuse another secret, a changed payload or signature, and malformed input', () => {
    const token = signQuizToken(SECRET, trivia);
    const [encoded, signature] = token.split('.') as [string, string];
    expect(verifyQuizToken('another-secret-entirely', token)).toBeNull();
    const better = Buffer.from([1, 0x74, 0, 0, 0x27, 0x3a, 0, 10, 0, 10]).toString('base64url');
    expect(verifyQuizToken(SECRET, `${better}.${signature}`)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyQuizToken(SECRET, `${encoded}.${flipped}`)).toBeNull();
    expect(verifyQuizToken(SECRET, `${encoded}.${signature.slice(0, 10)}`)).toBeNull();
    for (const bad of ['', 'abc', `${encoded}`, `${encoded}.${signature}.x`, `${encoded}!.${signature}`, '.']) {
      expect(verifyQuizToken(SECRET, bad)).toBeNull();
    }
  });

  it('refuse correctly signed bytes of an unexpected shape', () => {
    const head = [1, 0x74, 0, 0, 0x27, 0x3a];
    expect(verifyQuizToken(SECRET, signedBytes([...head, 0, 7, 0, 10]))).toEqual(trivia);
    for (const bytes of [
      [...head, 0, 11, 0, 10], // score above total
      [...head, 0, 7, 0], // truncated
      [...head, 0, 7, 0, 10, 0], // trailing byte
      [2, 0x74, 0, 0, 0x27, 0x3a, 0, 7, 0, 10], // unknown version
      [1, 0x78, 0, 0, 0x27, 0x3a, 0, 7, 0, 10], // unknown kind
      [1, 0x74, 0, 0, 0, 0, 0, 7, 0, 10], // article 0
      [1, 0x70, 0, 0, 0x27, 0x3b, 0, 0], // empty result id
      [1, 0x70, 0, 0, 0x27, 0x3b, 3, 99, 97, 116, 1, 101], // 101 %
      [1, 0x70, 0, 0, 0x27, 0x3b, 3, 99, 97, 116, 2, 50], // fewer matches than announced
    ]) {
      expect(verifyQuizToken(SECRET, signedBytes(bytes))).toBeNull();
    }
  });

  it('leave the percentages out rather than exceed the router’s 100 characters', () => {
    const crowded: QuizTokenPayload = { ...personality, resultId: 'x'.repeat(48), matches: new Array(20).fill(5) };
    const token = signQuizToken(SECRET, crowded);
    expect(token.length).toBeLessThanOrEqual(100);
    expect(verifyQuizToken(SECRET, token)).toEqual({ ...crowded, matches: [] });
    const typical: QuizTokenPayload = { ...personality, resultId: 'sherlock-holmes', matches: [40, 30, 20, 10, 0] };
    expect(verifyQuizToken(SECRET, signQuizToken(SECRET, typical))).toEqual(typical);
  });

  it('will not sign what a token cannot hold', () => {
    expect(() => signQuizToken(SECRET, { ...trivia, score: 11 })).toThrow(RangeError);
    expect(() => signQuizToken(SECRET, { ...personality, resultId: 'x'.repeat(49) })).toThrow(RangeError);
    expect(() => signQuizToken(SECRET, { ...personality, matches: [1.5] })).toThrow(RangeError);
  });
});

describe('resolveQuizResultSecret', () => {
  it('uses the configured secret', () => {
    const warn = jest.fn();
    expect(resolveQuizResultSecret('configured-secret-value', 'production', warn)).toBe('configured-secret-value');
    expect(resolveQuizResultSecret('short', 'development', warn)).toBe('short');
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses to run production without a secret of at least 16 characters', () => {
    expect(() => resolveQuizResultSecret(undefined, 'production', jest.fn())).toThrow(/QUIZ_RESULT_SECRET/);
    expect(() => resolveQuizResultSecret('too-short', 'production', jest.fn())).toThrow(/16 characters/);
  });

  it('falls back to the development secret elsewhere, warning once per process', () => {
    const warn = jest.fn();
    expect(resolveQuizResultSecret(undefined, 'test', warn)).toBe(DEVELOPMENT_QUIZ_RESULT_SECRET);
    expect(resolveQuizResultSecret(undefined, undefined, warn)).toBe(DEVELOPMENT_QUIZ_RESULT_SECRET);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/QUIZ_RESULT_SECRET is not set/);
  });
});
