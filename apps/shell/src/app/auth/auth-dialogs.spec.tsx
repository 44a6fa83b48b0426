import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { cookieAuthTokenSource, createHttpClient } from '@meydan/shared/data-access/api-client';
import { bootstrapAuth, makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { createI18n } from '@meydan/shared/util/i18n';
import { BrowserRouter } from '@meydan/shared/util/router';
import { openLoginDialog } from '@meydan/shared/ui';
import { isProofOfWorkSolution } from '@meydan/shared/util/proof-of-work';
import { AUTH_TOKEN_COOKIE, setCookie } from '@meydan/shared/util/cookies';
import { clearDocumentCookies, fakeApi, memberFixture, type FakeApiCall, type FakeApiReply, testJwt } from '@meydan/shared/testing';
import { Header } from '../layout/header';
import { AuthDialogsProvider } from './auth-dialogs';

const member = memberFixture;
const TOKEN = testJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
const tokens = { status: 200, data: { authToken: TOKEN, refreshToken: 'r1' } };
const notFound: FakeApiReply = { status: 404, data: { statusCode: 404, message: 'Not found' } };

/** The API after a successful login or registration: the cookie is set, the profile answers. */
function signIn(): FakeApiReply {
  setCookie(AUTH_TOKEN_COOKIE, TOKEN);
  return tokens;
}
/** The open dialog once its form, fetched with the dialog (a lazy chunk), is in. */
async function loadedDialog(options?: { name: string }): Promise<HTMLElement> {
  const dialog = screen.getByRole('dialog', options);
  await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
  return dialog;
}
function profile(call: FakeApiCall): FakeApiReply {
  return call.authorization === `Bearer ${TOKEN}` ? { status: 200, data: member } : { status: 401, data: { statusCode: 401, message: 'Sign in again.' } };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en' });
});
beforeEach(() => {
  clearDocumentCookies();
  window.history.replaceState(null, '', '/');
});

async function setup(route: (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>, { language = 'en' } = {}) {
  const http = createHttpClient({ baseURL: '/api/v3.5', auth: { tokens: cookieAuthTokenSource, onSessionEnded: () => store.dispatch(signedOut()) } });
  const api = fakeApi(route);
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  await i18n.changeLanguage(language);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AuthDialogsProvider edition="en">
            <Header edition="en" />
          </AuthDialogsProvider>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, calls: api.calls, user, view };
}

