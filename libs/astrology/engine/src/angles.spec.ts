import { e_tilt } from 'astronomy-engine';
import {
  ascendant,
  declinationOfEclipticLongitude,
  greenwichApparentSiderealDegrees,
  midheaven,
  rightAscensionOfEclipticLongitude,
  rightAscensionOfMeridian,
  trueObliquity,
} from './angles';
import { astroTimeFromJulianEphemerisDay, astroTimeOf } from './time/instant';
import { angleDifference, DEG } from './zodiac';

const hms = (hours: number, minutes: number, seconds: number) => (hours + minutes / 60 + seconds / 3600) * 15;
const dms = (degrees: number, minutes: number, seconds: number) => degrees + minutes / 60 + seconds / 3600;

describe('sidereal time and obliquity (Meeus)', () => {
  it('ex. 12.a: apparent sidereal time at Greenwich, 1987-04-10 0h UT = 13h10m46.1351s', () => {
    const gast = greenwichApparentSiderealDegrees(astroTimeOf(new Date('1987-04-10T00:00:00Z')));
    // 0.05 s of time = 0.0002°; astronomy-engine uses the IAU 2006 Earth-rotation-angle form.
    expect(Math.abs(angleDifference(gast, hms(13, 10, 46.1351)))).toBeLessThan(0.0002);
  });

  it('ex. 12.b: mean sidereal time at Greenwich, 1987-04-10 19h21m00s UT = 8h34m57.0896s', () => {
    const time = astroTimeOf(new Date('1987-04-10T19:21:00Z'));
    const gmst = greenwichApparentSiderealDegrees(time) - (e_tilt(time).ee * 15) / 3600;
    expect(Math.abs(angleDifference(gmst, hms(8, 34, 57.0896)))).toBeLessThan(0.0002);
  });

  it('ex. 22.a: true obliquity on 1987-04-10 0h TD = 23°26′36.850″', () => {
    expect(Math.abs(trueObliquity(astroTimeFromJulianEphemerisDay(2446895.5)) - dms(23, 26, 36.85))).toBeLessThan(0.0001);
  });

  it('adds east longitude to Greenwich sidereal time', () => {
    const time = astroTimeOf(new Date('1987-04-10T00:00:00Z'));
    expect(angleDifference(rightAscensionOfMeridian(time, 28.9784), greenwichApparentSiderealDegrees(time))).toBeCloseTo(28.9784, 9);
    expect(angleDifference(rightAscensionOfMeridian(time, -75.3333), greenwichApparentSiderealDegrees(time))).toBeCloseTo(-75.3333, 9);
  });
});

describe('ascendant and midheaven', () => {
  // Test vectors of AstroScript (S. Krushinsky, Artistic License; formulas after Montenbruck &
  // Pfleger): Moscow, φ = 55.75°.
  it('agree with an independent implementation', () => {
    // Their first case is rounded (they check it to 0.001° and 0.0001°); the second is given to 1e-6.
    expect(Math.abs(midheaven(345.5553, 23.4442556) - 344.3172)).toBeLessThan(1e-3);
    expect(Math.abs(ascendant(345.5553, 23.4442556, 55.75) - 110.1572)).toBeLessThan(1e-4);
    expect(Math.abs(midheaven(345.559001, 23.430827) - 344.322565)).toBeLessThan(1e-6);
    expect(Math.abs(ascendant(345.559001, 23.430827, 55.75) - 110.142255)).toBeLessThan(1e-6);
  });

  /** Hour angle and altitude of an ecliptic point (β = 0) for a RAMC, latitude and obliquity (Meeus 13.5, 13.6). */
  function horizonPlace(longitude: number, ramc: number, latitude: number, obliquity: number) {
    const hourAngle = (ramc - rightAscensionOfEclipticLongitude(longitude, obliquity)) * DEG;
    const declination = declinationOfEclipticLongitude(longitude, obliquity) * DEG;
    const phi = latitude * DEG;
    const sinAltitude = Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
    return { sinHourAngle: Math.sin(hourAngle), altitude: Math.asin(sinAltitude) / DEG };
  }

  it.each([
    [0, 41.0],
    [97.3, 41.0],
    [181.2, 41.0],
    [275.9, 41.0],
    [33.3, -33.9],
    [212.7, -33.9],
    [150, 0],
    [300, 66],
  ])('put the ascendant on the eastern horizon and the MC on the upper meridian (RAMC %s°, φ %s°)', (ramc, latitude) => {
    const obliquity = 23.44;
    const asc = horizonPlace(ascendant(ramc, obliquity, latitude), ramc, latitude, obliquity);
    expect(Math.abs(asc.altitude)).toBeLessThan(1e-9);
    expect(asc.sinHourAngle).toBeLessThan(0); // east of the meridian: rising
    const mcLongitude = midheaven(ramc, obliquity);
    expect(Math.abs(angleDifference(rightAscensionOfEclipticLongitude(mcLongitude, obliquity), ramc))).toBeLessThan(1e-9);
    expect(horizonPlace(mcLongitude, ramc, latitude, obliquity).altitude).toBeGreaterThan(0);
  });
});
