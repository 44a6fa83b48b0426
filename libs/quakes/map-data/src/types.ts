/**
 * The shapes of the generated outline files in data/ (written by scripts/build-outlines.ts; do not
 * edit the JSON by hand). Plain GeoJSON: coordinates are WGS84 [longitude, latitude] degrees,
 * rounded to 3 decimals (about 100 m), outer rings first, no holes needed at this scale.
 */

export type Position = [longitude: number, latitude: number];
/** A closed ring: the last position repeats the first. */
export type Ring = Position[];

export type OutlineGeometry = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

export interface OutlineFeature<Properties> {
  type: 'Feature';
  properties: Properties;
  geometry: OutlineGeometry;
}

export interface OutlineCollection<Properties> {
  type: 'FeatureCollection';
  features: OutlineFeature<Properties>[];
}

/** A province (il): its licence-plate code and its name as @meydan/quakes/ingest writes it. */
export interface ProvinceOutlineProperties {
  plate: number;
  name: string;
}

/** A country around Türkiye, by its Natural Earth short name in English (`Greece`, `N. Cyprus`). */
export interface NeighbourOutlineProperties {
  name: string;
}

export type ProvinceOutlines = OutlineCollection<ProvinceOutlineProperties>;
export type NeighbourOutlines = OutlineCollection<NeighbourOutlineProperties>;
