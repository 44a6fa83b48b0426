/**
 * The real feed samples, copied unchanged from the project's shared data (shared/data/earthquakes)
 * into libs/quakes/ingest/samples, so a fresh clone (CI) has them; samples/README.md names their
 * sources. Specs and the local stand-ins only: this reads files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function workspaceRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No nx.json above ${__dirname}`);
    dir = parent;
  }
  return dir;
}

export const SAMPLES_DIR = join(workspaceRoot(), 'libs', 'quakes', 'ingest', 'samples');

export function sampleBytes(name: string): Uint8Array {
  const path = join(SAMPLES_DIR, name);
  if (!existsSync(path)) throw new Error(`The quake samples are missing: ${path} (copies of shared/data/earthquakes)`);
  return new Uint8Array(readFileSync(path));
}

export const sampleJson = (name: string): unknown => JSON.parse(new TextDecoder().decode(sampleBytes(name)));

export const KOERI_LIST = 'koeri-lst-2017-06-14-last2000.windows-1254.txt';
export const AFAD_SAMPLES = 'afad-apiv2-event-filter-samples.json';
export const USGS_WEEK = 'usgs-summary-4.5_week-2023-04-21.geojson';
export const USGS_MARMARIS = 'usgs-fdsn-query-2020-06-28-minmag5-incl-marmaris.geojson';
export const PROVINCES_TABLE = 'turkey-provinces.json';
