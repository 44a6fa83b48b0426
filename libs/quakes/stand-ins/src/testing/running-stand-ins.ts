/** The stand-ins on an ephemeral port with a clock the spec moves, and typed fetches of each feed. */
import { createQuakeStandIns, type QuakeStandIns } from '../lib/stand-ins';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** A fixed origin, so every run of a spec sees the same timeline. */
export const ORIGIN = Date.UTC(2026, 10, 28, 9, 0, 0);

export const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19);

export interface RunningFeeds {
  standIns: QuakeStandIns;
  url: string;
  now: number;
  get(path: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }>;
  getJson<T = unknown>(path: string): Promise<T>;
  post(path: string, body: unknown): Promise<{ status: number; json: unknown }>;
  koeri(): Promise<Uint8Array>;
  afad(fromMs: number, toMs: number, extra?: string): Promise<Array<Record<string, unknown>>>;
  usgs(fromMs: number, extra?: string): Promise<{ metadata: Record<string, unknown>; features: Array<Record<string, unknown>> }>;
  close(): Promise<void>;
}

export async function runFeeds(now = ORIGIN, origin = ORIGIN): Promise<RunningFeeds> {
  const feeds = { now } as RunningFeeds;
  const standIns = createQuakeStandIns({ clock: () => feeds.now, origin });
  const server = await standIns.listen();
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const getJson = async <T>(path: string): Promise<T> => {
    const { status, bytes } = await get(path);
    if (status !== 200) throw new Error(`${path} answered ${status}: ${new TextDecoder().decode(bytes)}`);
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  };
  return Object.assign(feeds, {
    standIns,
    url: server.url,
    get,
    getJson,
    post: async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
      const text = await response.text();
      let json: unknown = text;
      try {
        json = JSON.parse(text);
      } catch {
        // a plain-text answer (404, 405) stays text
      }
      return { status: response.status, json };
    },
    koeri: async () => (await get('/koeri/scripts/lst0.asp')).bytes,
    afad: (fromMs: number, toMs: number, extra = '') => getJson<Array<Record<string, unknown>>>(`/afad/apiv2/event/filter?start=${utc(fromMs)}&end=${utc(toMs)}${extra}`),
    usgs: (fromMs: number, extra = '') => getJson<{ metadata: Record<string, unknown>; features: Array<Record<string, unknown>> }>(`/usgs/fdsnws/event/1/query?format=geojson&starttime=${utc(fromMs)}${extra}`),
    close: server.close,
  });
}
