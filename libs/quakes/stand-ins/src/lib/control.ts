/**
 * The control endpoints, for tests and demos in other processes:
 * - `POST /control/quakes` with `{ latitude, longitude, magnitude, depthKm?, time?, location? }` → 201 `{ time, sources }`;
 * - `POST /control/outage/{afad|koeri|usgs}` with `{ "down": true|false }` → 200 `{ source, down }`;
 * - `GET /control/state` → the origin, the cycle, the clock and the sources that are down.
 * A body that does not read is a 400 with the reason.
 */
import type { IncomingMessage } from 'node:http';
import { QUAKE_SOURCES, type QuakeSource } from '@meydan/quakes/ingest';
import { type InjectedQuake, readInjectedQuake } from './inject';
import { json, type Reply, text } from './reply';

const MAX_BODY_BYTES = 16 * 1024;

export interface ControlTarget {
  inject(quake: InjectedQuake): { time: string; sources: QuakeSource[] };
  setOutage(source: QuakeSource, down: boolean): void;
  state(): Record<string, unknown>;
}

class TooLarge extends Error {}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const isSource = (value: string): value is QuakeSource => (QUAKE_SOURCES as readonly string[]).includes(value);
const methodNotAllowed = (allow: string) => text(405, `Use ${allow}`, { Allow: allow });

/** The answer to a request under /control/. */
export async function control(request: IncomingMessage, path: string, target: ControlTarget): Promise<Reply> {
  if (path === '/control/state') return request.method === 'GET' ? json(200, target.state()) : methodNotAllowed('GET');
  const outage = /^\/control\/outage\/([a-z]+)$/.exec(path);
  if (path !== '/control/quakes' && !(outage && isSource(outage[1]))) return text(404, `No control at ${path} (sources: ${QUAKE_SOURCES.join(', ')})`);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  let body: unknown;
  try {
    body = await readJson(request);
  } catch (error) {
    return error instanceof TooLarge ? text(413, `The body is larger than ${MAX_BODY_BYTES} bytes`) : json(400, { error: 'the body is not JSON' });
  }
  if (outage) {
    const down = (body as { down?: unknown } | null)?.down;
    if (typeof down !== 'boolean' || Object.keys(body as object).length !== 1) return json(400, { error: 'the body must be { "down": true } or { "down": false }' });
    target.setOutage(outage[1] as QuakeSource, down);
    return json(200, { source: outage[1], down });
  }
  const quake = readInjectedQuake(body);
  if (typeof quake === 'string') return json(400, { error: quake });
  return json(201, target.inject(quake));
}
