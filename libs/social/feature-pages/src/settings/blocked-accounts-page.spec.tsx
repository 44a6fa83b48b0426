import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { BlockedListResponse } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, memberFixture, type FakeApiCall, type FakeApiReply } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import { BlockedAccountsPage } from './blocked-accounts-page';

const I18N_DIR = join(__dirname, '../../../../../apps/social/src/i18n');
const social = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'tr', resources: { social } });
});
afterEach(() => clearDocumentCookies());

const blockedList = (usernames: string[]): BlockedListResponse => ({
  items: usernames.map((username) => ({ _id: `id-${username}`, username, name: username.toUpperCase(), avatar: null, premium: false, isActive: true, blockedAt: '2026-03-10T12:00:00.000Z' })),
  pagination: { page: 1, limit: 40, total: usernames.length, totalPages: 1, hasNextPage: false },
});

function setup(route: (call: FakeApiCall) => FakeApiReply, anonymous = false) {
  const http = createHttpClient({ baseURL: '/api' });
  const api = fakeApi(route);
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  store.dispatch(anonymous ? signedOut() : userLoaded({ user: memberFixture }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location="/ayarlar/engellenen-hesaplar">
          <BlockedAccountsPage routeId="social.settings.blocked-accounts" params={{}} edition="tr" origin="https://meydan.test" />
        </StaticRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { calls: api.calls, user: userEvent.setup() };
}

describe('blocked accounts page', () => {
  it('lists the blocked members with their profile links and unblocks one, after which the list is asked again', async () => {
    let blocked = ['kaan', 'zeynep'];
    const { calls, user } = setup((call) => {
      if (call.url === '/social/me/blocked') return { status: 200, data: blockedList(blocked) };
      if (call.method === 'DELETE' && call.url === '/social/me/blocked/id-kaan') {
        blocked = ['zeynep'];
        return { status: 200, data: { blocked: false } };
      }
      return { status: 404, data: '' };
    });
    const list = within(await screen.findByRole('list', { name: 'Engellenen hesaplar' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Engellenen hesaplar' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: /KAAN/ })).toHaveAttribute('href', '/profil/kaan');
    expect(list.getAllByText('Engellendi: 10.03.2026')).toHaveLength(2);
    await user.click(list.getByRole('button', { name: 'Engeli kaldır: @kaan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('@kaan için engel kaldırıldı.');
    await waitFor(() => expect(screen.queryByRole('link', { name: /KAAN/ })).not.toBeInTheDocument());
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', '/social/me/blocked'],
      ['DELETE', '/social/me/blocked/id-kaan'],
      ['GET', '/social/me/blocked'],
    ]);
  });

  it('says when nobody is blocked and how to block', async () => {
    setup(() => ({ status: 200, data: blockedList([]) }));
    expect(await screen.findByText('Engellediğin kimse yok.')).toBeInTheDocument();
    expect(screen.getByText(/Diğer işlemler/)).toBeInTheDocument();
  });

  it('keeps the row and says why when unblocking fails', async () => {
    const { user } = setup((call) => (call.method === 'DELETE' ? { status: 500, data: '' } : { status: 200, data: blockedList(['kaan']) }));
    await user.click(await screen.findByRole('button', { name: 'Engeli kaldır: @kaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('İşlem başarısız oldu, lütfen tekrar dene.');
    expect(screen.getByRole('link', { name: /KAAN/ })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    const { user } = setup(() => (fail ? { status: 503, data: '' } : { status: 200, data: blockedList(['kaan']) }));
    expect(await screen.findByText('Engellenen hesaplar yüklenemedi.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('link', { name: /KAAN/ })).toBeInTheDocument();
  });

  it('asks a visitor to sign in without calling the API', () => {
    const { calls } = setup(() => ({ status: 200, data: blockedList([]) }), true);
    expect(screen.getByText('Hesabını yönetmek için giriş yap.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
