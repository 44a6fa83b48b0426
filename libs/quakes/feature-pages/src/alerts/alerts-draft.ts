import { QUAKE_ALERTS } from '@meydan/shared/contracts/constants';
import type { QuakeAlertPlace, QuakeAlertSettings } from '@meydan/shared/contracts';

/**
 * The alert form's choices and the checks it makes before saving. They mirror the API's rules
 * (QUAKE_ALERTS; the API checks again and answers a sentence of its own), so a member learns of a
 * missing place before a round trip.
 */

/** 2.0, 2.5 … 8.0, plus a saved value between the steps (set elsewhere), so it stays shown. */
export function magnitudeChoices(current: number): number[] {
  const steps: number[] = [];
  for (let value = QUAKE_ALERTS.minMagnitude; value <= QUAKE_ALERTS.maxMagnitude; value += 0.5) steps.push(value);
  if (!steps.includes(current)) steps.push(current);
  return steps.sort((a, b) => a - b);
}

export const RADIUS_CHOICES = [25, 50, 100, 200, 500] as const;
export const DEFAULT_RADIUS_KM = QUAKE_ALERTS.defaultRadiusKm;

/** A night's quiet hours, the usual wish: 23:00–07:00 Turkey time. */
export const DEFAULT_QUIET_HOURS = { start: '23:00', end: '07:00' } as const;

/** Every half hour of the day, plus a saved time between them. */
export function quietTimeChoices(current: string | undefined): string[] {
  const times = Array.from({ length: 48 }, (_, k) => `${String(Math.floor(k / 2)).padStart(2, '0')}:${k % 2 ? '30' : '00'}`);
  if (current && !times.includes(current)) times.push(current);
  return times.sort();
}

export type DraftProblem = 'needPlace' | 'sameQuietHours';

/** What keeps these settings from being saved, as the API would refuse them. */
export function draftProblem(settings: QuakeAlertSettings): DraftProblem | null {
  if (settings.enabled && settings.places.length === 0) return 'needPlace';
  if (settings.quietHours && settings.quietHours.start === settings.quietHours.end) return 'sameQuietHours';
  return null;
}

export type AddProblem = 'duplicateProvince' | 'tooManyPlaces';

/** The places with `place` added, or why it cannot be. */
export function withPlace(places: readonly QuakeAlertPlace[], place: QuakeAlertPlace): QuakeAlertPlace[] | AddProblem {
  if (places.length >= QUAKE_ALERTS.maxPlaces) return 'tooManyPlaces';
  if (place.kind === 'province' && places.some((other) => other.kind === 'province' && other.plate === place.plate)) return 'duplicateProvince';
  return [...places, place];
}
