import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { DeviceMode } from '@meydan/shared/util/device';
import type { Edition } from '@meydan/shared/util/routing';

/** Client state every remote may read: which edition is shown and how the device is classified. */
export interface UiState {
  edition: Edition;
  deviceMode: DeviceMode;
  /** Navigation progress (SPEC §9: progress bar up to 5000 ms, red when failed). */
  navigation: 'idle' | 'loading' | 'failed';
}

export const initialUiState: UiState = { edition: 'tr', deviceMode: 'desktop', navigation: 'idle' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    deviceModeChanged(state, action: PayloadAction<DeviceMode>) {
      state.deviceMode = action.payload;
    },
    navigationStarted(state) {
      state.navigation = 'loading';
    },
    navigationFinished(state, action: PayloadAction<{ failed?: boolean } | undefined>) {
      state.navigation = action.payload?.failed ? 'failed' : 'idle';
    },
  },
});

export const { deviceModeChanged, navigationStarted, navigationFinished } = uiSlice.actions;
