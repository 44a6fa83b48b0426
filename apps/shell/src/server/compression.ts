import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The encodings a page is stored in, best first (brotli is ~15 % smaller than gzip on HTML). */
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli 5 and gzip 6: a few milliseconds for a 150 KB page, in libuv's thread pool (async zlib)
// so the event loop keeps serving; higher brotli levels cost 10-50× the time for ~5 % fewer bytes.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** Parses `Accept-Encoding` into coding → q (RFC 9110 §12.5.3); unknown tokens are ignored. */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    codings.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return codings;
}

/**
 * The response encoding for a request: brotli, else gzip, whichever the client accepts with the
 * higher weight (brotli on a tie); identity when it accepts neither (or sends no header).
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'identity';
  const codings = acceptedCodings(value);
  const weight = (coding: string) => codings.get(coding) ?? codings.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * One output chunk as large as the page: zlib's default 16 KB chunks cost a trip through the
 * thread pool each (a 180 KB home page took ~12), a third of the compression time.
 */
const chunkSizeFor = (body: Buffer) => Math.max(constants.Z_MIN_CHUNK, body.length);

export function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(body, {
      chunkSize: chunkSizeFor(body),
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL, chunkSize: chunkSizeFor(body) });
  return Promise.resolve(body);
}
