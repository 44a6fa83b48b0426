import type { QuakeSummary } from '@meydan/shared/contracts';

/** A quake for specs and harnesses: only the place and magnitude matter to the map. */
export function quake(id: string, latitude: number, longitude: number, magnitude: number | null, time = '2026-11-28T09:00:00Z'): QuakeSummary {
  return {
    id,
    slug: `test-${id}`,
    time,
    latitude,
    longitude,
    depthKm: 7,
    location: `Test ${id}`,
    province: null,
    preferredSource: 'afad',
    magnitudes: magnitude === null ? [] : [{ source: 'afad', type: 'ML', value: magnitude }],
    magnitude,
    revised: false,
    sources: ['afad'],
    feltCount: 0,
  };
}
