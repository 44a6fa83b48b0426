/**
 * Writes src/map/turkey-silhouette.ts, the map placeholder's picture of Türkiye, from the province
 * outlines of @meydan/quakes/map-data. Run it after the outlines change (the spec fails until then):
 *
 *   npx tsx libs/quakes/ui/scripts/build-silhouette.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProvinceOutlines } from '@meydan/quakes/map-data';
import { buildSilhouette, silhouetteModule } from '../src/map/silhouette';

const target = path.join(__dirname, '../src/map/turkey-silhouette.ts');
// Read as a file: the workspace's path aliases are not known to tsx here.
const source = path.join(__dirname, '../../map-data/src/data/turkey-provinces.geo.json');

function main(): void {
  const silhouette = buildSilhouette(JSON.parse(fs.readFileSync(source, 'utf8')) as ProvinceOutlines);
  fs.writeFileSync(target, silhouetteModule(silhouette));
  console.log(`${path.relative(process.cwd(), target)}: path ${silhouette.path.length} characters, viewBox ${silhouette.viewBox}`);
}

main();
