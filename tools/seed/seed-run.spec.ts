import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, seedBaseDate } from '@meydan/api/db';
import { baseDateFromEnv, runSeedCli } from './seed-run';

// A whole demo seed (images come from the shared media cache after the first run on a machine).
jest.setTimeout(300_000);

const DAY = 86_400_000;

describe('the demo base date of `npm run seed`', () => {
  it('is the start of the seeding hour, unless SEED_BASE_DATE pins it', () => {
    const now = new Date('2026-12-03T14:35:10Z');
    expect(baseDateFromEnv(undefined, now).toISOString()).toBe('2026-12-03T14:00:00.000Z');
    expect(baseDateFromEnv('', now).toISOString()).toBe('2026-12-03T14:00:00.000Z');
    expect(baseDateFromEnv('2026-11-20T09:00:00Z', now).toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(() => baseDateFromEnv('yesterday', now)).toThrow(/SEED_BASE_DATE must be an ISO date-time/);
  });
});

describe('`npm run seed`, then `npm start` a week later', () => {
  const saved = { DATA_DIR: process.env['DATA_DIR'], MEDIA_DIR: process.env['MEDIA_DIR'], DATABASE_URL: process.env['DATABASE_URL'], SEED_BASE_DATE: process.env['SEED_BASE_DATE'] };
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'meydan-seed-cli-'));
    process.env['DATA_DIR'] = path.join(dir, 'pglite');
    process.env['MEDIA_DIR'] = path.join(os.tmpdir(), 'meydan-test-media');
    delete process.env['DATABASE_URL'];
  });

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await rm(dir, { recursive: true, force: true });
  });

  const newest = async () => {
    const db = await createDb({ dataDir: process.env['DATA_DIR'] });
    try {
      const { rows } = await db.query<{ newest: string; recent: number }>(
        `SELECT max(published_at) AS newest, count(*) FILTER (WHERE published_at > now() - interval '48 hours')::int AS recent FROM articles`,
      );
      return { newest: new Date((rows[0] as { newest: string }).newest).getTime(), recent: Number(rows[0]?.recent) };
    } finally {
      await db.close();
    }
  };

  it('dates the demo from its base date, and brings an old demo forward to the last day', async () => {
    const weekAgo = new Date(seedBaseDate().getTime() - 7 * DAY - 5 * 3_600_000);
    process.env['SEED_BASE_DATE'] = weekAgo.toISOString();
    expect(await runSeedCli([])).toBe(0);
    expect(await newest()).toEqual({ newest: weekAgo.getTime(), recent: 0 });

    delete process.env['SEED_BASE_DATE'];
    expect(await runSeedCli(['--if-empty', '--refresh-dates'])).toBe(0);
    const refreshed = await newest();
    expect(refreshed.newest).toBe(weekAgo.getTime() + 7 * DAY);
    expect(Date.now() - refreshed.newest).toBeLessThan(DAY);
    // The Google News sitemap's window is not empty any more.
    expect(refreshed.recent).toBeGreaterThan(0);
  });
});
