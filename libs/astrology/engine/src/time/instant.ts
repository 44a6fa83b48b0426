import { AstroTime } from 'astronomy-engine';

/** A moment as the callers hold it: a Date or milliseconds since 1970 (UTC). */
export type Instant = Date | number;

const UNIX_EPOCH_JULIAN_DAY = 2440587.5;
const MS_PER_DAY = 86_400_000;

export function instantToMs(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : instant;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new RangeError('The instant is not a valid date');
  return ms;
}

/** Julian Day on the UT scale (Meeus ch. 7): days since −4712-01-01 12:00 UT. */
export function julianDayUt(instant: Instant): number {
  return instantToMs(instant) / MS_PER_DAY + UNIX_EPOCH_JULIAN_DAY;
}

/**
 * The astronomy-engine time of a UTC instant. It adds ΔT (TT − UT) from its Espenak–Meeus model,
 * so the bodies are computed on the dynamical scale while sidereal time uses UT.
 */
export function astroTimeOf(instant: Instant): AstroTime {
  return new AstroTime(new Date(instantToMs(instant)));
}

/** An astronomy-engine time given on the dynamical scale (TT ≈ TD), for Meeus's worked examples. */
export function astroTimeFromJulianEphemerisDay(jde: number): AstroTime {
  return AstroTime.FromTerrestrialTime(jde - 2451545.0);
}
