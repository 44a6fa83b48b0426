import type { FastifyBaseLogger } from 'fastify';
import type { BreakerLog } from '@meydan/shared/util/resilience';

/**
 * The process logger for the Redis breaker's outage lines, or undefined when it writes nothing
 * (Fastify without a logger, as the API runs inside the all-in-one web tier): the breaker then
 * keeps the console, or the logger another user of it gave.
 */
export function breakerLogOf(log: FastifyBaseLogger): BreakerLog | undefined {
  return typeof log.level === 'string' && log.level !== 'silent' ? log : undefined;
}
