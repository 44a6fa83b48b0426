import type { FastifyReply } from 'fastify';

/**
 * Public content may be reused by browsers and CDNs for a minute and served stale for five
 * more while they revalidate: editors see changes within ~1 min, traffic spikes hit the edge.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Generated media never changes under a given URL (new image → new id). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function setPublicCache(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', PUBLIC_CACHE_CONTROL);
}

/**
 * Public, and different per edition: the X-Edition header picks the edition (the Host does too,
 * and the caches key on it already), so shared caches must keep one copy per header value.
 */
export function setPublicEditionCache(reply: FastifyReply): FastifyReply {
  return setEditionCache(reply, PUBLIC_CACHE_CONTROL);
}

/** An answer that differs per edition, kept as `cacheControl` says (one copy per X-Edition value). */
export function setEditionCache(reply: FastifyReply, cacheControl: string): FastifyReply {
  return reply.header('cache-control', cacheControl).header('vary', 'X-Edition');
}
