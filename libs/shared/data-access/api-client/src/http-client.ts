import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { toApiError } from '@meydan/shared/util/errors';
import { type AuthRenewalOptions, installAuthRenewal } from './auth-renewal';

/** SPEC §7: default timeout 5 s for every product call. */
export const DEFAULT_TIMEOUT_MS = 5000;

export interface HttpClientOptions {
  /** Absolute on the server (SSR calls the API over HTTP), relative (`/api/v3.5`) in the browser. */
  baseURL: string;
  /** Extra headers sent on every call, e.g. `X-Edition` from the SSR server. */
  headers?: Record<string, string>;
  timeout?: number;
  /**
   * Browser only: bearer header and SPEC §4 token renewal. The SSR client leaves it out: it
   * renders the anonymous page and never holds a reader's tokens.
   */
  auth?: AuthRenewalOptions;
  /** SSR in all-in-one mode: an adapter that reaches the API inside the process instead of over HTTP. */
  adapter?: AxiosRequestConfig['adapter'];
}

/**
 * The product API client. Pure by design (ARCHITECTURE §4): interceptors attach and renew the
 * bearer token and normalize errors into ApiError; they never navigate, reload or show UI.
 */
export function createHttpClient({ baseURL, headers, timeout = DEFAULT_TIMEOUT_MS, auth, adapter }: HttpClientOptions): AxiosInstance {
  // X-Requested-With marks calls from our client: writes that ride on cookies require it (a cross-site
  // form or image cannot send it without a CORS preflight the API never grants).
  const client = axios.create({ baseURL, timeout, adapter, headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...headers } });
  // Renewal first: it needs the raw axios error (status, config) that the normalization replaces.
  if (auth) installAuthRenewal(client, auth);
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return client;
}

