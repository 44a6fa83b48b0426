import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { toApiError } from '@meydan/shared/util/errors';

/**
 * What the base query needs of an API client: one request, its parsed body back, a rejection on
 * an error status. The axios client is one (browser, distributed SSR); all-in-one SSR passes a
 * lighter in-process one (apps/shell in-process-api.ts).
 */
export interface ApiTransport {
  request(config: HttpRequest & { signal?: AbortSignal }): Promise<{ data: unknown }>;
}

export interface HttpExtra {
  http: ApiTransport;
}

export interface HttpRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  params?: AxiosRequestConfig['params'];
  data?: AxiosRequestConfig['data'];
  /** Headers of this call only (the games' signed headers). */
  headers?: Record<string, string>;
  /** This call's own time limit in ms, where SPEC §7 gives one (the natal chart's 15 s). */
  timeout?: number;
}

export interface SerializedApiError {
  message: string;
  statusCode: number;
  action?: string;
  payload?: Record<string, unknown>;
}

/**
 * RTK Query base query over the store's axios instance (passed as the thunk extra argument), so
 * the SSR server can give each request its own client with absolute URL and edition header.
 * Errors are serialized plain objects because they end up in the preloaded state.
 */
export const axiosBaseQuery: BaseQueryFn<HttpRequest | string, unknown, SerializedApiError> = async (args, api) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const { http } = api.extra as HttpExtra;
  try {
    const response = await http.request({ ...request, signal: api.signal });
    return { data: response.data };
  } catch (error) {
    const apiError = toApiError(error);
    return { error: { message: apiError.message, statusCode: apiError.statusCode, action: apiError.action, payload: apiError.payload } };
  }
};