async function anonymous(route: (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply> = () => notFound, options?: { language?: string }) {
  const ctx = await setup(route, options);
  await act(() => ctx.store.dispatch(bootstrapAuth({ hasSession: false })));
  return ctx;
}

describe('header member slot', () => {
  it('shows nothing while the session is unknown or loading', async () => {
    let answer: (reply: FakeApiReply) => void = () => undefined;
    setCookie(AUTH_TOKEN_COOKIE, TOKEN);
    const { store, calls } = await setup(() => new Promise<FakeApiReply>((resolve) => (answer = resolve)));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = store.dispatch(bootstrapAuth({ hasSession: true }));
    });
    expect(store.getState().auth.status).toBe('loading');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByText('ayse')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await act(async () => {
      answer({ status: 200, data: member });
      await running;
    });
    expect(screen.getByRole('button', { name: /ayse/ })).toBeInTheDocument();
  });

  it('offers sign-in to an anonymous reader, in the edition language', async () => {
    await anonymous(undefined, { language: 'tr' });
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeInTheDocument();
  });

  it('shows the member with the user-icon avatar and a menu that signs out, saying so when that fails', async () => {
    const { store, user } = await setup((call) => (call.url === '/auth/logout' ? { status: 503, data: { statusCode: 503, message: 'x' } } : notFound));
    act(() => {
      store.dispatch(userLoaded({ user: member }));
    });
    const button = screen.getByRole('button', { name: /ayse/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile/ayse');
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/write');
    expect(screen.getByRole('link', { name: 'My posts' })).toHaveAttribute('href', '/write/my-posts');
    // The feedback form, told which page the member was on.
    expect(screen.getByRole('link', { name: 'Send feedback' })).toHaveAttribute('href', `/feedback?from=${encodeURIComponent(window.location.pathname)}`);
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Operation failed, please try again.');
    expect(store.getState().auth.status).toBe('member');
  });
});

describe('header account menu for staff', () => {
  it.each(['editor', 'admin'] as const)('links an %s to the /admin area', async (role) => {
    const { store, user } = await setup(() => notFound);
    act(() => {
      store.dispatch(userLoaded({ user: { ...member, role } }));
    });
    await user.click(screen.getByRole('button', { name: /ayse/ }));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});

describe('login dialog', () => {
  it('moves focus in, traps it, closes on Escape and gives focus back to the opener', async () => {
    const { user } = await anonymous();
    const opener = screen.getByRole('button', { name: 'Sign in' });
    await user.click(opener);
    const dialog = await loadedDialog({ name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Username or e-mail')).toHaveFocus();
    // Shift+Tab from the first field wraps to the last control, Tab wraps back to the first.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows the server message on a wrong password and keeps the typed id', async () => {
    const { user, calls } = await anonymous((call) =>
      call.url === '/auth/login' ? { status: 401, data: { statusCode: 401, message: 'Please enter correct username and password.' } } : notFound,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await loadedDialog();
    await user.type(within(dialog).getByLabelText('Username or e-mail'), 'ayse');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter correct username and password.');
    expect(within(dialog).getByLabelText('Username or e-mail')).toHaveValue('ayse');
    expect(calls.find((call) => call.url === '/auth/login')?.data).toEqual({ grant_type: 'password', id: 'ayse', password: 'wrong-one' });
  });

  it('checks the fields with the contract before calling the API', async () => {
    const { user, calls } = await anonymous();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await loadedDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByText('Please enter your username or e-mail address.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username or e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url === '/auth/login')).toHaveLength(0);
  });

  it('signs in, closes and shows the member', async () => {
    const { user } = await anonymous((call) => (call.url === '/auth/login' ? signIn() : call.url === '/users/me/profile' ? profile(call) : notFound));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await loadedDialog();
    await user.type(within(dialog).getByLabelText('Username or e-mail'), 'ayse');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /ayse/ })).toBeInTheDocument();
  });

  it('opens from ?login=1 and drops the query on close', async () => {
    window.history.replaceState(null, '', '/news?login=1&x=2');
    const { user } = await anonymous();
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?x=2');
  });

  it('opens from the window event remotes dispatch, and not for a member', async () => {
    const { store } = await anonymous();
    act(() => openLoginDialog());
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    act(() => {
      store.dispatch(userLoaded({ user: member }));
    });
    act(() => openLoginDialog({ view: 'register' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('registration dialog', () => {
  async function openRegistration(route: (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply> = () => notFound) {
    const ctx = await anonymous(route);
    await ctx.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await ctx.user.click(within(await loadedDialog({ name: 'Sign in' })).getByRole('button', { name: 'Sign up' }));
    const dialog = await loadedDialog({ name: 'Create an account' });
    const fill = async (email: string, password: string, repeat: string) => {
      await ctx.user.type(within(dialog).getByLabelText('E-mail'), email);
      await ctx.user.type(within(dialog).getByLabelText('Password'), password);
      await ctx.user.type(within(dialog).getByLabelText('Password (again)'), repeat);
      await ctx.user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    };
    return { ...ctx, dialog, fill };
  }

  it('says so when the repeat does not match, without calling the API', async () => {
    const { dialog, fill, calls } = await openRegistration();
    expect(within(dialog).getByLabelText('E-mail')).toHaveFocus();
    await fill('new@example.com', 'secret-1', 'secret-2');
    expect(within(dialog).getByText('Please enter same password twice.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password (again)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.url)).not.toContain('/auth/challenge');
  });

  it('shows the schema messages for a short password and a bad e-mail (in Russian too)', async () => {
    const { dialog, fill } = await openRegistration();
    await fill('not-an-email', '12345', '12345');
    expect(within(dialog).getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ru'));
    expect(within(dialog).getByText('Введите корректный адрес электронной почты.')).toBeInTheDocument();
  });

  it('solves the robot check and sends its nonce with the registration, then shows the member', async () => {
    const { dialog, fill, calls } = await openRegistration((call) => {
      if (call.url === '/auth/challenge') return { status: 200, data: { challenge: 'test-challenge.1', difficulty: 8, expiresIn: 600 } };
      if (call.url === '/auth/register') return signIn();
      if (call.url === '/users/me/profile') return profile(call);
      return notFound;
    });
    await fill('new@example.com', 'secret-1', 'secret-1');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const sent = calls.find((call) => call.url === '/auth/register')?.data as Record<string, string>;
    expect(sent).toMatchObject({ version: 'v1', email: 'new@example.com', password: 'secret-1', challenge: 'test-challenge.1' });
    expect(isProofOfWorkSolution('test-challenge.1', sent['nonce'] as string, 8)).toBe(true);
    expect(screen.getByRole('button', { name: /ayse/ })).toBeInTheDocument();
  });

  it('shows the robot check progress while solving', async () => {
    let answer: (reply: FakeApiReply) => void = () => undefined;
    const { dialog, fill } = await openRegistration((call) =>
      call.url === '/auth/challenge' ? new Promise<FakeApiReply>((resolve) => (answer = resolve)) : notFound,
    );
    await fill('new@example.com', 'secret-1', 'secret-1');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Checking that you are not a robot…');
    await act(async () => answer({ status: 429, data: { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' } }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it('shows the server’s 409 message and keeps the form', async () => {
    const taken = 'An account with this e-mail address may already exist. Try logging in or resetting your password.';
    const { dialog, fill } = await openRegistration((call) => {
      if (call.url === '/auth/challenge') return { status: 200, data: { challenge: 'c', difficulty: 1, expiresIn: 600 } };
      if (call.url === '/auth/register') return { status: 409, data: { statusCode: 409, message: taken } };
      return notFound;
    });
    await fill('ayse@example.com', 'secret-1', 'secret-1');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(taken);
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ayse@example.com');
  });
});
