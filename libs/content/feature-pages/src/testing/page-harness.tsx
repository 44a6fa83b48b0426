import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { makeStore } from '@meydan/shared/data-access/store';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { StaticRouter } from '@meydan/shared/util/router';
import type { ArticleSummary } from '@meydan/shared/contracts';
import type { Edition } from '@meydan/shared/util/routing';

/**
 * Test support for page and loader specs (imported by *.spec.tsx only): the content remote's
 * real translations, a store over a scripted API, loader contexts and a rendered page.
 */
const I18N_DIR = join(__dirname, '../../../../../apps/content/src/i18n');
const content = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

export function contentI18n(edition: Edition): Promise<I18n> {
  return createI18n({ edition, resources: { content } });
}

/** What the scripted API answers for one request: data, or an `apiError(...)` thrown. */
export type Responder = (config: AxiosRequestConfig) => unknown;

/** An axios error as the API sends it: `{ message, statusCode }` with that status. */
export function apiError(statusCode: number, message = 'failed'): Error {
  return Object.assign(new Error(message), { isAxiosError: true, response: { status: statusCode, data: { message, statusCode } } });
}

/** A store whose API is `respond`; `calls` records every request the store made. */
export function scriptedStore(respond: Responder) {
  const calls: AxiosRequestConfig[] = [];
  const http = {
    request: async (config: AxiosRequestConfig) => {
      calls.push(config);
      return { data: await respond(config) };
    },
  } as unknown as AxiosInstance;
  return { store: makeStore({ http }), calls };
}

export function loaderContext(
  store: ReturnType<typeof makeStore>,
  i18n: I18n,
  route: { edition: Edition; routeId: string; pathname: string; params?: Record<string, string>; isServer?: boolean },
): RouteContext {
  return {
    edition: route.edition,
    routeId: route.routeId,
    pathname: route.pathname,
    search: '',
    params: route.params ?? {},
    origin: 'https://meydan.test',
    dispatch: store.dispatch,
    getState: store.getState,
    i18n,
    isServer: route.isServer ?? true,
  };
}

export function renderPage(page: ReactElement, store: ReturnType<typeof makeStore>, i18n: I18n, location: string) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={location}>{page}</StaticRouter>
      </I18nextProvider>
    </Provider>,
  );
}

/** A listed story of the edition, as cards need it (no image: the card shows its placeholder). */
export function storyFixture(n: number, edition: Edition = 'en'): ArticleSummary {
  const published = new Date(Date.UTC(2026, 10, 20, 12) - n * 3_600_000).toISOString();
  return {
    _id: `story-${n}`,
    legacyId: 10_000 + n,
    edition,
    title: `Story number ${n}`,
    originalTitle: null,
    route: `/content/story-number-${n}-${10_000 + n}`,
    redirectUrl: null,
    seoData: {},
    description: `About story ${n}.`,
    categories: [],
    isTest: false,
    isDraft: false,
    isHidden: false,
    isDeleted: false,
    noindex: false,
    isVideo: false,
    showVideoPageDesign: false,
    published,
    modified: published,
    authors: [],
    image: null,
    tags: [],
    counts: { view: 0, share: 0, comment: 0 },
  };
}
