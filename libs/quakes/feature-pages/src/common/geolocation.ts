import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export type GeoStatus = 'idle' | 'locating' | 'located' | 'denied' | 'failed' | 'unsupported';

/**
 * Two decimals of a degree, about a kilometre: the most a felt report or an alert needs, so the
 * reader's exact position never leaves the browser (the API rounds felt reports the same way).
 */
export const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

/** A phone's fix may take a while indoors; an hour-old one is still the same town. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 20_000, maximumAge: 10 * 60_000 };

/**
 * The reader's position, asked for only by `locate()` (called from a click): the browser shows
 * its permission question then and never before. A later `locate()` or `reset()` makes the
 * answer of an earlier request count for nothing.
 */
export function useGeolocation() {
  const [state, setState] = useState<{ status: GeoStatus; point: GeoPoint | null }>({ status: 'idle', point: null });
  const request = useRef(0);
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    const id = ++request.current;
    if (!geolocation) return setState({ status: 'unsupported', point: null });
    setState({ status: 'locating', point: null });
    geolocation.getCurrentPosition(
      (position) => {
        if (id !== request.current) return;
        setState({ status: 'located', point: { latitude: roundCoordinate(position.coords.latitude), longitude: roundCoordinate(position.coords.longitude) } });
      },
      (error) => {
        if (id !== request.current) return;
        setState({ status: error.code === error.PERMISSION_DENIED || error.code === 1 ? 'denied' : 'failed', point: null });
      },
      POSITION_OPTIONS,
    );
  }, []);

  const reset = useCallback(() => {
    request.current += 1;
    setState({ status: 'idle', point: null });
  }, []);

  return { ...state, locate, reset };
}

/** What to tell the reader about the request (`geolocation.*` texts), or null when there is nothing to say. */
export function geoStatusText(t: TFunction, status: GeoStatus): string | null {
  switch (status) {
    case 'locating':
      return t('geolocation.locating');
    case 'denied':
      return t('geolocation.denied');
    case 'failed':
      return t('geolocation.failed');
    case 'unsupported':
      return t('geolocation.unsupported');
    default:
      return null;
  }
}
