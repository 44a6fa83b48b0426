/** @jest-environment node */
import Fastify from 'fastify';
import { isEmbeddablePath, PERMISSIONS_POLICY, registerSecurityHeaders } from './security-headers';

async function serverWith(hsts: boolean) {
  const app = Fastify();
  await registerSecurityHeaders(app, { hsts });
  app.get('/*', async () => 'page');
  return app;
}

describe('web tier security headers', () => {
  it('sends nosniff, a referrer policy, SAMEORIGIN framing and the permissions policy on pages', async () => {
    const app = await serverWith(false);
    const { headers } = await app.inject('/haber/x-10001');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(headers['strict-transport-security']).toBeUndefined();
    // The page CSP carries a per-response nonce and is written by the renderer, not here.
    expect(headers['content-security-policy']).toBeUndefined();
    await app.close();
  });

  it('sends HSTS only when asked (production over HTTPS)', async () => {
    const app = await serverWith(true);
    const { headers } = await app.inject('/');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });

  it('lets other sites frame the embeddable widgets only', async () => {
    const app = await serverWith(false);
    expect((await app.inject('/embed/widget/leaderboard?game=x')).headers['x-frame-options']).toBeUndefined();
    expect((await app.inject('/embedded-story')).headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });

  it('knows the embeddable paths', () => {
    expect(isEmbeddablePath('/embed/widget/leaderboard')).toBe(true);
    expect(isEmbeddablePath('/embed')).toBe(true);
    expect(isEmbeddablePath('/embedx')).toBe(false);
    expect(isEmbeddablePath('/haber/embed')).toBe(false);
  });
});
