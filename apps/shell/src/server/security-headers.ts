import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** One year, the preload list's minimum. */
const HSTS_MAX_AGE_S = 31_536_000;

/**
 * Powerful browser features the site never uses: a third-party script that slipped in (an ad,
 * an embed) cannot ask for them either. Geolocation stays with the site itself for the
 * earthquake page's "near me".
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), payment=(), usb=(), serial=(), hid=(), geolocation=(self)';

/** Paths other sites may frame (the embeddable widgets of SPEC §2.6 "Embed"). */
export function isEmbeddablePath(pathname: string): boolean {
  return pathname === '/embed' || pathname.startsWith('/embed/');
}

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security: only when the public site is served over HTTPS in production. */
  hsts: boolean;
}

/**
 * Response headers of the web tier (pages, static bundles, feeds), through @fastify/helmet:
 * nosniff, a referrer policy that never sends paths to other sites, X-Frame-Options for old
 * browsers (the page CSP's frame-ancestors is the modern rule), HSTS in production, and a
 * permissions policy. The page CSP is not helmet's: every SSR response builds its own with a
 * fresh script nonce (render-page.ts, csp.ts). Cross-origin resource and embedder policies
 * stay off: remote bundles and media are loaded across the editions' origins and from CDNs.
 * In all-in-one mode the API's own plugin overrides these for /api/* (stricter, JSON only).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { hsts }: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    // OAuth providers and share dialogs open in popups that must keep their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: hsts ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // Widgets are made to be framed by other sites: no X-Frame-Options (the CSP allows any ancestor).
    if (isEmbeddablePath(request.url.split('?')[0] ?? '')) reply.raw.removeHeader('X-Frame-Options');
  });
}
