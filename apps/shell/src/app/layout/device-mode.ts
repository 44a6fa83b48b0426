import { useEffect } from 'react';
import { deviceModeChanged, useAppDispatch } from '@meydan/shared/data-access/store';
import { deviceModeForWidth, deviceModeFromUserAgent, type DeviceMode, resolveDeviceMode } from '@meydan/shared/util/device';
import { type Edition, matchRoute } from '@meydan/shared/util/routing';

/** Remembers, for the tab's life, that this device has been a phone (a rotated phone stays one). */
const FLAG_KEY = 'meydan.device.mobile';

function flaggedMobile(): boolean {
  if (deviceModeFromUserAgent(navigator.userAgent) === 'mobile') return true;
  try {
    return sessionStorage.getItem(FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(mode: DeviceMode): void {
  if (mode !== 'mobile') return;
  try {
    sessionStorage.setItem(FLAG_KEY, '1');
  } catch {
    // No storage: the user agent alone flags the device.
  }
}

/** Whether a path is the games area (the games remote's routes), where SPEC §2.10 keeps phones mobile. */
export function isGamesArea(edition: Edition, pathname: string): boolean {
  return matchRoute(edition, pathname)?.route.owner === 'games';
}

/**
 * SPEC §2.10 device mode: the width decides (mobile below 640, tablet below 1024, else desktop),
 * except on the games area, where a device flagged as a phone stays mobile even turned sideways.
 * The mode goes to the store (ui.deviceMode) and, on the games area, to `<html data-device>`,
 * which the games' styles follow (the server renders the same attribute from the user agent).
 */
export function useDeviceMode(edition: Edition, pathname: string): void {
  const dispatch = useAppDispatch();
  const games = isGamesArea(edition, pathname);
  useEffect(() => {
    const update = () => {
      const mode = resolveDeviceMode({ width: window.innerWidth, flaggedMobile: flaggedMobile(), area: games ? 'games' : 'default' });
      // An earlier phone-sized view on a touch screen flags the device too (a phone asking for the
      // desktop site); a desktop window made narrow does not, so widening it gives the desktop back.
      if (window.matchMedia?.('(pointer: coarse)').matches) remember(deviceModeForWidth(window.innerWidth));
      dispatch(deviceModeChanged(mode));
      if (games) document.documentElement.dataset['device'] = mode;
      else delete document.documentElement.dataset['device'];
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [dispatch, games]);
}
