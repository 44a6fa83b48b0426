import { AstroTime, Body, EquatorFromVector, HelioVector, Rotation_EQJ_ECL, RotateVector, Vector } from 'astronomy-engine';
import { chironHelioVector } from './chiron';
import { HORIZONS_CHIRON_ASTROMETRIC, HORIZONS_CHIRON_HELIOCENTRIC } from './testing/jpl-chiron';
import { positionFromElements, solveKepler } from './kepler';

const DEG = 180 / Math.PI;

describe('Chiron', () => {
  it('matches JPL Horizons heliocentric positions 1950–2050 to within 0.0065° as seen from the Earth', () => {
    const toEcliptic = Rotation_EQJ_ECL();
    for (const { jd, x, y, z } of HORIZONS_CHIRON_HELIOCENTRIC) {
      const position = RotateVector(toEcliptic, chironHelioVector(AstroTime.FromTerrestrialTime(jd - 2451545)));
      const distance = Math.hypot(x, y, z);
      // Worst case: the error seen square-on from the Earth at its closest (distance − 1 AU).
      const apparentError = (Math.hypot(position.x - x, position.y - y, position.z - z) / (distance - 1)) * DEG;
      expect(apparentError).toBeLessThan(0.0065);
    }
  });

  it('matches JPL Horizons astrometric geocentric right ascension and declination 2000–2009 to 0.003°', () => {
    for (const { jdUt, ra, dec } of HORIZONS_CHIRON_ASTROMETRIC) {
      const time = new AstroTime(new Date((jdUt - 2440587.5) * 86_400_000));
      // Astrometric: Chiron where it was when the light left it, seen from the Earth now.
      let lightTime = 0;
      let geocentric = new Vector(0, 0, 0, time);
      for (let iteration = 0; iteration < 3; iteration++) {
        const chiron = chironHelioVector(time.AddDays(-lightTime));
        const earth = HelioVector(Body.Earth, time);
        geocentric = new Vector(chiron.x - earth.x, chiron.y - earth.y, chiron.z - earth.z, time);
        lightTime = geocentric.Length() * 0.0057755183;
      }
      const equatorial = EquatorFromVector(geocentric);
      const separation = Math.hypot((equatorial.ra * 15 - ra) * Math.cos(dec / DEG), equatorial.dec - dec);
      expect(separation).toBeLessThan(0.003);
    }
  });

  it('solves Kepler’s equation as in Meeus ex. 30.a (e = 0.100, M = 5°: E = 5.554589°)', () => {
    expect(solveKepler(5 / DEG, 0.1) * DEG).toBeCloseTo(5.554589, 6);
  });

  it('returns the perihelion point at the time of perihelion', () => {
    // a = 1, e = 0.5, i = 0, Ω = 0, ω = 0, M = 0 at the epoch: the body is at q = a(1 − e) on the x axis.
    const [x, y, z] = positionFromElements([2451545, 1, 0.5, 0, 0, 0, 0], 2451545);
    expect(x).toBeCloseTo(0.5, 12);
    expect(y).toBeCloseTo(0, 12);
    expect(z).toBeCloseTo(0, 12);
  });
});
