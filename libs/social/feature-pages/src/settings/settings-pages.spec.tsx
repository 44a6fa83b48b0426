import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { CurrentUser, Session } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, memberFixture, type FakeApiRoute } from '@meydan/shared/testing';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import { AUTH_TOKEN_COOKIE } from '@meydan/shared/util/cookies';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { StaticRouter } from '@meydan/shared/util/router';
import { ChangePasswordPage } from './change-password-page';
import { DeactivateAccountPage } from './deactivate-account-page';
import { DeleteAccountRequestPage } from './delete-account-request-page';
import { SETTINGS_SECTIONS, settingsLoader } from './settings-layout';
import { SettingsPage } from './settings-page';

const I18N_DIR = join(__dirname, '../../../../../apps/social/src/i18n');
const social = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));
const NO_CONTENT = { status: 204, data: '' };
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en', resources: { social } });
});
afterEach(() => clearDocumentCookies());

type Member = CurrentUser | 'anonymous' | 'unknown';

function setup(route: FakeApiRoute, page: ReactElement, member: Member = memberFixture) {
  const http = createHttpClient({ baseURL: '/api' });
  const api = fakeApi(route);
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  if (member === 'anonymous') store.dispatch(signedOut());
  else if (member !== 'unknown') store.dispatch(userLoaded({ user: member }));
  const tree = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location="/settings">{page}</StaticRouter>
      </I18nextProvider>
    </Provider>
  );
  return { store, calls: api.calls, tree, user: userEvent.setup() };
}
const props = (routeId: string, edition: 'tr' | 'en' | 'ru' = 'en') => ({ routeId, params: {}, edition, origin: 'https://meydan.test' });

function session(overrides: Partial<Session>): Session {
  return { _id: 's', createdAt: '2026-05-01T08:00:00.000Z', lastUsedAt: '2026-06-01T09:30:00.000Z', expiresAt: '2026-07-31T09:30:00.000Z', userAgent: null, current: false, ...overrides };
}

describe('settings loaders', () => {
  it.each(SETTINGS_SECTIONS.map(({ key }) => key))('%s: noindex head in every edition, no API call', async (key) => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const dispatch = jest.fn();
      const ctx = { edition, routeId: key, pathname: '/settings', search: '', params: {}, origin: 'https://meydan.test', dispatch, getState: () => ({}), i18n, isServer: true } as RouteContext;
      const result = await settingsLoader(key)(ctx);
      expect(result.head).toEqual({ title: `${social[edition].settings.pages[key].title} | Meydan`, description: social[edition].settings.pages[key].description, noindex: true });
      expect(dispatch).not.toHaveBeenCalled();
    }
  });
});

