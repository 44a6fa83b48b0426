/**
 * A query that failed because PostgreSQL could not be reached (down, restarting, failed over,
 * out of connections), not because of what it asked. The API answers it with 503 and a
 * Retry-After (statusCode is the Fastify convention its error handler reads) instead of a 500:
 * the request may be repeated as it is once the database is back.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor(cause: unknown) {
    super('the database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket-level failures of the driver's connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that cannot serve anyone right now: class 08 (connection exception),
 * admin/crash shutdown, "cannot connect now" (starting up or in recovery), too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres throws when its socket ends or a pool checkout times out (no code set). */
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/, /Client was closed and is not queryable/];

export function isDatabaseUnreachable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  // AggregateError (connecting to every address of a host failed) carries the socket errors inside.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnreachable);
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** Rethrows a connection failure as DatabaseUnavailableError; anything else unchanged. */
export function asUnavailable(error: unknown): unknown {
  return isDatabaseUnreachable(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error;
}
