import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BreakerLog } from '@meydan/shared/util/resilience';
import { requestEdition } from '../edition';
import type { CacheEntry, CacheStore } from './cache-store';
import { MemoryCacheStore } from './memory-cache-store';
import { RedisCacheStore } from './redis-cache-store';

/** SPEC §9: HTTP cache default 15 min. */
export const DEFAULT_CACHE_TTL_MS = 900_000;

export type CacheStatus = 'miss' | 'hit' | 'stale';

export const CACHE_STATUS_HEADER = 'x-cache';

/**
 * Route-level switch: `config: { cache: true }` or `{ cache: { ttlMs } }`. `ttlMs` may also be a
 * function of the request (given the configured default), for a route whose queries age at
 * different speeds: the head of a live list goes stale within a minute, its older pages do not.
 */
export type RouteCacheConfig = boolean | { ttlMs?: number | RequestTtl };

export type RequestTtl = (request: FastifyRequest, defaultTtlMs: number) => number;

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: RouteCacheConfig;
  }
}

export interface HttpCacheOptions {
  store?: CacheStore;
  ttlMs?: number;
  /** Serve an expired entry (X-Cache: stale) when the handler fails with a 5xx. */
  staleIfError?: boolean;
  /** How long past expiry an entry may still rescue a failing request (default 24 h). */
  staleTtlMs?: number;
  now?: () => number;
}

// Headers that describe the body and must come back with it on a hit.
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'vary', 'content-language'];

/** Key: edition + path + query with its parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
export function cacheKey(request: FastifyRequest): string {
  const [path = '', query = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  const search = params.toString();
  return `${request.method}:${requestEdition(request)}:${path}${search ? `?${search}` : ''}`;
}

function ttlFor(config: RouteCacheConfig | undefined, fallback: number): ((request: FastifyRequest) => number) | null {
  if (!config) return null;
  const ttl = config === true ? fallback : (config.ttlMs ?? fallback);
  return typeof ttl === 'function' ? (request) => ttl(request, fallback) : () => ttl;
}

function statusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' ? status : 500;
}

function replay(reply: FastifyReply, entry: CacheEntry, status: CacheStatus, now: number): FastifyReply {
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  reply.header('age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  reply.header(CACHE_STATUS_HEADER, status);
  return reply.code(entry.statusCode).send(entry.body);
}

type Handler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Response cache for cacheable GETs (SPEC §4/§9): routes opt in with `config.cache`; POST,
 * PUT, PATCH and DELETE are never cached and only 200 responses are stored, already
 * serialized through the route's response schema. An entry is fresh for ttlMs; an expired
 * entry is dropped, unless staleIfError keeps it to answer (X-Cache: stale) when the
 * handler fails with a 5xx. It wraps route handlers, so compression or other onSend hooks
 * see an ordinary string body. Register it before the routes it should cover.
 */
export function registerHttpCache(fastify: FastifyInstance, options: HttpCacheOptions = {}): CacheStore {
  const store = options.store ?? new MemoryCacheStore();
  const defaultTtl = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const staleIfError = options.staleIfError ?? false;
  const staleTtl = options.staleTtlMs ?? 24 * 60 * 60 * 1000;
  const now = options.now ?? Date.now;

  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const ttlOf = ttlFor(route.config?.cache, defaultTtl);
    if (ttlOf === null || !methods.includes('GET')) return;
    const original = route.handler as Handler;
    const cached: Handler = async function (this: FastifyInstance, request, reply) {
      if (request.method !== 'GET') return original.call(this, request, reply);
      const key = cacheKey(request);
      const entry = await store.get(key);
      if (entry && entry.expiresAt > now()) return replay(reply, entry, 'hit', now());
      let payload: unknown;
      try {
        payload = await original.call(this, request, reply);
      } catch (error) {
        if (entry && staleIfError && statusOf(error) >= 500) {
          // A dependency outage (503) fails every such request alike: a line each, no stack.
          request.log.warn(statusOf(error) === 503 ? { key, statusCode: 503 } : { err: error, key }, 'serving a stale cache entry after an origin error');
          return replay(reply, entry, 'stale', now());
        }
        throw error;
      }
      if (entry && !staleIfError) await store.delete(key);
      if (reply.sent) return reply;
      reply.header(CACHE_STATUS_HEADER, 'miss');
      if (reply.statusCode !== 200 || payload === undefined || payload === reply) return payload;
      const serialized = typeof payload === 'string' ? payload : reply.serialize(payload);
      const body = typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
      if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const at = now();
      const ttlMs = ttlOf(request);
      // Not awaited: a slow shared store must not delay the response it is caching.
      void store.set(key, { statusCode: 200, body, headers, storedAt: at, expiresAt: at + ttlMs }, ttlMs + (staleIfError ? staleTtl : 0));
      return reply.send(body);
    };
    route.handler = cached as typeof route.handler;
  });

  fastify.addHook('onClose', async () => {
    await store.close();
  });

  return store;
}

/** Redis when REDIS_URL is configured (shared by replicas), else the in-process LRU. */
export function createCacheStore(options: { redisUrl?: string; log?: BreakerLog; onError?: (error: Error) => void } = {}): CacheStore {
  return options.redisUrl ? new RedisCacheStore({ url: options.redisUrl, log: options.log, onError: options.onError }) : new MemoryCacheStore();
}
