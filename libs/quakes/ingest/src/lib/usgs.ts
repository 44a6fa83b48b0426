/**
 * USGS GeoJSON (the FDSN event query with format=geojson, and the summary feeds such as
 * 4.5_week.geojson; both are FeatureCollections of the same features). `geometry.coordinates` is
 * [longitude, latitude, depth km]; `properties.time` is epoch ms UTC; `properties.tz` is unreliable
 * and never used; `place` wording changes over the years, so it is kept as text and never parsed
 * (USGS records carry no province).
 *
 * Only earthquakes are kept: features whose `type` says otherwise (`quarry blast`, `explosion`,
 * `ice quake`, …) and those whose `status` is `deleted` are skipped and reported.
 */
import type { ParseReport, UsgsQuakeRecord } from './types';
import { isDepthKm, isLatitude, isLongitude, isMagnitude, isObject, isoUtc, isPlausibleTime, magnitudeType, readItems } from './values';

function readFeature(item: unknown): UsgsQuakeRecord | string {
  if (!isObject(item)) return 'not an object';
  const properties = item['properties'];
  const geometry = item['geometry'];
  if (!isObject(properties)) return 'no properties';
  const sourceId = typeof item['id'] === 'string' && item['id'].trim() !== '' ? item['id'].trim() : null;
  if (sourceId === null) return 'no id';
  if (typeof properties['type'] === 'string' && properties['type'] !== 'earthquake') return `not an earthquake: ${properties['type']}`;
  if (properties['status'] === 'deleted') return 'deleted by USGS';

  const time = properties['time'];
  if (typeof time !== 'number' || !isPlausibleTime(time)) return 'time is not epoch milliseconds';
  const coordinates = isObject(geometry) ? geometry['coordinates'] : undefined;
  if (!Array.isArray(coordinates) || coordinates.length < 3) return 'no [longitude, latitude, depth] coordinates';
  const [longitude, latitude, depthKm] = coordinates as unknown[];
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !isLatitude(latitude) || !isLongitude(longitude)) {
    return 'latitude or longitude missing or out of range';
  }
  if (typeof depthKm !== 'number' || !isDepthKm(depthKm)) return 'depth missing or out of range';
  const mag = properties['mag'];
  if (mag !== null && mag !== undefined && (typeof mag !== 'number' || !isMagnitude(mag))) return 'mag is not a valid number';

  const record: UsgsQuakeRecord = {
    source: 'usgs',
    sourceId,
    time: isoUtc(time),
    latitude,
    longitude,
    depthKm,
    magnitudes: typeof mag === 'number' ? [{ type: magnitudeType(properties['magType']), value: mag }] : [],
    location: typeof properties['place'] === 'string' ? properties['place'].trim() : '',
    province: null,
    // USGS gives no revision number; a newer solution keeps the id and has a later `updated`.
    revision: 0,
    raw: item,
  };
  const updated = properties['updated'];
  if (typeof updated === 'number' && isPlausibleTime(updated)) record.updatedAt = isoUtc(updated);
  return record;
}

/** A USGS FeatureCollection in the common shape, and the features that were skipped (by index, with why). */
export function parseUsgsGeoJsonWithReport(json: unknown): ParseReport<UsgsQuakeRecord> {
  const features = isObject(json) && Array.isArray(json['features']) ? json['features'] : null;
  return readItems(features, json, 'a FeatureCollection', readFeature);
}

export function parseUsgsGeoJson(json: unknown): UsgsQuakeRecord[] {
  return parseUsgsGeoJsonWithReport(json).records;
}
