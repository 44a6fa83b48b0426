import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore } from '@meydan/shared/data-access/store';
import { fakeApi, type FakeApiCall, type FakeApiReply } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { StaticRouter } from '@meydan/shared/util/router';
import { UserSearchPage, userSearchHref, userSearchLoader, userSearchQuery } from './user-search-page';

const I18N_DIR = join(__dirname, '../../../../../apps/social/src/i18n');
const social = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'tr', resources: { social } });
});

function setup(route: (call: FakeApiCall) => FakeApiReply, location: string, params: Record<string, string>, routeId = 'social.search.user') {
  const http = createHttpClient({ baseURL: '/api' });
  const api = fakeApi(route);
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={location}>
          <UserSearchPage routeId={routeId} params={params} edition="tr" origin="https://meydan.test" />
        </StaticRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { calls: api.calls };
}

const author = (username: string, name: string, isActive = true) => ({ _id: `id-${username}`, username, name, avatar: null, isActive });

describe('member search', () => {
  it('reads the query from the path or ?q= and builds the addresses', () => {
    expect(userSearchQuery({ slug: '  ali   veli ' }, '')).toBe('ali veli');
    expect(userSearchQuery({}, '?q=ay%C5%9Fe')).toBe('ayşe');
    expect(userSearchHref('tr', 'social.search.user', 'ali veli')).toBe('/ara/uye/ali%20veli');
    expect(userSearchHref('en', 'social.user-search', '')).toBe('/user');
  });

  it('asks for a query without calling the API', () => {
    const { calls } = setup(() => ({ status: 200, data: { items: [] } }), '/ara/uye', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Üye ara' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toHaveAttribute('action', '/ara/uye');
    const tabs = within(screen.getByRole('navigation', { name: 'Arama sonuçları' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Haberler', '/ara/haber', null],
      ['Etiketler', '/ara/etiket', null],
      ['Üyeler', '/ara/uye', 'page'],
    ]);
    expect(screen.getByText('Aradığın üyenin kullanıcı adını ya da adını yaz.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Kullanıcı adı ya da ad' })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('says a one-letter query is too short', () => {
    const { calls } = setup(() => ({ status: 200, data: { items: [] } }), '/uye/a', { slug: 'a' }, 'social.user-search');
    expect(screen.getByText('Lütfen en az 2 karakter yaz.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists matching members linked to their profiles; a deactivated one has no link', async () => {
    const { calls } = setup(() => ({ status: 200, data: { items: [author('ali', 'Ali Kaya'), author('alinda', 'Alinda'), author('aliriza', 'Ali Rıza', false)] } }), '/ara/uye/ali', { slug: 'ali' });
    const list = within(await screen.findByRole('list', { name: '“ali” için üyeler' }));
    expect(list.getByRole('link', { name: /Ali Kaya/ })).toHaveAttribute('href', '/profil/ali');
    expect(list.getByRole('link', { name: /Alinda/ })).toHaveAttribute('href', '/profil/alinda');
    expect(list.queryByRole('link', { name: /Ali Rıza/ })).not.toBeInTheDocument();
    expect(screen.getByText('Bulunan üye: 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Haberler' })).toHaveAttribute('href', '/ara/haber/ali');
    expect(calls.map((call) => [call.url, call.params])).toEqual([['/search/user', { q: 'ali' }]]);
  });

  it('says when nobody matches, and when the search fails', async () => {
    setup(() => ({ status: 200, data: { items: [] } }), '/ara/uye/zzz', { slug: 'zzz' });
    expect(await screen.findByText('“zzz” ile eşleşen üye bulunamadı.')).toBeInTheDocument();
  });

  it('says when the search fails', async () => {
    setup(() => ({ status: 500, data: '' }), '/ara/uye/ali', { slug: 'ali' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Arama yapılamadı. Lütfen tekrar dene.');
  });

  it('keeps search pages out of indexes', async () => {
    const ctx = { edition: 'en', routeId: 'social.search.user', pathname: '/search/user/ali', search: '', params: { slug: 'ali' }, origin: 'https://meydan.test', dispatch: jest.fn(), getState: () => ({}), i18n, isServer: true } as unknown as RouteContext;
    await expect(userSearchLoader(ctx)).resolves.toEqual({ head: { title: 'Members matching “ali” | Meydan', description: 'Search Meydan members by username or name and go to their profiles.', noindex: true } });
  });
});
