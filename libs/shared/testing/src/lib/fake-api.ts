import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** One call an axios client made, as the API would see it. */
export interface FakeApiCall {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  authorization: string | undefined;
  data: unknown;
  withCredentials: boolean | undefined;
}

export interface FakeApiReply {
  status: number;
  data?: unknown;
}

export type FakeApiRoute = (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>;

/**
 * An axios adapter standing in for the API (set it as `client.defaults.adapter`): records every
 * call and answers from `route`; non-2xx answers reject the way axios' own adapters do, so the
 * client's interceptors see what they would in a browser.
 */
export function fakeApi(route: FakeApiRoute, { maxCalls = 20 } = {}): { adapter: AxiosAdapter; calls: FakeApiCall[] } {
  const calls: FakeApiCall[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const header = config.headers.get('Authorization');
    const call: FakeApiCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      authorization: typeof header === 'string' ? header : undefined,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      withCredentials: config.withCredentials,
    };
    calls.push(call);
    // A request loop shows up as a failure, not as a test that never ends.
    if (calls.length > maxCalls) throw new Error(`more than ${maxCalls} calls: a request loop?`);
    const { status, data } = await route(call);
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return { adapter, calls };
}

const base64Url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/** An unsigned JWT with these claims (the client never verifies signatures). */
export function testJwt(claims: unknown): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

/** Removes every cookie jsdom's document holds (tests share one document per file). */
/** jsdom only: the `document.cookie` writes `run` makes, in order (each still reaches the document). */
export function recordCookieWrites(run: () => void): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set?.call(document, value);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return writes;
}

export function clearDocumentCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
