import fs from 'node:fs';
import path from 'node:path';
import { loadProvinceOutlines } from '@meydan/quakes/map-data';
import { buildSilhouette, silhouetteModule } from './silhouette';
import { TURKEY_BOUNDS, TURKEY_SILHOUETTE } from './turkey-silhouette';

describe('the placeholder’s silhouette', () => {
  it('is up to date with the province outlines (run scripts/build-silhouette.ts after they change)', async () => {
    const generated = silhouetteModule(buildSilhouette(await loadProvinceOutlines()));
    expect(fs.readFileSync(path.join(__dirname, 'turkey-silhouette.ts'), 'utf8')).toBe(generated);
  });

  it('spans the country and stays small', () => {
    const [[south, west], [north, east]] = TURKEY_BOUNDS;
    expect(west).toBeGreaterThan(25.5);
    expect(west).toBeLessThan(26);
    expect(east).toBeGreaterThan(44.5);
    expect(east).toBeLessThan(45);
    expect(south).toBeGreaterThan(35.7);
    expect(north).toBeLessThan(42.2);
    // Wider than high, as Mercator draws Türkiye (about 2.4 : 1).
    const [, , width, height] = TURKEY_SILHOUETTE.viewBox.split(' ').map(Number);
    expect((width as number) / (height as number)).toBeGreaterThan(2.2);
    expect((width as number) / (height as number)).toBeLessThan(2.6);
    expect(TURKEY_SILHOUETTE.path.length).toBeLessThan(3000);
  });

  it('draws the mainland as one ring of many points, islands as a few more', () => {
    const rings = TURKEY_SILHOUETTE.path.split('M').filter(Boolean);
    expect(rings.length).toBeGreaterThanOrEqual(2);
    expect(rings.length).toBeLessThan(20);
    const longest = Math.max(...rings.map((ring) => ring.split(/[ -]/).length));
    expect(longest).toBeGreaterThan(200);
  });
});
