import axios from 'axios';
import { baseApi } from '@meydan/shared/data-access/api-client';
import { makeStore, releaseStore } from './make-store';

const pingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ ping: build.query<string, number>({ queryFn: (n) => ({ data: `pong ${n}` }) }) }),
});

describe('a server render store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds no timer once released, so it does not outlive its request', async () => {
    const store = makeStore({ http: axios.create() });
    for (const n of [1, 2, 3]) {
      const query = store.dispatch(pingApi.endpoints.ping.initiate(n));
      await query;
      query.unsubscribe();
    }
    expect(pingApi.endpoints.ping.select(1)(store.getState()).data).toBe('pong 1');
    // Each unsubscribed query waits keepUnusedDataFor behind a timer that references the store.
    expect(jest.getTimerCount()).toBeGreaterThanOrEqual(3);
    releaseStore(store);
    // What is left are the store's own short timers (batched notifications), gone within a second.
    jest.advanceTimersByTime(1000);
    expect(jest.getTimerCount()).toBe(0);
    expect(pingApi.endpoints.ping.select(1)(store.getState()).data).toBeUndefined();
  });
});
