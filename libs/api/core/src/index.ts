export { EDITION_HEADER, editionFromAcceptLanguage, requestEdition, requestLanguage, setHostMap } from './edition';
export { errorBody, registerErrorHandling, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-handler';
export type { ErrorBody } from './error-handler';
export { HttpError, isHttpError } from './http-error';
export type { HttpErrorOptions } from './http-error';
export { localize, MESSAGES, STATUS_MESSAGES } from './messages';
export type { LocalizedText, MessageParams } from './messages';
export { validationMessage } from './validation-message';
export { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, pageWindow, paginate } from './pagination';
export type { Page, PageQuery, PageWindow, Pagination } from './pagination';
export { IMMUTABLE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, setPublicCache, setEditionCache, setPublicEditionCache } from './cache-control';
export type { CacheEntry, CacheStore } from './cache/cache-store';
export { MemoryCacheStore } from './cache/memory-cache-store';
export type { MemoryCacheStoreOptions } from './cache/memory-cache-store';
export { RedisCacheStore } from './cache/redis-cache-store';
export type { RedisCacheStoreOptions } from './cache/redis-cache-store';
export { createPagePurge } from './cache/page-purge';
export type { PagePurge, PagePurgeOptions } from './cache/page-purge';
export {
  CACHE_STATUS_HEADER,
  cacheKey,
  createCacheStore,
  DEFAULT_CACHE_TTL_MS,
  registerHttpCache,
} from './cache/http-cache';
export type { CacheStatus, HttpCacheOptions, RequestTtl, RouteCacheConfig } from './cache/http-cache';
export { commonText, requireCommonText } from './common-text';
export {
  assertTrustedOrigin,
  isStateChanging,
  registerAuthentication,
  requestCredential,
  requestOrigin,
} from './auth/authentication';
export type { AccessTokenVerifier, AuthContext, AuthenticationOptions, AuthGuards } from './auth/authentication';
export { errorResponses, MEMBER_SECURITY, PRIVATE_CACHE_CONTROL, registerMemberRoutes } from './auth/member-routes';
export type { MemberRoutesOptions } from './auth/member-routes';
export { IMAGE_JSON, mapImage, mediaBaseFor, mediaBases } from './media/image';
export type { ImageRow, MapContext } from './media/image';
export { resolveSecret } from './secrets';
export type { SecretSpec } from './secrets';
export { networkOf } from './network';
export { API_CONTENT_SECURITY_POLICY, registerApiSecurityHeaders } from './security-headers';
export type { ApiSecurityHeaderOptions } from './security-headers';
export { ACCESS_POLICIES, assertOwner, enforceAccessPolicies, guardFor, signedInMember } from './auth/access-policy';
export type { AccessPolicy } from './auth/access-policy';
export { registerRateLimiting } from './rate-limiting';
export { breakerLogOf } from './breaker-log';
export { findNonFiniteNumber, findUnsafeText, registerInputGuards } from './input-guard';
export { readUploadedFile } from './uploaded-file';
export type { Limiter, RateLimit, RateLimiting } from './rate-limiting';
export { LocalRealtimeBus, NO_REALTIME } from './realtime/realtime-bus';
export type { RealtimeBus, RealtimeListener, RealtimePublisher } from './realtime/realtime-bus';
export { normalizePlainText, plainTextLength } from './plain-text';
export { REDACTED_QUERY, redactPrivateQuery, requestLogSerializer } from './request-log';
// The anonymous reader cookie (m-rid) behind reactions, view counts and felt reports.
export { ensureReaderId, READER_COOKIE, readerIdOf } from './reader-id';
export { readCappedBody } from './capped-body';
