import { ApiError, type ApiErrorPayload } from './api-error';
import { DEFAULT_ERROR_MESSAGE, DEFAULT_STATUS_CODE } from './error-messages';

export interface NormalizedError {
  message: string;
  statusCode: number;
}

type Bag = Record<string, unknown>;

function asBag(value: unknown): Bag | undefined {
  return value !== null && typeof value === 'object' ? (value as Bag) : undefined;
}

function asStatus(value: unknown): number | undefined {
  const status = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : undefined;
}

function asMessage(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function responseData(bag: Bag | undefined): Bag | undefined {
  return asBag(asBag(bag?.response)?.data);
}

// axios-generated messages ("Request failed with status code 404", "timeout of 5000ms
// exceeded", "Network Error") describe transport, not the problem; they never reach users.
function isTransportMessage(bag: Bag): boolean {
  return bag.isAxiosError === true || asBag(bag.response) !== undefined || asBag(bag.config) !== undefined;
}

/**
 * SPEC §8: `{ message, statusCode }` from anything thrown. Status from `statusCode`, `status`,
 * then `response.status` (axios); message from the server's `response.data.message`, else the
 * error's own message (not for transport errors), else the general text; default status 500.
 */
export function normalizeError(err: unknown): NormalizedError {
  const bag = asBag(err);
  const data = responseData(bag);
  const statusCode =
    asStatus(bag?.statusCode) ??
    asStatus(bag?.status) ??
    asStatus(asBag(bag?.response)?.status) ??
    asStatus(data?.statusCode) ??
    DEFAULT_STATUS_CODE;
  const ownMessage = bag && !isTransportMessage(bag) ? asMessage(bag.message) : undefined;
  const message = asMessage(data?.message) ?? ownMessage ?? (typeof err === 'string' ? asMessage(err) : undefined);
  return { message: message ?? DEFAULT_ERROR_MESSAGE, statusCode };
}

export function isNotFound(err: unknown): boolean {
  return normalizeError(err).statusCode === 404;
}

/** An {@link ApiError} from anything thrown, keeping the server's action and payload. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const { message, statusCode } = normalizeError(err);
  const bag = asBag(err);
  const source = responseData(bag) ?? bag;
  const action = typeof source?.action === 'string' ? source.action : undefined;
  const payload = asBag(source?.payload) as ApiErrorPayload | undefined;
  return new ApiError(message, statusCode, { action, payload, cause: err });
}

/** The route a moved article lives at (`action: 'redirect'`), or null. */
export function redirectRouteOf(err: unknown): string | null {
  const apiError = toApiError(err);
  const route = apiError.payload?.route;
  return apiError.action === 'redirect' && typeof route === 'string' && route !== '' ? route : null;
}
