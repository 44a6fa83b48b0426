import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_EDITION,
  DEFAULT_HOST_MAP,
  editionFromHost,
  isEdition,
  type Edition,
  type HostMap,
} from '@meydan/shared/util/routing';

/** Lets the SSR server (or a test) pick the edition explicitly instead of by Host. */
export const EDITION_HEADER = 'x-edition';

declare module 'fastify' {
  interface FastifyInstance {
    meydanHostMap?: HostMap;
  }
}

/**
 * Remembers the host → edition map for requests served by this instance and its children
 * (a decorator, so it follows Fastify's encapsulation).
 */
export function setHostMap(fastify: FastifyInstance, hostMap: HostMap): void {
  if (fastify.hasDecorator('meydanHostMap')) fastify.meydanHostMap = hostMap;
  else fastify.decorate('meydanHostMap', hostMap);
}

function hostMapFor(request: FastifyRequest): HostMap {
  return request.server.meydanHostMap ?? DEFAULT_HOST_MAP;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function explicitEdition(request: FastifyRequest): Edition | null {
  const value = headerValue(request, EDITION_HEADER)?.trim().toLowerCase();
  return isEdition(value) ? value : null;
}

function normalizedHost(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** The edition whose content a request reads: X-Edition header, else the Host (unknown → tr). */
export function requestEdition(request: FastifyRequest): Edition {
  return explicitEdition(request) ?? editionFromHost(request.host, hostMapFor(request));
}

/** Picks the best of tr/en/ru from an Accept-Language header, honouring q-values. */
export function editionFromAcceptLanguage(header: string | undefined): Edition | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const best = ranked.find((entry) => isEdition(entry.language));
  return best && isEdition(best.language) ? best.language : null;
}

/**
 * The language of messages sent back: X-Edition, else a Host that the map knows, else
 * Accept-Language, else Turkish. Unknown hosts fall through to the browser's preference
 * because they carry no edition of their own (e.g. an API called by IP).
 */
export function requestLanguage(request: FastifyRequest): Edition {
  const explicit = explicitEdition(request);
  if (explicit) return explicit;
  const map = hostMapFor(request);
  const host = normalizedHost(request.host);
  if (host && Object.hasOwn(map, host)) return editionFromHost(host, map);
  return editionFromAcceptLanguage(headerValue(request, 'accept-language')) ?? DEFAULT_EDITION;
}
