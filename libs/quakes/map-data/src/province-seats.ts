/**
 * The check that ties province outlines to plates: every province's seat (its central city) lies in
 * its own polygon, or within SEAT_TOLERANCE_KM of it when the coarse coastline cuts the seat off
 * (Tekirdağ's seat is about 0.9 km off the shore in the source), and in no other province's polygon.
 * A wrong HASC → plate row puts a seat in a foreign polygon, so this catches every swapped mapping.
 */
import { distanceToBoundaryKm, geometryContains } from './geometry';
import type { ProvinceOutlines } from './types';

export interface ProvinceSeat {
  plate: number;
  name: string;
  longitude: number;
  latitude: number;
}

export const SEAT_TOLERANCE_KM = 2;

/** What is wrong, one line per problem; empty when every seat sits in (or by) its own province. */
export function seatProblems(outlines: ProvinceOutlines, seats: readonly ProvinceSeat[]): string[] {
  const problems: string[] = [];
  for (const seat of seats) {
    const point: [number, number] = [seat.longitude, seat.latitude];
    const own = outlines.features.find((feature) => feature.properties.plate === seat.plate);
    if (!own) {
      problems.push(`${seat.plate} ${seat.name}: no outline`);
      continue;
    }
    const foreign = outlines.features.filter((feature) => feature !== own && geometryContains(feature.geometry, point));
    for (const feature of foreign) problems.push(`${seat.plate} ${seat.name}: seat inside ${feature.properties.plate} ${feature.properties.name}`);
    if (!geometryContains(own.geometry, point)) {
      const offKm = distanceToBoundaryKm(own.geometry, point);
      if (offKm > SEAT_TOLERANCE_KM) problems.push(`${seat.plate} ${seat.name}: seat ${offKm.toFixed(1)} km outside its outline`);
    }
  }
  return problems;
}
