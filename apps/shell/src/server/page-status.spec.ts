/** @jest-environment node */
import Fastify from 'fastify';
import { makeStore } from '@meydan/shared/data-access/store';
import { shellApi } from '../app/shell.api';
import { inProcessApi } from './in-process-api';
import { pageStatus } from './page-status';

/** The footer query of a page render against an in-process API answering `status` (all-in-one SSR). */
async function renderedState(status: number) {
  const api = Fastify();
  api.all('/*', async (_request, reply) => reply.code(status).header('retry-after', '5').send({ message: 'Meydan şu an çok yoğun!', statusCode: status }));
  await api.ready();
  const store = makeStore({ http: inProcessApi(api, { baseURL: 'http://127.0.0.1:3530/api/v3.5' }) });
  await store.dispatch(shellApi.endpoints.getFooter.initiate());
  await api.close();
  return store.getState();
}

describe('page status of a render whose API calls failed', () => {
  it('is 503 (come back) when the API said 503: a database outage is no server error', async () => {
    const state = await renderedState(503);
    expect(pageStatus(500, state)).toEqual({ status: 503, unavailable: true });
    // A page that had its data anyway (from the API's cache) keeps its status.
    expect(pageStatus(200, state)).toEqual({ status: 200, unavailable: false });
    expect(pageStatus(404, state)).toEqual({ status: 404, unavailable: false });
  });

  it('stays 500 for a real API failure', async () => {
    expect(pageStatus(500, await renderedState(500))).toEqual({ status: 500, unavailable: false });
  });
});
