/**
 * The web tier's page micro-cache in Redis (issue 14), shared by the web tier that reads it and
 * the API that purges it. Every stored page records the version it was rendered under; a purge
 * increments the version, so every replica's next lookup misses at once (no key scan) and a
 * render that started before the purge is never taken for fresh.
 */
export const PAGE_CACHE_REDIS_PREFIX = 'meydan:page-cache:';
export const PAGE_CACHE_VERSION_KEY = `${PAGE_CACHE_REDIS_PREFIX}version`;
