import type { QuakeAlertSettings, QuakeDetail, QuakeFeltSummary, QuakeListResponse, QuakeSourcesResponse, QuakeSummary } from '@meydan/shared/contracts';

/**
 * Earthquakes as the API answers them, for the quakes libs' specs: a Sındırgı quake seen by AFAD
 * and KOERI (KOERI's revised), an Aegean one only USGS and KOERI saw, and lists, details and
 * sources built from them. Times are fixed; specs move them when they need "5 minutes ago".
 */
export function quakeSummary(changes: Partial<QuakeSummary> = {}): QuakeSummary {
  return {
    id: 'afad-543428',
    slug: 'sindirgi-balikesir-afad-543428',
    time: '2026-11-28T11:05:12Z',
    latitude: 39.2034,
    longitude: 28.1712,
    depthKm: 7.1,
    location: 'Sındırgı (Balıkesir)',
    province: { plate: 10, name: 'Balıkesir', slug: 'balikesir' },
    preferredSource: 'afad',
    magnitudes: [
      { source: 'afad', type: 'ML', value: 4.2 },
      { source: 'koeri', type: 'ML', value: 4.1 },
      { source: 'koeri', type: 'MW', value: 4.3 },
    ],
    magnitude: 4.3,
    revised: true,
    sources: ['afad', 'koeri'],
    feltCount: 12,
    ...changes,
  };
}

export const AEGEAN_QUAKE: QuakeSummary = quakeSummary({
  id: 'usgs-us7000abcd',
  slug: 'ege-denizi-usgs-us7000abcd',
  time: '2026-11-28T09:40:00Z',
  latitude: 38.86,
  longitude: 26.44,
  depthKm: 10,
  location: 'EGE DENIZI',
  province: null,
  preferredSource: 'usgs',
  magnitudes: [
    { source: 'usgs', type: 'MB', value: 2.8 },
    { source: 'koeri', type: 'ML', value: 2.6 },
  ],
  magnitude: 2.8,
  revised: false,
  sources: ['usgs', 'koeri'],
  feltCount: 0,
});

export function quakeList(items: QuakeSummary[] = [quakeSummary(), AEGEAN_QUAKE], changes: Partial<QuakeListResponse> = {}): QuakeListResponse {
  return {
    items,
    pagination: { page: 1, limit: 50, total: items.length, totalPages: 1, hasNextPage: false },
    from: '2026-11-21T12:00:00Z',
    to: '2026-11-28T12:00:00Z',
    ...changes,
  };
}

export const QUAKE_SOURCES_ANSWER: QuakeSourcesResponse = {
  items: [
    { source: 'afad', name: 'AFAD', homepage: 'https://deprem.afad.gov.tr', lastSuccessAt: '2026-11-28T11:59:50Z', lastAttemptAt: '2026-11-28T11:59:50Z', failing: false },
    { source: 'koeri', name: 'Kandilli Rasathanesi (KOERI)', homepage: 'http://www.koeri.boun.edu.tr', lastSuccessAt: '2026-11-28T10:57:00Z', lastAttemptAt: '2026-11-28T11:59:55Z', failing: true },
    { source: 'usgs', name: 'USGS', homepage: 'https://earthquake.usgs.gov', lastSuccessAt: '2026-11-28T11:59:40Z', lastAttemptAt: '2026-11-28T11:59:40Z', failing: false },
  ],
  mapTiles: null,
};

export function quakeDetail(changes: Partial<QuakeDetail> = {}): QuakeDetail {
  const event = quakeSummary();
  return {
    event,
    records: [
      { source: 'afad', sourceId: '543428', time: '2026-11-28T11:05:12Z', latitude: 39.2034, longitude: 28.1712, depthKm: 7.1, magnitudes: [{ type: 'ML', value: 4.2 }], location: 'Sındırgı (Balıkesir)', revision: 1, quality: null, updatedAt: '2026-11-28T11:20:00Z', url: null },
      { source: 'koeri', sourceId: '2026.11.28 14:05:14/39.1990/28.1800', time: '2026-11-28T11:05:14Z', latitude: 39.199, longitude: 28.18, depthKm: 5, magnitudes: [{ type: 'ML', value: 4.1 }, { type: 'MW', value: 4.3 }], location: 'SINDIRGI (BALIKESIR)', revision: 1, quality: 'REVIZE01', updatedAt: null, url: null },
    ],
    superseded: [
      { source: 'koeri', sourceId: '2026.11.28 14:05:13/39.2100/28.1600', time: '2026-11-28T11:05:13Z', latitude: 39.21, longitude: 28.16, depthKm: 8.2, magnitudes: [{ type: 'ML', value: 4.4 }], location: 'SINDIRGI (BALIKESIR)', revision: 0, quality: 'İlksel', updatedAt: null, url: null },
    ],
    nearestCities: [
      { name: 'Balıkesir', plate: 10, slug: 'balikesir', distanceKm: 52.4 },
      { name: 'Manisa', plate: 45, slug: 'manisa', distanceKm: 81 },
    ],
    sequence: [
      quakeSummary({ id: 'afad-543400', slug: 'sindirgi-balikesir-afad-543400', time: '2026-11-28T09:05:12Z', magnitude: 2.1, magnitudes: [{ source: 'afad', type: 'ML', value: 2.1 }], sources: ['afad'], revised: false }),
      event,
      quakeSummary({ id: 'afad-543440', slug: 'sindirgi-balikesir-afad-543440', time: '2026-11-28T11:20:12Z', magnitude: 2.9, magnitudes: [{ source: 'afad', type: 'ML', value: 2.9 }], sources: ['afad'], revised: false }),
    ],
    ...changes,
  };
}

/** A "Did you feel it?" summary: no reports, still open, unless changed. */
export function quakeFeltSummary(changes: Partial<QuakeFeltSummary> = {}): QuakeFeltSummary {
  return { total: 0, byIntensity: Array.from({ length: 12 }, () => 0), flagged: 0, cells: [], mine: null, open: true, ...changes };
}

/** A member's alert settings as the API answers them before any were saved, unless changed. */
export function quakeAlertSettings(changes: Partial<QuakeAlertSettings> = {}): QuakeAlertSettings {
  return { enabled: false, minMagnitude: 4, places: [], quietHours: null, ...changes };
}
