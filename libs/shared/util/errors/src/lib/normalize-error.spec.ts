import { ApiError, isApiError } from './api-error';
import { DEFAULT_ERROR_MESSAGE, ERROR_MESSAGES } from './error-messages';
import { isNotFound, normalizeError, redirectRouteOf, toApiError } from './normalize-error';

function axiosError(status: number | undefined, data?: unknown) {
  return {
    isAxiosError: true,
    message: status ? `Request failed with status code ${status}` : 'Network Error',
    config: { url: '/x' },
    response: status ? { status, data } : undefined,
  };
}

describe('normalizeError', () => {
  it('reads statusCode, then status, then response.status', () => {
    expect(normalizeError({ statusCode: 404, status: 400, message: 'x' })).toEqual({ message: 'x', statusCode: 404 });
    expect(normalizeError({ status: 403, message: 'Forbidden' })).toEqual({ message: 'Forbidden', statusCode: 403 });
    expect(normalizeError(axiosError(502))).toEqual({ message: DEFAULT_ERROR_MESSAGE, statusCode: 502 });
  });

  it('prefers the server message of an axios response', () => {
    expect(normalizeError(axiosError(400, { message: 'Kullanıcı adı alınmış', statusCode: 400 }))).toEqual({
      message: 'Kullanıcı adı alınmış',
      statusCode: 400,
    });
  });

  it('never passes axios transport messages on', () => {
    expect(normalizeError(axiosError(undefined))).toEqual({ message: DEFAULT_ERROR_MESSAGE, statusCode: 500 });
    expect(normalizeError(axiosError(404, 'not json'))).toEqual({ message: DEFAULT_ERROR_MESSAGE, statusCode: 404 });
  });

  it('uses the status in the response body when the transport has none', () => {
    expect(normalizeError({ response: { data: { statusCode: 410, message: 'Gone' } } })).toEqual({
      message: 'Gone',
      statusCode: 410,
    });
  });

  it('ignores statuses that are not HTTP codes', () => {
    expect(normalizeError({ statusCode: 'abc', status: 42, message: 'x' }).statusCode).toBe(500);
    expect(normalizeError({ status: '404' }).statusCode).toBe(404);
    expect(normalizeError({ statusCode: 600 }).statusCode).toBe(500);
  });

  it('defaults to 500 and the general message', () => {
    expect(normalizeError(undefined)).toEqual({ message: DEFAULT_ERROR_MESSAGE, statusCode: 500 });
    expect(normalizeError(null)).toEqual({ message: DEFAULT_ERROR_MESSAGE, statusCode: 500 });
    expect(normalizeError(new Error(''))).toEqual({ message: DEFAULT_ERROR_MESSAGE, statusCode: 500 });
    expect(normalizeError(new Error('boom'))).toEqual({ message: 'boom', statusCode: 500 });
    expect(normalizeError('plain text')).toEqual({ message: 'plain text', statusCode: 500 });
    expect(normalizeError(42)).toEqual({ message: DEFAULT_ERROR_MESSAGE, statusCode: 500 });
  });

  it('keeps an ApiError as it is', () => {
    expect(normalizeError(new ApiError('Bulunamadı', 404))).toEqual({ message: 'Bulunamadı', statusCode: 404 });
  });
});

describe('isNotFound', () => {
  it('is true for 404 from any source', () => {
    expect(isNotFound(new ApiError('x', 404))).toBe(true);
    expect(isNotFound(axiosError(404))).toBe(true);
    expect(isNotFound(axiosError(500))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});

describe('ApiError', () => {
  it('carries status, action and payload and serializes to the API shape', () => {
    const error = new ApiError('Moved', 404, { action: 'redirect', payload: { route: '/haber/x-10001' } });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(error.name).toBe('ApiError');
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      message: 'Moved',
      statusCode: 404,
      action: 'redirect',
      payload: { route: '/haber/x-10001' },
    });
    expect(new ApiError('x', 500).toJSON()).toEqual({ message: 'x', statusCode: 500 });
  });

  it('keeps the cause', () => {
    const cause = new Error('db down');
    expect(new ApiError('x', 500, { cause }).cause).toBe(cause);
  });
});

describe('toApiError and redirectRouteOf', () => {
  it('keeps the server action and payload', () => {
    const err = axiosError(404, { message: 'Moved', statusCode: 404, action: 'redirect', payload: { route: '/haber/y-10002' } });
    const apiError = toApiError(err);
    expect(apiError).toMatchObject({ message: 'Moved', statusCode: 404, action: 'redirect', payload: { route: '/haber/y-10002' } });
    expect(apiError.cause).toBe(err);
    expect(redirectRouteOf(err)).toBe('/haber/y-10002');
  });

  it('returns the same ApiError', () => {
    const error = new ApiError('x', 400);
    expect(toApiError(error)).toBe(error);
  });

  it('is null without a redirect action or route', () => {
    expect(redirectRouteOf(axiosError(404, { message: 'x', action: 'redirect' }))).toBeNull();
    expect(redirectRouteOf(axiosError(404, { message: 'x', payload: { route: '/a' } }))).toBeNull();
    expect(redirectRouteOf(new ApiError('x', 404, { action: 'redirect', payload: { route: '' } }))).toBeNull();
    expect(redirectRouteOf(new ApiError('x', 404, { action: 'redirect', payload: { route: '/a' } }))).toBe('/a');
  });
});

describe('ERROR_MESSAGES', () => {
  it('holds distinct i18n keys under errors.*', () => {
    const keys = Object.values(ERROR_MESSAGES);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^errors\.[a-zA-Z]+$/);
    expect(ERROR_MESSAGES.notFound).toBe('errors.notFound');
  });
});
