export { type BreakerLog, type BreakerState, type BreakerStats, CircuitBreaker, type CircuitBreakerOptions, CONSOLE_BREAKER_LOG } from './lib/circuit-breaker';
export { NearCache, type NearCacheOptions } from './lib/near-cache';
export { FAIL_FAST_REDIS_OPTIONS, guardedRedis, isRedisOutage, redisBreaker, type RedisConnectionState, type RedisEventSource, reportConnectionErrors } from './lib/redis-breaker';
