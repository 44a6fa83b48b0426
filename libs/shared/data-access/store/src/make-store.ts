import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { type ApiTransport, baseApi } from '@meydan/shared/data-access/api-client';
import { authSlice } from './auth.slice';
import { createMemberHintsMiddleware } from './member-hints';
import { uiSlice } from './ui.slice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [authSlice.name]: authSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreExtra {
  http: ApiTransport;
}

/**
 * One store per SSR request and one in the browser. `preloadedState` is what the server
 * serialized; `http` is the API client the base query uses (absolute URL on the server).
 */
export function makeStore({ preloadedState, http }: { preloadedState?: Partial<RootState>; http: ApiTransport }) {
  const extra: StoreExtra = { http };
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: false, immutableCheck: false })
        // Listeners first: they see every action, the API middleware's too.
        .prepend(createMemberHintsMiddleware())
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Ends a server render's store. RTK Query keeps an unsubscribed query for keepUnusedDataFor
 * (minutes) behind a timer that holds the whole store, so a page's store would outlive its
 * request by that long: thousands of stores, gigabytes, on a busy server (issue 15 item 8).
 * Resetting the API state clears those timers and the cache.
 */
export function releaseStore(store: AppStore): void {
  store.dispatch(baseApi.util.resetApiState());
}
