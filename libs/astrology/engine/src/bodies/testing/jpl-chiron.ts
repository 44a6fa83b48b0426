/*
 * JPL Horizons positions of 2060 Chiron, for the Chiron spec (as saved by the MIT-licensed
 * gutsergut/EphReader repository's astroquery export, data/chiron/*.json):
 * - heliocentric geometric state vectors, J2000 ecliptic, AU, at TDB epochs (JD);
 * - astrometric geocentric right ascension and declination (ICRF/J2000, degrees, 5 decimals) at UT epochs (JD).
 */
export const HORIZONS_CHIRON_HELIOCENTRIC: readonly { jd: number; x: number; y: number; z: number }[] = [
  { jd: 2433282.5, x: -2.740133414133402, y: -9.67306082894301, z: 0.8588643391794544 },
  { jd: 2438082.5, x: 16.5466399991678, y: -5.722948711566196, z: 1.593090232070055 },
  { jd: 2442882.5, x: 16.11714264952962, y: 8.553065180743554, z: 0.05736940756771471 },
  { jd: 2447682.5, x: -1.679172564789547, y: 11.51942895705701, z: -1.319789463412379 },
  { jd: 2452482.5, x: 1.370137968871027, y: -11.38106802798143, z: 1.288860253672791 },
  { jd: 2457282.5, x: 17.79834357286986, y: -3.447981935858789, z: 1.425176589433758 },
  { jd: 2462082.5, x: 14.3116496344524, y: 10.36020905224079, z: -0.2474603710804376 },
  { jd: 2466882.5, x: -5.107400332565216, y: 8.823999574797956, z: -1.239810868163093 },
  { jd: 2469794.5, x: -4.449068368429189, y: -8.398402473352462, z: 0.6273046011563477 },
];

export const HORIZONS_CHIRON_ASTROMETRIC: readonly { jdUt: number; ra: number; dec: number }[] = [
  { jdUt: 2451545.0, ra: 250.67879, dec: -18.14348 },
  { jdUt: 2452065.0, ra: 266.55439, dec: -17.04491 },
  { jdUt: 2452585.0, ra: 275.82126, dec: -17.11097 },
  { jdUt: 2453105.0, ra: 296.42083, dec: -14.27552 },
  { jdUt: 2453625.0, ra: 298.66074, dec: -13.41121 },
  { jdUt: 2454145.0, ra: 311.76971, dec: -11.29215 },
  { jdUt: 2454665.0, ra: 319.86364, dec: -8.27704 },
  { jdUt: 2455185.0, ra: 322.70069, dec: -8.35507 },
];
