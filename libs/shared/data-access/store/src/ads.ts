import type { AdSlot } from '@meydan/shared/contracts';
import { hasConsent } from '@meydan/shared/util/cookies';
import { useMemo, useSyncExternalStore } from 'react';
import { useAppSelector, useAppStore } from './hooks';
import type { RootState } from './make-store';
import { selectIsPremium } from './auth.slice';

/** Below 768 px a slot takes only the sizes a phone's column holds (320/336 wide). */
export const NARROW_AD_MAX_WIDTH = 336;

/** Where a slot shows and how much room it keeps, so nothing moves when its ad arrives. */
export interface AdPlacement {
  name: string;
  sizes: Array<[number, number]>;
  /** `mobile`: below 1024 px only; `desktop`: from 1024 px; `all`: everywhere. */
  device: AdSlot['device'];
  refreshTimerMs: number | null;
  collapse: boolean;
  /** The room kept below 768 px and from 768 px (the tallest size that fits there), 0 when the slot does not show there. */
  narrowHeight: number;
  wideHeight: number;
}

const tallest = (sizes: ReadonlyArray<readonly [number, number]>) => sizes.reduce((height, [, h]) => Math.max(height, h), 0);

export function placementOf(slot: AdSlot): AdPlacement {
  const sizes = slot.sizes.map(([width, height]) => [width, height] as [number, number]);
  const narrow = slot.device === 'desktop' ? [] : sizes.filter(([width]) => width <= NARROW_AD_MAX_WIDTH);
  return {
    name: slot.name,
    sizes,
    device: slot.device,
    refreshTimerMs: slot.refreshTimerMs,
    collapse: slot.collapse,
    narrowHeight: tallest(narrow),
    wideHeight: tallest(slot.device === 'mobile' ? narrow : sizes),
  };
}

/**
 * A slot of this page, or null when no ad may show in it: no ad server or slot configured, a
 * premium reader, or a reader who refused advertising. Before any choice the slot keeps its room
 * (the banner's "Accept all" then fills it without moving the page; "Reject all" collapses it
 * at the reader's own touch, which does not count as a layout shift).
 */
export function useAdSlot(name: string): AdPlacement | null {
  const store = useAppStore();
  // Hydration renders what the server did (it decided from the request's cookies); a choice made
  // since (the banner answered before the app came) removes the slot right after, when the boot
  // loader has already folded it away, so nothing moves and React's tree matches the HTML.
  const allowed = useSyncExternalStore(store.subscribe, () => adsAllowed(store.getState()), () => store.getState().ui.ads !== null);
  const ads = useAppSelector((state) => state.ui.ads);
  const slot = allowed ? ads?.slots.find((candidate) => candidate.name === name) : undefined;
  return useMemo(() => (slot ? placementOf(slot) : null), [slot]);
}

/** Whether this reader may see ads now: configured, advertising not refused, not premium. */
export function adsAllowed(state: RootState): boolean {
  const { ads, consent } = state.ui;
  const premium = selectIsPremium(state);
  return ads !== null && !premium && (consent === null || hasConsent('advertising', consent));
}
