/*
 * `@meydan/shared/testing/services` (specs and benches, Node only): private PostgreSQL and Redis
 * servers that a test starts on free ports, stops, restarts (and, Redis, hangs) to play outages.
 */
export { freePort } from './process-kit';
export { postgresBinDir, type PrivatePostgres, startPrivatePostgres } from './private-postgres';
export { type PrivateRedis, startPrivateRedis } from './private-redis';
