/**
 * The e2e platform's quake feeds (tools/platform/e2e-server.ts starts @meydan/quakes/stand-ins on
 * QUAKE_STAND_INS): a spec makes a quake happen, or a source go down, through their control
 * endpoints. The ingestion polls them every 5 s; AFAD and KOERI list a quake at once, USGS 20 s
 * later, and KOERI's revision (a tenth of a magnitude off) replaces its İlksel line after 60 s.
 */
import { QUAKE_STAND_INS } from './ports';

export type QuakeSourceName = 'afad' | 'koeri' | 'usgs';

/** As `POST /control/quakes` takes it (libs/quakes/stand-ins/README.md): magnitude 0–9.9, time ISO with a zone (default now), location as a reader writes it (default the nearest district). */
export type QuakeToInject = { latitude: number; longitude: number; magnitude: number; depthKm?: number; time?: string; location?: string };

async function post<T>(path: string, body: unknown, expected: number): Promise<T> {
  const response = await fetch(`${QUAKE_STAND_INS}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== expected) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new quake in the feeds; resolves to its time (UTC ISO) and the sources that will list it. */
export function injectQuake(quake: QuakeToInject): Promise<{ time: string; sources: QuakeSourceName[] }> {
  return post('/control/quakes', quake, 201);
}

/** Takes a source down (it answers 503) or brings it back. */
export async function setQuakeSourceDown(source: QuakeSourceName, down: boolean): Promise<void> {
  await post(`/control/outage/${source}`, { down }, 200);
}
