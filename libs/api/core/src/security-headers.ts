import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

const HSTS_MAX_AGE_S = 31_536_000;

/**
 * What an API response may do in a browser: nothing. JSON, feeds and media need no scripts,
 * styles or frames, so the policy forbids everything and no page may frame a response; a
 * response opened directly (an uploaded SVG, say) cannot run code either.
 */
const API_CSP_DIRECTIVES = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] };
/** The header as helmet writes it (directives joined by ";"). */
export const API_CONTENT_SECURITY_POLICY = Object.entries(API_CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

export interface ApiSecurityHeaderOptions {
  /** Strict-Transport-Security, when the public site is served over HTTPS. */
  hsts: boolean;
}

/**
 * Security headers of every API response (in the context this is registered in), through
 * @fastify/helmet: the locked-down CSP above, nosniff, X-Frame-Options DENY, no referrer, HSTS
 * over HTTPS. Cross-origin resource policy stays off: media and feeds are loaded by the
 * editions' pages on other origins. The API docs UI sets its own CSP on its responses.
 */
export async function registerApiSecurityHeaders(fastify: FastifyInstance, { hsts }: ApiSecurityHeaderOptions): Promise<void> {
  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: hsts ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}
