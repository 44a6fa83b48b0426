import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a route answers; written out by `send`. */
export interface Reply {
  status: number;
  contentType: string;
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, contentType = 'application/json; charset=utf-8'): Reply => ({ status, contentType, body: JSON.stringify(body) });

export const text = (status: number, body: string, headers?: Record<string, string>): Reply => ({ status, contentType: 'text/plain; charset=utf-8', body, headers });

/** Writes a reply; a HEAD request gets the headers only. Nothing is cached: the feeds change by the second. */
export function send(request: IncomingMessage, response: ServerResponse, reply: Reply): void {
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body, 'utf8') : reply.body;
  response.writeHead(reply.status, {
    'Content-Type': reply.contentType,
    'Content-Length': String(body.byteLength),
    'Cache-Control': 'no-store',
    ...reply.headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
