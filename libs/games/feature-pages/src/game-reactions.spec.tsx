import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { InternalAxiosRequestConfig } from 'axios';
import type { CatalogueEntry, ReactionState } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore } from '@meydan/shared/data-access/store';
import { fakeApi, type FakeApiCall } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import { Game2048Page } from './g2048/game-2048-page';
import { PartnerGamePage } from './partner/partner-game-page';

const I18N_DIR = join(__dirname, '../../../../apps/games/src/i18n');
const games = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

const emptyState = (key: string): ReactionState => ({ key, counts: { love: 4, haha: 0, wow: 0, clap: 0, fire: 0, sad: 0, angry: 0, think: 0 }, mine: [] });

/**
 * A store over the browser's API client (based at /api/v3.5, our client's header on), whose
 * transport answers the counter service and fails every other call (the pages cope with that).
 */
function pageStore(reactions: (call: FakeApiCall) => ReactionState) {
  const api = fakeApi((call) => (call.url.startsWith('/counter/') ? { status: 200, data: reactions(call) } : { status: 503, data: { message: 'down', statusCode: 503 } }));
  const requestedWith: unknown[] = [];
  const adapter = (config: InternalAxiosRequestConfig) => {
    requestedWith.push(config.headers.get('X-Requested-With'));
    return api.adapter(config);
  };
  const http = createHttpClient({ baseURL: '/api/v3.5', adapter });
  const counterCalls = () => api.calls.filter((call) => call.url.startsWith('/counter/')).map(({ method, url, params }) => ({ method, url, params }));
  return { store: makeStore({ http }), counterCalls, requestedWith };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en', resources: { games } });
});

function at(location: string, store: ReturnType<typeof makeStore>, page: ReactElement) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={location}>{page}</StaticRouter>
      </I18nextProvider>
    </Provider>
  );
}

const game2048 = (routeId: string) => <Game2048Page routeId={routeId} params={{ slug: '2048' }} edition="en" origin="https://meydan.test" />;
const reactionsBar = () => screen.getByRole('region', { name: 'How do you feel about this game?' });

describe('reactions on game pages (game:{slug})', () => {
  it('shows the bar under the game, above the rules, and asks for the reader’s state only once hydrated', async () => {
    const { store, counterCalls, requestedWith } = pageStore((call) => emptyState(String(call.params?.['key'])));
    const html = renderToString(at('/game/2048', store, game2048('games.game')));
    expect(html).toContain('How do you feel about this game?');
    expect(html).not.toContain('reactions__count');
    expect(counterCalls()).toEqual([]);

    const { container } = render(at('/game/2048', store, game2048('games.game')));
    await waitFor(() => expect(within(reactionsBar()).getByRole('button', { name: /Love/ })).toHaveTextContent('4'));
    expect(counterCalls()).toEqual([{ method: 'GET', url: '/counter/state', params: { key: 'game:2048' } }]);
    expect(requestedWith).toContain('XMLHttpRequest');
    // Below the board, above the folded rules.
    const order = [...container.querySelectorAll('.g2048__board, .reactions, .game-rules')].map((node) => node.className.split(' ')[0]);
    expect(order).toEqual(['g2048__board', 'reactions', 'game-rules']);
  });

  it('adds a reaction with the counter service’s hit, and explains the limit of three', async () => {
    const { store, counterCalls } = pageStore((call) => {
      const key = String(call.params?.['key']);
      if (call.url === '/counter/state') return { ...emptyState(key), mine: ['wow', 'clap'] };
      return { ...emptyState(key), counts: { ...emptyState(key).counts, love: 5 }, mine: ['love', 'wow', 'clap'] };
    });
    render(at('/game/2048', store, game2048('games.game')));
    const love = await waitFor(() => {
      const button = within(reactionsBar()).getByRole('button', { name: /Love/ });
      expect(button).toBeEnabled();
      return button;
    });
    fireEvent.click(love);
    await waitFor(() => expect(love).toHaveAttribute('aria-pressed', 'true'));
    expect(love).toHaveTextContent('5');
    expect(counterCalls().at(-1)).toEqual({ method: 'GET', url: '/counter/hit', params: { key: 'game:2048', reaction: 'love' } });
    expect(within(reactionsBar()).getByRole('status')).toHaveTextContent('You can give up to 3 different reactions. Remove one to choose another.');
    expect(within(reactionsBar()).getByRole('button', { name: /Funny/ })).toBeDisabled();
  });

  it('shows them under a partner’s game frame, keyed by its catalogue slug', async () => {
    const fetchMock = jest.fn(() => Promise.resolve({ type: 'opaque', ok: false }));
    Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
    const entry = { slug: 'zone-okey', name: 'Zone Okey', url: '/partner-games/zone-okey/', orientation: 'horizontal', description: 'Okey.' } as CatalogueEntry;
    const { store, counterCalls } = pageStore((call) => emptyState(String(call.params?.['key'])));
    const { container } = render(at('/game/zone-okey', store, <PartnerGamePage entry={entry} edition="en" />));
    await waitFor(() => expect(counterCalls()).toEqual([{ method: 'GET', url: '/counter/state', params: { key: 'game:zone-okey' } }]));
    expect(container.querySelector('.partner-frame ~ .reactions')).not.toBeNull();
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('leaves them out of the native apps’ chrome-less views', async () => {
    const { store, counterCalls } = pageStore((call) => emptyState(String(call.params?.['key'])));
    const { container } = render(at('/mobile/2048/view', store, game2048('games.mobile.view')));
    // Long enough for the page's other requests to settle (the daily puzzle): still no counter call.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('.game-rules')).not.toBeNull();
    expect(container.querySelector('.reactions')).toBeNull();
    expect(counterCalls()).toEqual([]);
  });
});
