import { e_tilt, EclipticGeoMoon, NextMoonNode, NodeEventKind, SearchMoonNode } from 'astronomy-engine';
import { astroTimeFromJulianEphemerisDay } from '../time/instant';
import { angleDifference } from '../zodiac';
import { meanLunarNodeLongitude, trueLunarNodeLongitude } from './lunar-node';

describe('lunar nodes', () => {
  it('puts the mean node where Meeus ex. 22.a does: Ω = 11.2531° on 1987-04-10 0h TD (mean equinox)', () => {
    const time = astroTimeFromJulianEphemerisDay(2446895.5);
    const onMeanEquinox = meanLunarNodeLongitude(time) - e_tilt(time).dpsi / 3600;
    expect(Math.abs(angleDifference(onMeanEquinox, 11.2531))).toBeLessThan(0.0005);
  });

  it('puts the true node on the Moon whenever the Moon crosses the ecliptic northwards', () => {
    // The osculating orbit contains the Moon, so at an ascending crossing the node is the Moon itself.
    let event = SearchMoonNode(new Date('1990-01-01T00:00:00Z'));
    let checked = 0;
    while (checked < 12) {
      if (event.kind === NodeEventKind.Ascending) {
        const moon = EclipticGeoMoon(event.time).lon;
        expect(Math.abs(angleDifference(trueLunarNodeLongitude(event.time), moon))).toBeLessThan(0.001);
        checked++;
      }
      event = NextMoonNode(event);
    }
  });

  it('keeps the true node within 2° of the mean node over a Saros', () => {
    for (let day = 0; day < 6585; day += 37) {
      const time = astroTimeFromJulianEphemerisDay(2451545 + day);
      expect(Math.abs(angleDifference(trueLunarNodeLongitude(time), meanLunarNodeLongitude(time)))).toBeLessThan(2);
    }
  });
});
