/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody, negotiateEncoding } from './compression';

describe('content encoding negotiation', () => {
  it('prefers brotli, then gzip, else identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
  });

  it('honours weights, refusals and the wildcard', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(['gzip', 'br;q=0.1'])).toBe('gzip');
  });

  it('compresses to bytes that decompress to the original', async () => {
    const body = Buffer.from('<p>Merhaba dünya</p>'.repeat(500));
    const br = await compressBody(body, 'br');
    const gz = await compressBody(body, 'gzip');
    expect(br.length).toBeLessThan(body.length / 10);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(await compressBody(body, 'identity')).toBe(body);
  });
});
