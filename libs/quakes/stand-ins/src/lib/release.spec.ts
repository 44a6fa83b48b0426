import { type KoeriRecord, parseKoeriList } from '@meydan/quakes/ingest';
import { DAY, HOUR, ORIGIN, runFeeds, type RunningFeeds, utc } from '../testing/running-stand-ins';

const MINUTE = 60_000;

describe('records released over time', () => {
  let feeds: RunningFeeds;
  beforeAll(async () => {
    feeds = await runFeeds();
  });
  afterAll(() => feeds.close());

  it('KOERI: a new line appears when its time passes, served lines stay as they were, a revision replaces its earlier versions', async () => {
    // The sample's last 12 hours every 30 minutes, and half a minute after each revision's İlksel line
    // came out (a revision is published 1–10 minutes after it).
    feeds.now = ORIGIN + HOUR;
    const revisions = parseKoeriList(await feeds.koeri()).filter((line) => line.revision > 0 && Date.parse(line.time) > ORIGIN - 12 * HOUR);
    expect(revisions.length).toBeGreaterThanOrEqual(3);
    const steps = [...revisions.map((line) => Date.parse(line.revisedAt ?? '') + 30_000)];
    for (let at = ORIGIN - 12 * HOUR; at <= ORIGIN + HOUR; at += 30 * MINUTE) steps.push(at);
    let previous: KoeriRecord[] = [];
    let appeared = 0;
    let replaced = 0;
    for (const at of steps.sort((a, b) => a - b)) {
      feeds.now = at;
      const lines = parseKoeriList(await feeds.koeri());
      const oldest = Math.min(...lines.map((line) => Date.parse(line.time)));
      const now = new Set(lines.map((line) => line.line));
      for (const line of previous) {
        if (now.has(line.line) || Date.parse(line.time) < oldest) continue;
        // Gone while still in the window: only when a higher revision stamped with its time took its place.
        const revision = lines.find((candidate) => candidate.revision > line.revision && candidate.revisedAt === line.time);
        expect(revision).toBeDefined();
        replaced += 1;
      }
      const before = new Set(previous.map((line) => line.line));
      appeared += lines.filter((line) => !before.has(line.line)).length;
      for (const line of lines) expect(Date.parse(line.time)).toBeLessThanOrEqual(at);
      previous = lines;
    }
    expect(replaced).toBe(revisions.length);
    expect(appeared).toBeGreaterThan(500 + 20);
  });

  it('AFAD and USGS: a later look at one range holds every record an earlier one did, unchanged, and more', async () => {
    const from = ORIGIN - 2 * DAY;
    const to = ORIGIN + 2 * DAY;
    const looks: Array<{ afad: string[]; usgs: string[] }> = [];
    for (const at of [ORIGIN - DAY, ORIGIN - 2 * HOUR, ORIGIN, ORIGIN + 90 * MINUTE, ORIGIN + DAY]) {
      feeds.now = at;
      const afad = (await feeds.afad(from, to)).map((event) => JSON.stringify(event));
      const usgs = (await feeds.usgs(from, `&endtime=${utc(to)}`)).features.map((feature) => JSON.stringify(feature));
      looks.push({ afad, usgs });
    }
    for (let index = 1; index < looks.length; index += 1) {
      const [earlier, later] = [looks[index - 1], looks[index]];
      expect(earlier.afad.filter((event) => !later.afad.includes(event))).toEqual([]);
      expect(earlier.usgs.filter((feature) => !later.usgs.includes(feature))).toEqual([]);
      expect(later.afad.length).toBeGreaterThan(earlier.afad.length);
    }
    expect(looks[looks.length - 1].usgs.length).toBeGreaterThan(looks[0].usgs.length);
  });

  it('is deterministic: the same origin and clock give the same bytes, whenever the stand-in was made', async () => {
    const other = await runFeeds(ORIGIN + 3 * DAY, ORIGIN);
    const shifted = await runFeeds(ORIGIN + 3 * DAY, ORIGIN + HOUR);
    try {
      feeds.now = ORIGIN + 3 * DAY;
      const paths = ['/koeri/scripts/lst0.asp', `/afad/apiv2/event/filter?start=${utc(ORIGIN)}&end=${utc(ORIGIN + 3 * DAY)}`, '/usgs/earthquakes/feed/v1.0/summary/all_week.geojson'];
      for (const path of paths) {
        const [mine, theirs, moved] = await Promise.all([feeds.get(path), other.get(path), shifted.get(path)]);
        // The USGS links name the stand-in's own address: compare without it.
        const text = (bytes: Uint8Array, url: string) => Buffer.from(bytes).toString('latin1').split(url).join('');
        expect(text(theirs.bytes, other.url)).toBe(text(mine.bytes, feeds.url));
        expect(text(moved.bytes, shifted.url)).not.toBe(text(mine.bytes, feeds.url));
      }
      // Another origin moves the timeline: the newest sample line lands on it.
      const [newest] = parseKoeriList((await shifted.get('/koeri/scripts/lst0.asp')).bytes).filter((line) => line.location === 'EGE DENIZI' && line.ml === 2 && line.depthKm === 4.3);
      expect(newest.time).toBe(new Date(ORIGIN + HOUR).toISOString().replace('.000Z', 'Z'));
    } finally {
      await Promise.all([other.close(), shifted.close()]);
    }
  });
});
