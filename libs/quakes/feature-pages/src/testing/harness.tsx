import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { RealtimeProvider, type RealtimeClient, type TopicCallback } from '@meydan/shared/data-access/realtime';
import { makeStore } from '@meydan/shared/data-access/store';
import { fakeApi, type FakeApiCall, type FakeApiReply } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import type { EditionCode, RouteContext } from '@meydan/shared/util/remote-kit';
import { StaticRouter } from '@meydan/shared/util/router';

const I18N_DIR = join(__dirname, '../../../../../apps/quakes/src/i18n');
export const QUAKES_TEXTS = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

export function quakesI18n(edition: EditionCode = 'tr'): Promise<I18n> {
  return createI18n({ edition, resources: { quakes: QUAKES_TEXTS } });
}

/** One i18n per edition, for specs that render a part in tr, en and ru. */
export async function quakesI18nByEdition(): Promise<Record<EditionCode, I18n>> {
  return { tr: await quakesI18n('tr'), en: await quakesI18n('en'), ru: await quakesI18n('ru') };
}

/** Takes away a stand-in `navigator.geolocation` a spec put in place (jsdom has none). */
export function forgetGeolocation(): void {
  Reflect.deleteProperty(navigator, 'geolocation');
}

/** A store whose API is `route` (the calls it got are recorded). */
export function storeAnswering(route: (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>) {
  const api = fakeApi(route);
  return { store: makeStore({ http: createHttpClient({ baseURL: '/api/v3.5', adapter: api.adapter }) }), calls: api.calls };
}

export type TestStore = ReturnType<typeof storeAnswering>['store'];

/** The tab's realtime client as a page sees it; the spec plays the server with `push`. */
export function fakeRealtime() {
  const listeners = new Map<string, Set<TopicCallback>>();
  const client = {
    state: 'open',
    clientId: null,
    connect: jest.fn(),
    close: jest.fn(),
    typing: jest.fn(),
    reauthorize: jest.fn(),
    onStateChange: () => () => undefined,
    onClientIdChange: () => () => undefined,
    subscribe(topicIds: string[], callback: TopicCallback) {
      for (const topic of topicIds) {
        if (!listeners.has(topic)) listeners.set(topic, new Set());
        listeners.get(topic)?.add(callback);
      }
      return { unsubscribe: () => topicIds.forEach((topic) => listeners.get(topic)?.delete(callback)) };
    },
  } as unknown as RealtimeClient & { connect: jest.Mock };
  return {
    client,
    push: (topic: string, value: unknown) => listeners.get(topic)?.forEach((callback) => callback(value, topic)),
    subscribers: (topic: string) => listeners.get(topic)?.size ?? 0,
  };
}

export function renderPage(page: ReactElement, { at, store, i18n, realtime = null }: { at: string; store: TestStore; i18n: I18n; realtime?: RealtimeClient | null }) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RealtimeProvider client={realtime}>
          <StaticRouter location={at}>{page}</StaticRouter>
        </RealtimeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

/** The loader's view of a request, on the server. */
export function routeContext(store: TestStore, i18n: I18n, at: string, params: Record<string, string>, edition: EditionCode = 'tr'): RouteContext {
  const url = new URL(at, 'https://meydan.test');
  return {
    edition,
    routeId: params['slug'] ? 'quakes.detail' : 'quakes.list',
    pathname: url.pathname,
    search: url.search,
    params,
    origin: 'https://meydan.test',
    dispatch: store.dispatch,
    getState: store.getState,
    i18n,
    isServer: true,
  };
}
