/**
 * Feed bodies written for specs in each source's real format (see libs/quakes/ingest/samples):
 * AFAD's filter JSON (numbers as strings, `date` UTC without Z), KOERI's list page (windows-1254,
 * fixed columns, Turkey time) and a USGS FeatureCollection (longitude first, epoch ms).
 */
import { koeriLine, koeriPage } from '@meydan/quakes/ingest/testing';

export interface SpecQuake {
  /** UTC ISO time. */
  time: string;
  latitude: number;
  longitude: number;
  depthKm: number;
  magnitude: number;
}

/** `2026-11-28T08:50:00Z` → `2026.11.28 11:50:00` (Turkey is UTC+3 all year). */
function turkeyLocal(iso: string): string {
  const local = new Date(Date.parse(iso) + 3 * 3600 * 1000).toISOString();
  return `${local.slice(0, 10).replace(/-/g, '.')} ${local.slice(11, 19)}`;
}

export function afadRecord(quake: SpecQuake, extra: { eventID: string; location: string; province: string; district: string; type?: string; isEventUpdate?: boolean; lastUpdateDate?: string }) {
  return {
    eventID: extra.eventID,
    location: extra.location,
    latitude: quake.latitude.toFixed(5),
    longitude: quake.longitude.toFixed(5),
    depth: quake.depthKm.toFixed(1),
    type: extra.type ?? 'ML',
    magnitude: quake.magnitude.toFixed(1),
    country: 'Türkiye',
    province: extra.province,
    district: extra.district,
    neighborhood: '',
    date: quake.time.slice(0, 19),
    isEventUpdate: extra.isEventUpdate ?? false,
    lastUpdateDate: extra.lastUpdateDate ?? null,
    rms: '0.5',
  };
}

export function koeriDataLine(quake: SpecQuake, location: string, quality = 'İlksel'): string {
  return koeriLine({
    local: turkeyLocal(quake.time),
    latitude: quake.latitude.toFixed(4),
    longitude: quake.longitude.toFixed(4),
    depth: quake.depthKm.toFixed(1),
    ml: quake.magnitude.toFixed(1),
    mw: '-.-',
    location,
    quality,
  });
}

export const koeriListPage = (...lines: string[]) => koeriPage(...lines);

/** A REVIZE line's quality column: `REVIZE01   (2026.11.28 11:50:03)`. */
export const koeriRevision = (n: number, revisedTime: string) => `REVIZE${String(n).padStart(2, '0')}   (${turkeyLocal(revisedTime)})`;

export function usgsFeature(quake: SpecQuake, extra: { id: string; place: string; magType?: string; updatedMs?: number }) {
  return {
    type: 'Feature',
    id: extra.id,
    geometry: { type: 'Point', coordinates: [quake.longitude, quake.latitude, quake.depthKm] },
    properties: {
      mag: quake.magnitude,
      magType: extra.magType ?? 'mb',
      place: extra.place,
      time: Date.parse(quake.time),
      updated: extra.updatedMs ?? Date.parse(quake.time) + 600_000,
      status: 'reviewed',
      type: 'earthquake',
      url: `https://earthquake.usgs.gov/earthquakes/eventpage/${extra.id}`,
    },
  };
}

export const usgsCollection = (...features: object[]) => ({ type: 'FeatureCollection', metadata: { generated: 0, count: features.length }, features });