describe('settings layout', () => {
  it('links every section with the edition paths and marks the current one', () => {
    const { tree } = setup(() => NO_CONTENT, <ChangePasswordPage {...props('social.settings.change-password', 'tr')} />);
    render(tree);
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/ayarlar', '/profil/ayse/ayarlar', '/ayarlar/engellenen-hesaplar', '/ayarlar/deprem-uyarilari', '/ayarlar/sifre-degistir', '/ayarlar/hesap-dondurma', '/ayarlar/hesap-silme']);
    expect(within(nav).getByRole('link', { name: 'Change password' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('renders a loading line on the server and while the session is looked at, without calls', () => {
    const { tree, calls } = setup(() => NO_CONTENT, <SettingsPage {...props('social.settings')} />, 'unknown');
    expect(renderToString(tree)).toContain('Loading your account…');
    render(tree);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(calls).toEqual([]);
  });

  it('asks a visitor to sign in without calling the API, then shows the account once they do', async () => {
    const sessions = { items: [session({ _id: 's1', userAgent: FIREFOX_WINDOWS, current: true })] };
    const { tree, calls, user, store } = setup(() => ({ status: 200, data: sessions }), <SettingsPage {...props('social.settings')} />, 'anonymous');
    render(tree);
    expect(screen.getByText('Sign in to manage your account.')).toBeInTheDocument();
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);

    act(() => {
      store.dispatch(userLoaded({ user: memberFixture }));
    });
    expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.url])).toEqual([['GET', '/users/me/sessions']]);
  });
});

describe('settings overview', () => {
  it('shows the account and the confirmed badge', async () => {
    const { tree } = setup(() => ({ status: 200, data: { items: [] } }), <SettingsPage {...props('social.settings')} />);
    render(tree);
    expect(screen.getByText('ayse')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the confirmation link again' })).not.toBeInTheDocument();
  });

  it('sends a new confirmation link to an unconfirmed address', async () => {
    const notice = 'We sent a confirmation link to your e-mail address.';
    const { tree, calls, user } = setup(
      (call) => (call.url === '/auth/verify-email/new' ? { status: 202, data: { message: notice } } : { status: 200, data: { items: [] } }),
      <SettingsPage {...props('social.settings')} />,
      { ...memberFixture, emailVerified: false },
    );
    render(tree);
    expect(screen.getByText('Not confirmed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/auth/verify-email/new').map((call) => call.method)).toEqual(['GET']);
  });

  it('lists the sessions, this device first, and signs out everywhere else', async () => {
    let items = [
      session({ _id: 's2', userAgent: SAFARI_IPHONE, lastUsedAt: '2026-06-01T09:30:00.000Z' }),
      session({ _id: 's1', userAgent: FIREFOX_WINDOWS, current: true }),
      session({ _id: 's3', userAgent: null }),
    ];
    const { tree, calls, user } = setup((call) => {
      if (call.method === 'DELETE') {
        items = items.filter((item) => item.current);
        return { status: 200, data: { ended: 2 } };
      }
      return { status: 200, data: { items } };
    }, <SettingsPage {...props('social.settings')} />);
    render(tree);
    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.session-item__device')?.textContent)).toEqual(['Firefox on WindowsThis device', 'Safari on iOS', 'Unknown device']);
    expect(rows[1]).toHaveTextContent('Last active: Jun 1, 2026');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('You are now signed out on every other device.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => [call.url, call.params])).toEqual([['/users/me/sessions', { keepCurrent: true }]]);
    // The list was fetched again and only this device is left.
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
    expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET' && call.url === '/users/me/sessions')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('signs this browser out too when ending every session', async () => {
    const items = [session({ _id: 's1', userAgent: FIREFOX_WINDOWS, current: true })];
    const { tree, calls, user, store } = setup(
      (call) => (call.method === 'DELETE' ? { status: 200, data: { ended: 1 } } : call.method === 'POST' ? NO_CONTENT : { status: 200, data: { items } }),
      <SettingsPage {...props('social.settings')} />,
    );
    document.cookie = `${AUTH_TOKEN_COOKIE}=token; Path=/`;
    // jsdom cannot reload: the store's logout still tries, which jsdom reports as not implemented.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(tree);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Sign in to manage your account.')).toBeInTheDocument();
    reported.mockRestore();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url, call.params])).toEqual([
      ['DELETE', '/users/me/sessions', { keepCurrent: false }],
      ['POST', '/auth/logout', undefined],
    ]);
    expect(store.getState().auth.status).toBe('anonymous');
    expect(document.cookie).not.toContain(AUTH_TOKEN_COOKIE);
  });

  it('keeps the member signed in when ending the sessions fails', async () => {
    const { tree, user, store } = setup(
      (call) => (call.method === 'DELETE' ? { status: 500, data: {} } : { status: 200, data: { items: [session({ current: true })] } }),
      <SettingsPage {...props('social.settings')} />,
    );
    render(tree);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Operation failed, please try again.')).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('member');
  });
});

