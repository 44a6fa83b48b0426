import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore } from '@meydan/shared/data-access/store';
import { fakeApi, type FakeApiCall } from '@meydan/shared/testing';
import { quakeFeltSummary as felt, quakeList } from './testing';
import { DEFAULT_LIST_FILTERS, listArgs } from './list-filters';
import { quakesApi } from './quakes.api';

function storeAnswering(route: (call: FakeApiCall) => { status: number; data: unknown }) {
  const api = fakeApi(route);
  return { store: makeStore({ http: createHttpClient({ baseURL: '/api/v3.5', adapter: api.adapter }) }), calls: api.calls };
}

describe('the quakes API endpoints', () => {
  it('asks /api/quakes/last-earthquakes for a list, with the filters as the API names them', async () => {
    const { store, calls } = storeAnswering(() => ({ status: 200, data: quakeList() }));
    const args = listArgs('tr', { ...DEFAULT_LIST_FILTERS, province: 'izmir', minMagnitude: 3 });
    const result = await store.dispatch(quakesApi.endpoints.getQuakeList.initiate(args));
    expect(result.data?.items).toHaveLength(2);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '../quakes/last-earthquakes', params: { city: 35, min_magnitude: 3 } });
  });

  it('hands a refusal over with the API’s sentence and status', async () => {
    const { store } = storeAnswering(() => ({ status: 400, data: { message: 'Böyle bir il yok: Atlantis', statusCode: 400 } }));
    const result = await store.dispatch(quakesApi.endpoints.getQuakeList.initiate(listArgs('tr', { ...DEFAULT_LIST_FILTERS, city: 'Atlantis' })));
    expect(result.error).toMatchObject({ statusCode: 400, message: 'Böyle bir il yok: Atlantis' });
  });

  it('asks for an event by its id, escaped', async () => {
    const { store, calls } = storeAnswering(() => ({ status: 404, data: { message: 'not found', statusCode: 404 } }));
    await store.dispatch(quakesApi.endpoints.getQuakeEvent.initiate({ edition: 'tr', id: 'koeri-2026/1' }));
    expect(calls[0]?.url).toBe('../quakes/events/koeri-2026%2F1');
  });

  it('puts a felt report’s answer into the quake’s cached summary without asking again', async () => {
    const { store, calls } = storeAnswering((call) => (call.method === 'PUT' ? { status: 200, data: felt({ total: 1, mine: 4 }) } : { status: 200, data: felt({}) }));
    const summary = store.dispatch(quakesApi.endpoints.getQuakeFelt.initiate({ id: 'afad-1', viewerId: null }));
    await summary;
    await store.dispatch(quakesApi.endpoints.reportQuakeFelt.initiate({ id: 'afad-1', body: { intensity: 4, plate: 35 } }));
    // The cache is filled by the mutation's lifecycle, just after the mutation itself settles.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(quakesApi.endpoints.getQuakeFelt.select({ id: 'afad-1', viewerId: null })(store.getState() as never).data).toMatchObject({ total: 1, mine: 4 });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET ../quakes/events/afad-1/felt', 'PUT ../quakes/events/afad-1/felt']);
    expect(calls[1]?.data).toEqual({ intensity: 4, plate: 35 });
    summary.unsubscribe();
  });
});
