import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { CurrentUser, MemberArticle } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { initialUiState, makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import { fakeApi, type FakeApiCall, type FakeApiReply, memberFixture } from '@meydan/shared/testing';

export { type FakeApiCall, type FakeApiReply, memberFixture };

/*
 * The write, contents-tab and admin specs' harness (specs only; nothing in production imports
 * it): the social translations, a store whose API calls go to a routing table, and fixtures.
 */

const I18N_DIR = join(__dirname, '../../../../../apps/social/src/i18n');
export const SOCIAL = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

export async function socialI18n(edition: 'tr' | 'en' | 'ru' = 'en'): Promise<I18n> {
  return createI18n({ edition, resources: { social: SOCIAL } });
}

export type Member = CurrentUser | 'anonymous' | 'unknown';
export type Handler = (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>;

export const NOT_FOUND: FakeApiReply = { status: 404, data: { statusCode: 404, message: 'Not found' } };
/** Category ids as the API has them (uuids: the contract checks the form). */
export const BUSINESS_ID = '0f6c1e0a-0000-4000-8000-0000000000b1';
export const ECONOMY_ID = '0f6c1e0a-0000-4000-8000-0000000000e1';
export const IMAGE_ID = '0f6c1e0a-0000-4000-8000-00000000a001';

export const CATEGORIES: FakeApiReply = {
  status: 200,
  data: {
    items: [
      {
        _id: BUSINESS_ID,
        name: 'Business',
        slug: 'business',
        route: '/business-news',
        parent: null,
        edition: 'en',
        subs: [{ _id: ECONOMY_ID, name: 'Economy', slug: 'economy', route: '/business-news/economy', parent: BUSINESS_ID, edition: 'en' }],
      },
    ],
  },
};

/** A request table: `GET /articles/me/a1` → reply; unknown calls are a 404 (and fail loudly in the calls list). */
export function routes(table: Record<string, Handler | FakeApiReply>): Handler {
  return (call) => {
    const entry = table[`${call.method} ${call.url}`] ?? (call.method === 'GET' && call.url === '/categories' ? CATEGORIES : undefined);
    if (!entry) return NOT_FOUND;
    return typeof entry === 'function' ? entry(call) : entry;
  };
}

export function renderKit(i18n: I18n, handler: Handler, page: ReactElement, member: Member = memberFixture, location = '/write') {
  const http = createHttpClient({ baseURL: '/api' });
  const { adapter, calls } = fakeApi(handler, { maxCalls: 80 });
  http.defaults.adapter = adapter;
  const store = makeStore({ http, preloadedState: { ui: { ...initialUiState, edition: 'en' } } });
  if (member === 'anonymous') store.dispatch(signedOut());
  else if (member !== 'unknown') store.dispatch(userLoaded({ user: member }));
  const tree = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={location}>{page}</StaticRouter>
      </I18nextProvider>
    </Provider>
  );
  return { store, calls, tree, user: userEvent.setup() };
}

export const props = (routeId: string, params: Record<string, string> = {}, edition: 'tr' | 'en' | 'ru' = 'en') => ({ routeId, params, edition, origin: 'https://meydan.test' });

export function memberArticle(overrides: Partial<MemberArticle> = {}): MemberArticle {
  return {
    _id: 'a1',
    legacyId: 10234,
    edition: 'en',
    status: 'draft',
    revision: 1,
    title: 'A morning in Kadıköy',
    summary: 'Notes of a reader walking from the ferry to the market.',
    categoryId: ECONOMY_ID,
    coverImageId: null,
    coverImage: null,
    entries: [{ type: 'text', html: '<p>Gulls wake up early.</p>' }],
    rejectionReason: null,
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
    submittedAt: null,
    live: null,
    ...overrides,
  };
}

/** A resolved image as the API answers it. */
export function imageFixture(id: string) {
  const resolution = { url: `/media/u/${id}/620.jpg`, width: 620, height: 349, format: 'jpg' };
  return { _id: id, resolutions: { standard: resolution, high: resolution, extraHigh: resolution, raw: resolution } };
}
