import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { AdSlot, WebConfig } from '@meydan/shared/contracts';
import type { ConsentState } from '@meydan/shared/util/cookies';
import type { DeviceMode } from '@meydan/shared/util/device';
import type { Edition } from '@meydan/shared/util/routing';

/** Client state every remote may read: which edition is shown and how the device is classified. */
export interface UiState {
  edition: Edition;
  deviceMode: DeviceMode;
  /** Navigation progress (SPEC §9: progress bar up to 5000 ms, red when failed). */
  navigation: 'idle' | 'loading' | 'failed';
  /**
   * The reader's cookie choice (issue 19), null before one: from the request's cookie on the
   * server, from the browser's at start and on every change. The banner shows while it is null;
   * the tracker's ids, the data layer and the ads wait for their purposes.
   */
  consent: ConsentState | null;
  /** Ads on this page (issue 19), decided by the server: null when none may show. */
  ads: AdsState | null;
}

/**
 * What the page's ad slots need: the ad server (AD_SERVER_URL of the web tier), the edition's slot
 * configuration (web config `ads`), and whether this reader sees none (a premium member's hint).
 */
export interface AdsState {
  server: string;
  slots: AdSlot[];
  idleTimeoutMs: number;
  interstitial: WebConfig['ads']['interstitial'];
}

export const initialUiState: UiState = { edition: 'tr', deviceMode: 'desktop', navigation: 'idle', consent: null, ads: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    deviceModeChanged(state, action: PayloadAction<DeviceMode>) {
      state.deviceMode = action.payload;
    },
    consentChanged(state, action: PayloadAction<ConsentState | null>) {
      // Replaced whole, never mutated in place: the draft's mutable typing does not apply.
      return { ...state, consent: action.payload };
    },
    adsConfigured(state, action: PayloadAction<AdsState | null>) {
      return { ...state, ads: action.payload };
    },
    navigationStarted(state) {
      state.navigation = 'loading';
    },
    navigationFinished(state, action: PayloadAction<{ failed?: boolean } | undefined>) {
      state.navigation = action.payload?.failed ? 'failed' : 'idle';
    },
  },
});

export const { adsConfigured, consentChanged, deviceModeChanged, navigationStarted, navigationFinished } = uiSlice.actions;
