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
export * from './time/local-to-utc';
export * from './zodiac';
