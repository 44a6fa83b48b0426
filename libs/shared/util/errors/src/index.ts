export { ApiError, type ApiErrorInit, type ApiErrorPayload, isApiError } from './lib/api-error';
export {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_STATUS_CODE,
  ERROR_MESSAGES,
  type ErrorMessageKey,
} from './lib/error-messages';
export { isNotFound, normalizeError, type NormalizedError, redirectRouteOf, toApiError } from './lib/normalize-error';
