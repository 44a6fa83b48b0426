import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { FastifyInstance, InjectOptions } from 'fastify';

type Inject = (options: InjectOptions) => Promise<{ statusCode: number; statusMessage: string; headers: Record<string, unknown>; payload: string }>;

function withTimeout<T>(promise: Promise<T>, config: InternalAxiosRequestConfig): Promise<T> {
  if (!config.timeout) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)), config.timeout);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * All-in-one mode: the SSR's axios calls reach the API registered on this same Fastify instance
 * through `inject` (light-my-request) instead of a loopback HTTP connection, so a page's API
 * calls cost no socket, no HTTP parsing and no connection pool. The API sees the same request
 * (method, path, query, headers, body) and answers through its own hooks, cache and error
 * handling; axios then parses and validates the answer as it would an HTTP one. Distributed
 * mode keeps HTTP (no adapter).
 */
export function injectAdapter(inject: Inject | FastifyInstance): AxiosAdapter {
  const run: Inject = typeof inject === 'function' ? inject : (options) => inject.inject(options);
  return async (config) => {
    // Base URL, path and params joined and serialized exactly as the HTTP adapter would.
    const url = new URL(axios.getUri(config));
    const headers = AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>;
    const response = await withTimeout(
      run({
        method: (config.method ?? 'get').toUpperCase() as InjectOptions['method'],
        url: url.pathname + url.search,
        headers: { ...headers, host: url.host },
        payload: config.data as InjectOptions['payload'],
      }),
      config,
    );
    const result: AxiosResponse = {
      data: response.payload,
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: AxiosHeaders.from(response.headers as Record<string, string>),
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(result.status) : result.status >= 200 && result.status < 300;
    if (valid) return result;
    throw new AxiosError(
      `Request failed with status code ${result.status}`,
      result.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      result.request,
      result,
    );
  };
}
