/*
 * Apparent geocentric longitudes (true ecliptic and equinox of date, degrees) from an ephemeris
 * independent of astronomy-engine, for the accuracy specs: astronomia 4.2.0 (MIT, a port of Meeus's
 * "Astronomical Algorithms") with the full VSOP87 series (VSOP87D for Mercury–Saturn and the Earth,
 * VSOP87B precessed to date for Uranus and Neptune), the ELP/MPP02 lunar theory fitted to DE405, and
 * Meeus ch. 37 for Pluto; made apparent as in Meeus ch. 33: light time, aberration (23.2), FK5
 * correction, IAU 1980 nutation. These series agree with JPL's DE ephemerides to a few
 * arcseconds in this period. Each row is one instant given as a Julian Ephemeris Day (TT).
 */
export interface IndependentPositions {
  jde: number;
  longitudes: Record<'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto', number>;
}

export const INDEPENDENT_POSITIONS: readonly IndependentPositions[] = [
  {
    jde: 2416178.6875,
    longitudes: { sun: 343.436217, moon: 52.706882, mercury: 317.008021, venus: 6.264522, mars: 194.932634, jupiter: 333.081802, saturn: 305.017377, uranus: 265.330536, neptune: 90.92369, pluto: 77.676732 },
  },
  {
    jde: 2425206.239583,
    longitudes: { sun: 238.420969, moon: 209.167402, mercury: 219.990466, venus: 191.735274, mars: 228.295291, jupiter: 353.615393, saturn: 248.800074, uranus: 359.630718, neptune: 149.156357, pluto: 106.93288 },
  },
  {
    jde: 2433462.881944,
    longitudes: { sun: 98.007654, moon: 285.526237, mercury: 85.455447, venus: 63.448997, mars: 187.738746, jupiter: 337.433794, saturn: 164.33429, uranus: 95.370122, neptune: 194.580555, pluto: 136.624006 },
  },
  {
    jde: 2440423.345139,
    longitudes: { sun: 117.910276, moon: 187.868111, mercury: 115.841911, venus: 75.036886, mars: 242.773189, jupiter: 180.746177, saturn: 38.097947, uranus: 180.690006, neptune: 236.02294, pluto: 173.007268 },
  },
  {
    jde: 2447220.754167,
    longitudes: { sun: 339.875436, moon: 122.905128, mercury: 314.227502, venus: 23.001996, mars: 274.600523, jupiter: 28.29597, saturn: 271.14507, uranus: 270.503782, neptune: 279.707077, pluto: 222.520924 },
  },
  {
    jde: 2456282.965972,
    longitudes: { sun: 269.99878, moon: 14.228196, mercury: 254.697092, venus: 246.585179, mars: 296.427107, jupiter: 68.900908, saturn: 218.661035, uranus: 4.64091, neptune: 330.813717, pluto: 278.949415 },
  },
  {
    jde: 2466415.499306,
    longitudes: { sun: 175.694666, moon: 318.175744, mercury: 200.300077, venus: 205.012645, mars: 202.308168, jupiter: 188.586152, saturn: 192.658577, uranus: 126.726339, neptune: 35.440597, pluto: 325.330597 },
  },
  {
    jde: 2488008.041667,
    longitudes: { sun: 218.42021, moon: 64.947966, mercury: 206.218926, venus: 244.844185, mars: 21.495552, jupiter: 191.127864, saturn: 199.851235, uranus: 18.929328, neptune: 166.683019, pluto: 33.2515 },
  },
];
