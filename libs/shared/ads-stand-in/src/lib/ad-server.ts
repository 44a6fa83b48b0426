/**
 * A local stand-in of the ad server (issue 19): `npm start`, the e2e platform and specs use it so
 * ads are real requests to another origin with no network. It speaks the protocol of
 * @meydan/shared/contracts `ads.ts`, fills every slot unless told not to, and records what it was
 * asked and told (the e2e checks read them through /control).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AD_EVENT_TYPES, type AdEventReport, type AdServeResponse } from '@meydan/shared/contracts';
import { ADVERTISERS, creativeHtml } from './creatives';

export interface RecordedAdRequest {
  slot: string;
  sizes: string;
  edition: string;
  device: string;
  section: string;
  tags: string;
  /** `1`: the page asked for a non-personalised ad. */
  npa: string;
  /** The advertising id sent with a personalised request, or empty. */
  aid: string;
  at: number;
}

export interface AdStandIn {
  handle(request: IncomingMessage, response: ServerResponse): void;
  listen(port?: number, host?: string): Promise<{ url: string; port: number; close(): Promise<void> }>;
  readonly requests: RecordedAdRequest[];
  readonly events: Array<AdEventReport & { at: number }>;
  /** Slots the stand-in leaves empty (204) until filled again. */
  setFill(slot: string, fill: boolean): void;
  reset(): void;
}

const SIZE = /^([1-9][0-9]{1,3})x([1-9][0-9]{1,3})$/;
const MAX_RECORDS = 2000;

function send(response: ServerResponse, status: number, body: string | object = '', type = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': status === 204 ? 'text/plain' : type,
    // Pages of any Meydan edition call it from the browser; no cookies are involved.
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  });
  response.end(status === 204 ? undefined : text);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 8192) request.destroy();
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export function createAdStandIn(options: { clock?: () => number } = {}): AdStandIn {
  const clock = options.clock ?? Date.now;
  const requests: RecordedAdRequest[] = [];
  const events: Array<AdEventReport & { at: number }> = [];
  const empty = new Set<string>();
  let served = 0;
  const keep = <T>(list: T[], item: T) => {
    list.push(item);
    if (list.length > MAX_RECORDS) list.shift();
  };

  function serve(url: URL, response: ServerResponse, origin: string): void {
    const query = (name: string) => (url.searchParams.get(name) ?? '').slice(0, 200);
    const record: RecordedAdRequest = { slot: query('slot'), sizes: query('sizes'), edition: query('edition'), device: query('device'), section: query('section'), tags: query('tags'), npa: query('npa'), aid: query('aid'), at: clock() };
    keep(requests, record);
    const sizes = record.sizes.split(',').map((size) => SIZE.exec(size)).filter((match): match is RegExpExecArray => match !== null);
    if (!record.slot || sizes.length === 0) return send(response, 400, { message: 'slot and sizes (WxH,…) are required', statusCode: 400 });
    if (empty.has(record.slot)) return send(response, 204);
    const [, width, height] = sizes[0] as RegExpExecArray;
    const advertiser = ADVERTISERS[served % ADVERTISERS.length] as (typeof ADVERTISERS)[number];
    served += 1;
    const id = `${served}-${ADVERTISERS.indexOf(advertiser)}`;
    const body: AdServeResponse = {
      id,
      url: `${origin}/creative/${id}?w=${width}&h=${height}&edition=${encodeURIComponent(record.edition)}`,
      width: Number(width),
      height: Number(height),
      advertiser: advertiser.name,
    };
    send(response, 200, body);
  }

  function creative(url: URL, response: ServerResponse): void {
    const index = Number(/^\/creative\/[0-9]+-([0-9]+)$/.exec(url.pathname)?.[1] ?? -1);
    const advertiser = ADVERTISERS[index];
    const width = Number(url.searchParams.get('w'));
    const height = Number(url.searchParams.get('h'));
    if (!advertiser || !(width > 0 && width < 2000 && height > 0 && height < 2000)) return send(response, 404, 'not found', 'text/plain');
    send(response, 200, creativeHtml(advertiser, width, height, url.searchParams.get('edition') ?? 'en'), 'text/html; charset=utf-8');
  }

  async function event(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const report = JSON.parse(await readBody(request)) as Partial<AdEventReport>;
      if (!report.type || !(AD_EVENT_TYPES as readonly string[]).includes(report.type) || typeof report.slot !== 'string') throw new Error('bad event');
      keep(events, { type: report.type, slot: report.slot, creativeId: String(report.creativeId ?? ''), edition: String(report.edition ?? ''), at: clock() });
      send(response, 204);
    } catch {
      send(response, 400, { message: 'an event is {type, slot, creativeId, edition}', statusCode: 400 });
    }
  }

  const standIn: AdStandIn = {
    requests,
    events,
    setFill(slot, fill) {
      if (fill) empty.delete(slot);
      else empty.add(slot);
    },
    reset() {
      requests.length = 0;
      events.length = 0;
      empty.clear();
    },
    handle(request, response) {
      const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
      const url = new URL(request.url ?? '/', origin);
      if (request.method === 'OPTIONS') return send(response, 204);
      if (request.method === 'GET' && url.pathname === '/serve') return serve(url, response, origin);
      if (request.method === 'GET' && url.pathname.startsWith('/creative/')) return creative(url, response);
      if (request.method === 'POST' && url.pathname === '/events') return void event(request, response);
      // Control: what tests read and set.
      if (request.method === 'GET' && url.pathname === '/control/requests') return send(response, 200, requests);
      if (request.method === 'GET' && url.pathname === '/control/events') return send(response, 200, events);
      if (request.method === 'POST' && url.pathname === '/control/fill') {
        const slot = url.searchParams.get('slot') ?? '';
        standIn.setFill(slot, url.searchParams.get('fill') !== '0');
        return send(response, 204);
      }
      if (request.method === 'POST' && url.pathname === '/control/reset') {
        standIn.reset();
        return send(response, 204);
      }
      send(response, 404, { message: 'not found', statusCode: 404 });
    },
    async listen(port = 0, host = '127.0.0.1') {
      const server = createServer((request, response) => standIn.handle(request, response));
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address() as AddressInfo;
      return {
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  };
  return standIn;
}
