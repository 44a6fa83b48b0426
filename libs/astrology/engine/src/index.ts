/**
 * @meydan/astrology/engine — the astrology computations, pure and isomorphic (no I/O, no clock):
 * natal charts (bodies, angles, houses, aspects), charts for an unknown birth time, local time →
 * UTC through the time-zone database, and sign compatibility. See README.md.
 */
export * from './angles';
export * from './aspects';
export * from './bodies';
export * from './chart/chart-for-day';
export { type ChartBody, type ChartPointKey, pointClassOf } from './chart/chart-points';
export * from './chart/natal-chart';
export * from './compatibility';
export * from './houses';
export * from './time/instant';
// Local time → UTC lives in the shared format lib (KOERI's quake list needs it too); re-exported for the API.
export { type LocalDateTime, type LocalToUtcResult, localDateAt, localToUtc, utcOffsetMsAt } from '@meydan/shared/util/format';
export * from './zodiac';
