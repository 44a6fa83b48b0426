import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_QUIZ_TOKEN_LENGTH } from '@meydan/shared/contracts';

/**
 * What a shared result link proves: which quiz and which outcome, never the answers (a link
 * posted publicly must not spoil a trivia quiz).
 */
export type QuizTokenPayload =
  | { articleId: number; type: 'trivia'; score: number; total: number }
  | { articleId: number; type: 'personality'; resultId: string; matches: number[] };

const VERSION = 1;
/**
 * 128 bits of HMAC-SHA256: a truncation RFC 2104 allows and far beyond guessing range, while
 * keeping the link short enough for chat apps.
 */
const SIGNATURE_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const TRIVIA = 0x74; // 't'
const PERSONALITY = 0x70; // 'p'
/** With at most 8 fixed bytes, a 48-byte id keeps a token without matches within MAX_QUIZ_TOKEN_LENGTH. */
const MAX_RESULT_ID_BYTES = 48;
const MAX_COUNT = 10_000;
const MAX_ARTICLE_ID = 0xffffffff;

function signature(secret: string, payload: string): Buffer {
  // Domain-separated, so a signature made for anything else with the same secret never fits.
  return createHmac('sha256', secret).update(`quiz-result.v${VERSION}.${payload}`).digest().subarray(0, SIGNATURE_BYTES);
}

/**
 * Packed bytes, not JSON, so a link stays short: version, kind, article id (uint32), then
 * trivia score and total (uint16 each), or the personality result id (length-prefixed UTF-8)
 * and one byte per match percentage in result order.
 */
function encodePayload(payload: QuizTokenPayload): string {
  const head = Buffer.alloc(6);
  head.writeUInt8(VERSION, 0);
  head.writeUInt8(payload.type === 'trivia' ? TRIVIA : PERSONALITY, 1);
  head.writeUInt32BE(payload.articleId, 2);
  if (payload.type === 'trivia') {
    const counts = Buffer.alloc(4);
    counts.writeUInt16BE(payload.score, 0);
    counts.writeUInt16BE(payload.total, 2);
    return Buffer.concat([head, counts]).toString('base64url');
  }
  const id = Buffer.from(payload.resultId, 'utf8');
  return Buffer.concat([head, Buffer.from([id.length]), id, Buffer.from([payload.matches.length]), Buffer.from(payload.matches)]).toString('base64url');
}

/** Refuses what no token of ours can hold, before encoding (Buffer writes would wrap or throw). */
function encodable(payload: QuizTokenPayload): boolean {
  if (!Number.isInteger(payload.articleId) || payload.articleId < 1 || payload.articleId > MAX_ARTICLE_ID) return false;
  if (payload.type === 'trivia') return isCount(payload.score) && isCount(payload.total) && payload.score <= payload.total;
  const idBytes = Buffer.byteLength(payload.resultId, 'utf8');
  return idBytes > 0 && idBytes <= MAX_RESULT_ID_BYTES && payload.matches.length <= 255 && payload.matches.every(isPercent);
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_COUNT;
const isPercent = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;

/** The payload of a correctly signed token; anything unexpected is refused rather than trusted. */
function decodePayload(encoded: string): QuizTokenPayload | null {
  const bytes = Buffer.from(encoded, 'base64url');
  if (bytes.length < 7 || bytes.readUInt8(0) !== VERSION) return null;
  const kind = bytes.readUInt8(1);
  const articleId = bytes.readUInt32BE(2);
  let payload: QuizTokenPayload;
  if (kind === TRIVIA) {
    if (bytes.length !== 10) return null;
    payload = { articleId, type: 'trivia', score: bytes.readUInt16BE(6), total: bytes.readUInt16BE(8) };
  } else if (kind === PERSONALITY) {
    const idEnd = 7 + bytes.readUInt8(6);
    if (bytes.length < idEnd + 1) return null;
    const count = bytes.readUInt8(idEnd);
    if (bytes.length !== idEnd + 1 + count) return null;
    payload = { articleId, type: 'personality', resultId: bytes.subarray(7, idEnd).toString('utf8'), matches: [...bytes.subarray(idEnd + 1)] };
  } else {
    return null;
  }
  return encodable(payload) ? payload : null;
}

function sign(secret: string, payload: QuizTokenPayload): string {
  const encoded = encodePayload(payload);
  return `${encoded}.${signature(secret, encoded).toString('base64url')}`;
}

/**
 * `{payload}.{signature}`, both base64url: safe in a query string and a path segment without
 * escaping. A token must fit MAX_QUIZ_TOKEN_LENGTH (the API router's limit for a path
 * parameter); when a personality quiz has so many results that the percentages would not fit,
 * they are left out and a shared link shows the result without them.
 */
export function signQuizToken(secret: string, payload: QuizTokenPayload): string {
  if (!encodable(payload)) throw new RangeError('This quiz outcome cannot be put in a result token');
  const token = sign(secret, payload);
  return token.length <= MAX_QUIZ_TOKEN_LENGTH || payload.type === 'trivia' ? token : sign(secret, { ...payload, matches: [] });
}

/** The payload when the token was signed with this secret and is well formed, else null. */
export function verifyQuizToken(secret: string, token: string): QuizTokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encoded, signed] = parts as [string, string];
  if (!BASE64URL.test(encoded) || !BASE64URL.test(signed)) return null;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(secret, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return decodePayload(encoded);
}
