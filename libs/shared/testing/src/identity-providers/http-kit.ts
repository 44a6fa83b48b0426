import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running stand-in: its base URL (`http://127.0.0.1:port`, no trailing slash) and how to stop it. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface ListenOptions {
  /** Fixed port (e2e platforms); default 0, an ephemeral one. */
  port?: number;
  /** Default 127.0.0.1: stand-ins are never reachable from outside the machine. */
  host?: string;
}

export type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void> | void;

const MAX_BODY = 64 * 1024;

/** Starts a node:http server; a handler that throws answers 500 (a stand-in bug must be loud, not hang). */
export async function listen(options: ListenOptions, handler: Handler): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? host}`);
    // Browsers ask every page's origin for an icon; a 404 would show up as a console error in e2e runs.
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
    Promise.resolve(handler(request, response, url)).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parameters of an application/x-www-form-urlencoded body (empty for other types). */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const body = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(body) : new URLSearchParams();
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export function sendForm(response: ServerResponse, status: number, fields: Record<string, string>): void {
  response.writeHead(status, { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-store' });
  response.end(new URLSearchParams(fields).toString());
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location, 'cache-control': 'no-store' });
  response.end();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export interface FormPage {
  title: string;
  action: string;
  hidden: Record<string, string>;
  fields: Array<{ name: string; label: string; value: string; type?: 'text' | 'email' | 'checkbox' }>;
  submit: string;
}

/**
 * The stand-ins' "sign in as" page: a plain form POST (no script, so it works under any CSP and
 * a browser test only fills fields and clicks the button), answered with a 302.
 */
export function sendFormPage(response: ServerResponse, page: FormPage): void {
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const fields = page.fields
    .map((field) => {
      const id = `field-${escapeHtml(field.name)}`;
      const input =
        field.type === 'checkbox'
          ? `<input id="${id}" type="checkbox" name="${escapeHtml(field.name)}" value="true"${field.value === 'true' ? ' checked' : ''}>`
          : `<input id="${id}" type="${field.type ?? 'text'}" name="${escapeHtml(field.name)}" value="${escapeHtml(field.value)}">`;
      return `<p><label for="${id}">${escapeHtml(field.label)}</label> ${input}</p>`;
    })
    .join('');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head>` +
      `<body><main><h1>${escapeHtml(page.title)}</h1><form method="post" action="${escapeHtml(page.action)}">${hidden}${fields}` +
      `<button type="submit">${escapeHtml(page.submit)}</button></form></main></body></html>`,
  );
}

export function sendErrorPage(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><p role="alert">${escapeHtml(message)}</p></body></html>`);
}

/**
 * Whether a redirect URI is under one of the allowed prefixes: the same origin (scheme, host and
 * port; `http://localhost:3000.evil.test` is not `http://localhost:3000`) and a path under the prefix's.
 */
export function redirectAllowed(redirectUri: string, allowedPrefixes: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return allowedPrefixes.some((prefix) => {
    const allowed = new URL(prefix);
    return target.origin === allowed.origin && target.pathname.startsWith(allowed.pathname);
  });
}

/** A URL with extra query parameters (the callback may carry its own). */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
