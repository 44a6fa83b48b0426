import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { type ReactNode, useCallback, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { loginWithPassword, makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, memberFixture, type FakeApiCall } from '@meydan/shared/testing';
import { applyTheme, getCookie } from '@meydan/shared/util/cookies';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { ThemeToggle } from './theme-toggle';
import { ThemeChoice } from './theme-choice';
import { useMemberThemeSaving } from './member-theme';

let i18n: Record<'tr' | 'en' | 'ru', I18n>;
beforeAll(async () => {
  i18n = { tr: await createI18n({ edition: 'tr' }), en: await createI18n({ edition: 'en' }), ru: await createI18n({ edition: 'ru' }) };
  // The toggle's shown state comes from the stylesheet: the real rules, so the name is the one a reader hears.
  const css = readFileSync(join(__dirname, '../../styles/shell.css'), 'utf8');
  const rules = css.split('\n').filter((line) => line.includes('theme-toggle__state'));
  const style = document.createElement('style');
  style.textContent = rules.join('\n');
  document.head.appendChild(style);
});

beforeEach(() => {
  clearDocumentCookies();
  delete document.documentElement.dataset['theme'];
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: () => ({ matches: false }) });
});

function setup(children: ReactNode, edition: 'tr' | 'en' | 'ru' = 'en', respond: (call: FakeApiCall) => { status: number; data: unknown } = () => ({ status: 200, data: {} })) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi(respond, { maxCalls: 50 });
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n[edition]}>{children}</I18nextProvider>
    </Provider>,
  );
  const saves = () => api.calls.filter((call) => call.url === '/users/me' && call.method?.toUpperCase() === 'PUT').map((call) => call.data);
  return { view, store, saves };
}

describe('the header theme toggle (issue 20)', () => {
  it('is named by the state the page shows, in each edition, and cycles it', () => {
    setup(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Colour theme: system setting' })).toHaveAttribute('data-theme-toggle');
    fireEvent.click(screen.getByRole('button'));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(getCookie('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Colour theme: dark' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button', { name: 'Colour theme: light' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button', { name: 'Colour theme: system setting' })).toBeInTheDocument();
    expect(getCookie('theme')).toBeUndefined();
  });

  it('speaks Turkish and Russian', () => {
    applyTheme('dark');
    const turkish = setup(<ThemeToggle />, 'tr');
    expect(screen.getByRole('button', { name: 'Renk teması: koyu' })).toBeInTheDocument();
    turkish.view.unmount();
    setup(<ThemeToggle />, 'ru');
    expect(screen.getByRole('button', { name: 'Тема оформления: тёмная' })).toBeInTheDocument();
  });

  it('renders the same markup whatever the theme, so one server HTML suits every reader and hydration never disagrees', () => {
    const html = () => renderToString(
      <I18nextProvider i18n={i18n.en}>
        <ThemeToggle />
      </I18nextProvider>,
    );
    const system = html();
    applyTheme('dark');
    expect(html()).toBe(system);
  });
});

describe('the member menu theme choice', () => {
  it('marks the current choice as pressed and applies another', () => {
    setup(<ThemeChoice />);
    expect(screen.getByRole('group', { name: 'Colour theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
    // A change made elsewhere (the header toggle) shows here too.
    act(() => applyTheme('light'));
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  });
});

function Saver() {
  const [failed, setFailed] = useState(false);
  useMemberThemeSaving(useCallback(() => setFailed(true), []));
  return <p role="status">{failed ? 'failed' : ''}</p>;
}

describe('a member’s theme, saved to the account (SPEC §3 theme setting)', () => {
  it('saves each change of a signed-in member, and nothing for a visitor', async () => {
    const { store, saves } = setup(<Saver />);
    act(() => store.dispatch(signedOut()));
    act(() => applyTheme('dark'));
    act(() => {
      store.dispatch(userLoaded({ user: { ...memberFixture, theme: null } }));
    });
    act(() => applyTheme('light'));
    await waitFor(() => expect(saves()).toEqual([{ theme: 'light' }]));
    await waitFor(() => expect(store.getState().auth.user?.theme).toBe('light'));
    act(() => applyTheme(null));
    await waitFor(() => expect(saves()).toEqual([{ theme: 'light' }, { theme: null }]));
  });

  it('saves a press made while the session was still loading once the member is known', async () => {
    const { store, saves } = setup(<Saver />);
    act(() => applyTheme('dark'));
    expect(saves()).toEqual([]);
    act(() => {
      store.dispatch(userLoaded({ user: { ...memberFixture, theme: null } }));
    });
    await waitFor(() => expect(saves()).toEqual([{ theme: 'dark' }]));
  });

  it('says so when the account could not take it, and keeps it on this device', async () => {
    const { store } = setup(<Saver />, 'en', () => ({ status: 503, data: { message: 'busy', statusCode: 503 } }));
    act(() => {
      store.dispatch(userLoaded({ user: { ...memberFixture, theme: null } }));
    });
    act(() => applyTheme('dark'));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(getCookie('theme')).toBe('dark');
  });

  it('shows the saved theme when the member signs in, and keeps this browser’s when none is saved', async () => {
    let saved: 'light' | 'dark' | null = 'dark';
    const { store, saves } = setup(<Saver />, 'en', (call) =>
      call.url === '/auth/login'
        ? { status: 200, data: { authToken: 'a', refreshToken: 'r' } }
        : call.url === '/users/me/profile'
          ? { status: 200, data: { ...memberFixture, theme: saved } }
          : { status: 200, data: {} },
    );
    act(() => store.dispatch(signedOut()));
    await act(() => store.dispatch(loginWithPassword({ id: 'uye', password: 'x' })));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(getCookie('theme')).toBe('dark');
    // Applying the account's own theme is no change to save.
    expect(saves()).toEqual([]);

    act(() => store.dispatch(signedOut()));
    act(() => applyTheme('light'));
    saved = null;
    await act(() => store.dispatch(loginWithPassword({ id: 'uye', password: 'x' })));
    expect(getCookie('theme')).toBe('light');
  });
});