describe('change password page', () => {
  const current = () => screen.getByLabelText('Current password');
  async function fill(user: ReturnType<typeof userEvent.setup>, values: { current?: string; password?: string; repeat?: string }) {
    if (values.current) await user.type(current(), values.current);
    if (values.password) await user.type(screen.getByLabelText('New password'), values.password);
    if (values.repeat) await user.type(screen.getByLabelText('Password (again)'), values.repeat);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('checks the §5 rules before calling the API', async () => {
    const { tree, calls, user } = setup(() => NO_CONTENT, <ChangePasswordPage {...props('social.settings.change-password')} />);
    render(tree);
    await fill(user, { password: 'abc', repeat: 'abd' });
    expect(screen.getByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Please enter same password twice.')).toBeInTheDocument();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('changes the password, confirms it and clears the form', async () => {
    const { tree, calls, user } = setup(() => NO_CONTENT, <ChangePasswordPage {...props('social.settings.change-password')} />);
    render(tree);
    await fill(user, { current: 'old-secret', password: 'new-secret', repeat: 'new-secret' });
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.url, call.data])).toEqual([['PUT', '/users/me/password', { oldPassword: 'old-secret', password: 'new-secret' }]]);
    expect(current()).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Password (again)')).toHaveValue('');
  });

  it('shows a wrong current password at its field and keeps what was typed', async () => {
    const { tree, user } = setup(
      () => ({ status: 400, data: { statusCode: 400, message: 'Your current password is not correct.' } }),
      <ChangePasswordPage {...props('social.settings.change-password')} />,
    );
    render(tree);
    await fill(user, { current: 'wrong-one', password: 'new-secret', repeat: 'new-secret' });
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(current()).toHaveAccessibleDescription('Your current password is not correct.');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(current()).toHaveValue('wrong-one');
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret');
  });

  it('shows any other refusal above the form', async () => {
    const { tree, user } = setup(() => ({ status: 429, data: {} }), <ChangePasswordPage {...props('social.settings.change-password')} />);
    render(tree);
    await fill(user, { current: 'old-secret', password: 'new-secret', repeat: 'new-secret' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
  });

  it('sends a member who signed up with Google to the forgot-password page', () => {
    const { tree } = setup(() => NO_CONTENT, <ChangePasswordPage {...props('social.settings.change-password')} />, { ...memberFixture, loginSource: 'google' });
    render(tree);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByText(/You signed up with Google/)).toBeInTheDocument();
    expect(screen.getByText(/ayse@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a password link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});

describe('deactivate account page', () => {
  it('deactivates only after the confirmation, then signs this browser out', async () => {
    const { tree, calls, user, store } = setup(() => NO_CONTENT, <DeactivateAccountPage {...props('social.settings.deactivate-account')} />);
    document.cookie = `${AUTH_TOKEN_COOKIE}=token; Path=/`;
    render(tree);
    expect(screen.getByText(/hidden until you sign in again/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Why are you leaving? (optional)'), '  Taking a break  ');
    await user.click(screen.getByRole('button', { name: 'Deactivate my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate my account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, deactivate' }));
    expect(await screen.findByText(/Your account is deactivated/)).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.url, call.data])).toEqual([['PUT', '/users/me/freeze', { feedback: 'Taking a break' }]]);
    expect(store.getState().auth.status).toBe('anonymous');
    expect(document.cookie).not.toContain(AUTH_TOKEN_COOKIE);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('keeps the reason and the session when the call fails', async () => {
    const { tree, user, store } = setup(() => ({ status: 500, data: {} }), <DeactivateAccountPage {...props('social.settings.deactivate-account')} />);
    render(tree);
    await user.type(screen.getByLabelText('Why are you leaving? (optional)'), 'Too many notifications');
    await user.click(screen.getByRole('button', { name: 'Deactivate my account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(await screen.findByText('Operation failed, please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Why are you leaving? (optional)')).toHaveValue('Too many notifications');
    expect(store.getState().auth.status).toBe('member');
  });

  it('asks a visitor to sign in', () => {
    const { tree, calls } = setup(() => NO_CONTENT, <DeactivateAccountPage {...props('social.settings.deactivate-account')} />, 'anonymous');
    render(tree);
    expect(screen.getByText('Sign in to manage your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate my account' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('delete account page', () => {
  const reasonLabel = 'Why do you want to delete your account? (optional)';

  it('asks for the deletion link and shows the mailed notice', async () => {
    const notice = 'We sent a link to your e-mail address. Open it within 24 hours to delete your account.';
    const { tree, calls, user, store } = setup(() => ({ status: 202, data: { message: notice } }), <DeleteAccountRequestPage {...props('social.settings.delete-account')} />);
    render(tree);
    expect(screen.getByText(/permanent/)).toBeInTheDocument();
    expect(screen.getByText(/attributed to a deleted user/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me the deletion link' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete your account?' })).getByRole('button', { name: 'Yes, send the link' }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.url, call.data])).toEqual([['POST', '/users/me/request-delete', {}]]);
    expect(store.getState().auth.status).toBe('member');
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings');
  });

  it('keeps the reason when there were too many requests', async () => {
    const { tree, calls, user } = setup(() => ({ status: 429, data: {} }), <DeleteAccountRequestPage {...props('social.settings.delete-account')} />);
    render(tree);
    await user.type(screen.getByLabelText(reasonLabel), 'I use another site');
    await user.click(screen.getByRole('button', { name: 'Send me the deletion link' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send the link' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(calls[0]?.data).toEqual({ feedback: 'I use another site' });
    expect(screen.getByLabelText(reasonLabel)).toHaveValue('I use another site');
  });

  it('counts the reason and refuses more than 500 characters without losing any', async () => {
    const { tree, calls, user } = setup(() => ({ status: 202, data: { message: 'sent' } }), <DeleteAccountRequestPage {...props('social.settings.delete-account')} />);
    render(tree);
    const field = screen.getByLabelText(reasonLabel);
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
    expect(screen.getByText('The reason can be at most 500 characters long.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send me the deletion link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(field).toHaveValue('x'.repeat(501));

    await user.type(field, '{Backspace}');
    expect(screen.getByText('500 / 500')).toBeInTheDocument();
    expect(screen.queryByText('The reason can be at most 500 characters long.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me the deletion link' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send the link' }));
    expect(await screen.findByText('sent')).toBeInTheDocument();
    expect(calls[0]?.data).toEqual({ feedback: 'x'.repeat(500) });
  });
});
