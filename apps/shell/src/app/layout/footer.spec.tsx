import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { FooterCardsResponse } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, type RootState } from '@meydan/shared/data-access/store';
import { fakeApi } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { shellApi } from '../shell.api';
import { Footer } from './footer';
import { readFooterLinks } from './footer-links';
import { restoreFooterLinks, withoutFooterEntry } from './footer-state';

const card = (n: number, title: string) => ({
  _id: `a${n}`,
  legacyId: 1000 + n,
  title,
  route: `/haber/story-${n}`,
  description: '',
  published: '2026-11-20T09:00:00.000Z',
  categories: [],
  image: null,
});

// Titles a browser might read back differently than React wrote them: entities, quotes, Cyrillic, spaces.
const FOOTER: FooterCardsResponse = {
  popularMegaFooterArticles: Array.from({ length: 8 }, (_, i) => card(i, i === 0 ? 'Dolar & Euro: "rekor" <haftası>' : `Популярное  ${i}`)),
  recentMegaFooterArticles: [card(20, 'Son dakika')],
  footerHashtags: [
    { _id: 't1', name: 'Ekonomi', route: '/etiket/ekonomi-haberleri' },
    { _id: 't2', name: '#hashtag', route: '/etiket/hashtag-haberleri' },
  ],
  quickAccessArticles: [],
};

let i18n: Record<Edition, I18n>;
beforeAll(async () => {
  i18n = { tr: await createI18n({ edition: 'tr' }), en: await createI18n({ edition: 'en' }), ru: await createI18n({ edition: 'ru' }) };
});

function storeWith(footer: FooterCardsResponse | null, preloadedState?: Partial<RootState>) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi((call) => (call.url === '/browse/footer' && footer ? { status: 200, data: footer } : { status: 500, data: {} }));
  http.defaults.adapter = api.adapter;
  return { store: makeStore({ http, preloadedState }), calls: api.calls };
}

function page(store: ReturnType<typeof makeStore>, edition: Edition, serverState?: unknown, location = '/') {
  return (
    <Provider store={store} serverState={serverState as RootState | undefined}>
      <I18nextProvider i18n={i18n[edition]}>
        <StaticRouter location={location}>
          <Footer edition={edition} />
        </StaticRouter>
      </I18nextProvider>
    </Provider>
  );
}

/** What render-page does: fetch the footer, render, and serialize the state for the browser. */
async function serverRender(edition: Edition, footer: FooterCardsResponse | null) {
  const { store } = storeWith(footer);
  const query = store.dispatch(shellApi.endpoints.getFooter.initiate());
  await query;
  query.unsubscribe();
  return { html: renderToString(page(store, edition)), bootState: JSON.parse(JSON.stringify(withoutFooterEntry(store.getState()))) as Partial<RootState> };
}

/** What the browser bootstrap does before and while hydrating. */
async function hydrate(edition: Edition, html: string, bootState: Partial<RootState>) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // As the browser serializes it (its escaping differs from React's).
  const parsed = container.innerHTML;
  const { store, calls } = storeWith(FOOTER, bootState);
  restoreFooterLinks(store.dispatch, container);
  const serverState = store.getState();
  const recoverable: unknown[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, page(store, edition, serverState), { onRecoverableError: (error) => recoverable.push(error) });
  });
  const logged = errors.mock.calls;
  errors.mockRestore();
  container.remove();
  return { unchanged: container.innerHTML === parsed, recoverable, logged, calls };
}

describe('footer lists outside the boot state', () => {
  it.each(['tr', 'en', 'ru'] as const)('hydrates the %s footer from its own HTML without a request or a mismatch', async (edition) => {
    const { html, bootState } = await serverRender(edition, FOOTER);
    expect(JSON.stringify(bootState)).not.toContain('Son dakika');
    expect(html).toContain('Son dakika');
    const { unchanged, recoverable, logged, calls } = await hydrate(edition, html, bootState);
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
    expect(calls).toEqual([]);
    expect(unchanged).toBe(true);
  });

  it('reads back exactly the links the footer shows', async () => {
    const { html } = await serverRender('tr', FOOTER);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(readFooterLinks(container)).toEqual({
      popular: FOOTER.popularMegaFooterArticles.slice(0, 6).map(({ title, route }) => ({ title, route })),
      recent: [{ title: 'Son dakika', route: '/haber/story-20' }],
      hashtags: [
        { title: 'Ekonomi', route: '/etiket/ekonomi-haberleri' },
        { title: '#hashtag', route: '/etiket/hashtag-haberleri' },
      ],
    });
  });

  it('fetches the lists in the browser when the server had none', async () => {
    const { html, bootState } = await serverRender('en', null);
    expect(html).not.toContain('data-footer-list');
    const { recoverable, calls } = await hydrate('en', html, bootState);
    expect(recoverable).toEqual([]);
    expect(calls.map((call) => [call.url, call.params])).toEqual([['/browse/footer', { view: 'card' }]]);
  });

  it('drops only the footer entry from the boot state, tags included', async () => {
    const { store } = storeWith(FOOTER);
    await store.dispatch(shellApi.endpoints.getFooter.initiate(undefined, { subscribe: false }));
    const before = store.getState();
    const after = withoutFooterEntry(before);
    expect(Object.keys(before.api.queries)).toEqual(['getFooter(undefined)']);
    expect(after.api.queries).toEqual({});
    expect(JSON.stringify(after.api.provided)).not.toContain('getFooter');
    expect(after.auth).toBe(before.auth);
  });
});

describe('the feedback link', () => {
  it.each([
    ['tr', '/haber/story-1?sayfa=2', 'Geri Bildirim', '/geri-bildirim?from=%2Fhaber%2Fstory-1'],
    ['en', '/', 'Feedback', '/feedback?from=%2F'],
    ['ru', '/news/x-10001', 'Обратная связь', '/obratnaya-svyaz?from=%2Fnews%2Fx-10001'],
    // On the form itself it keeps the page the form came from (and adds none of its own).
    ['en', '/feedback?from=%2Fcontent%2Fa', 'Feedback', '/feedback?from=%2Fcontent%2Fa'],
    ['tr', '/geri-bildirim', 'Geri Bildirim', '/geri-bildirim'],
  ] as const)('in %s on %s opens the form with the page it was on', (edition, location, label, href) => {
    const { store } = storeWith(null);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(store, edition, undefined, location));
    const link = [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === label);
    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.getAttribute('rel')).toBe('nofollow');
    expect(container.innerHTML).not.toContain('mailto:');
  });
});
