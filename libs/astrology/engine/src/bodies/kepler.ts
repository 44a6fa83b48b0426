/** Two-body (Keplerian) motion of a minor body round the Sun, from osculating elements (Meeus ch. 30, 33). */
import { DEG } from '../zodiac';

/** Gaussian gravitational constant k (AU^1.5 / day): the Sun's GM = k². */
const GAUSS_K = 0.01720209895;

/** [epoch JD (TT), a (AU), e, i, Ω, ω, M] — angles in degrees, heliocentric, J2000 ecliptic and equinox. */
export type OrbitalElementsRow = readonly [
  epoch: number,
  semiMajorAxis: number,
  eccentricity: number,
  inclination: number,
  ascendingNode: number,
  argumentOfPerihelion: number,
  meanAnomaly: number,
];

/** Eccentric anomaly E from M − e sin E = M (Kepler's equation, Meeus ch. 30), by Newton's method; radians. */
export function solveKepler(meanAnomaly: number, eccentricity: number): number {
  let eccentricAnomaly = eccentricity < 0.8 ? meanAnomaly : Math.PI;
  for (let iteration = 0; iteration < 50; iteration++) {
    const step =
      (eccentricAnomaly - eccentricity * Math.sin(eccentricAnomaly) - meanAnomaly) / (1 - eccentricity * Math.cos(eccentricAnomaly));
    eccentricAnomaly -= step;
    if (Math.abs(step) < 1e-14) break;
  }
  return eccentricAnomaly;
}

/** Heliocentric rectangular position (AU, J2000 ecliptic) at `julianEphemerisDay` (TT). */
export function positionFromElements(row: OrbitalElementsRow, julianEphemerisDay: number): [number, number, number] {
  const [epoch, a, e, i, node, perihelion, meanAnomalyAtEpoch] = row;
  const meanMotion = GAUSS_K / Math.pow(a, 1.5); // radians per day
  const meanAnomaly = meanAnomalyAtEpoch * DEG + meanMotion * (julianEphemerisDay - epoch);
  const E = solveKepler(Math.atan2(Math.sin(meanAnomaly), Math.cos(meanAnomaly)), e);
  // Position in the orbital plane, x towards perihelion.
  const xOrbit = a * (Math.cos(E) - e);
  const yOrbit = a * Math.sqrt(1 - e * e) * Math.sin(E);
  const [cosNode, sinNode] = [Math.cos(node * DEG), Math.sin(node * DEG)];
  const [cosInc, sinInc] = [Math.cos(i * DEG), Math.sin(i * DEG)];
  const [cosPeri, sinPeri] = [Math.cos(perihelion * DEG), Math.sin(perihelion * DEG)];
  return [
    xOrbit * (cosNode * cosPeri - sinNode * sinPeri * cosInc) - yOrbit * (cosNode * sinPeri + sinNode * cosPeri * cosInc),
    xOrbit * (sinNode * cosPeri + cosNode * sinPeri * cosInc) - yOrbit * (sinNode * sinPeri - cosNode * cosPeri * cosInc),
    xOrbit * sinPeri * sinInc + yOrbit * cosPeri * sinInc,
  ];
}
