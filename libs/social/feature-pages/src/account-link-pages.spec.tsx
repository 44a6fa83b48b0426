import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, userLoaded } from '@meydan/shared/data-access/store';
import { fakeApi, memberFixture, type FakeApiRoute } from '@meydan/shared/testing';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { StaticRouter } from '@meydan/shared/util/router';
import { accountLinkLoader } from './account-link-shared';
import { DeleteAccountPage } from './delete-account-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { formChecks } from './lazy/form-checks-loader';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

const I18N_DIR = join(__dirname, '../../../../apps/social/src/i18n');
const social = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));
// A 204 has an empty body: axios hands it over as ''.
const INVALID = { status: 400, data: { statusCode: 400, message: 'Invalid Link' } };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en', resources: { social } });
});

function setup(route: FakeApiRoute, page: ReactElement) {
  const http = createHttpClient({ baseURL: '/api' });
  const api = fakeApi(route);
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  const tree = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location="/auth">{page}</StaticRouter>
      </I18nextProvider>
    </Provider>
  );
  return { store, calls: api.calls, tree, user: userEvent.setup() };
}
const props = (slug?: string) => ({ routeId: 'social.auth', params: (slug ? { slug } : {}) as Record<string, string>, edition: 'en' as const, origin: 'https://meydan.test' });

describe('account link loaders', () => {
  it.each(['verifyEmail', 'forgotPassword', 'resetPassword', 'deleteAccount'] as const)('%s: noindex head in every edition, no API call', async (key) => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const dispatch = jest.fn();
      const ctx = { edition, routeId: key, pathname: '/auth', search: '', params: { slug: 't' }, origin: 'https://meydan.test', dispatch, getState: () => ({}), i18n, isServer: true } as RouteContext;
      const result = await accountLinkLoader(key)(ctx);
      expect(result.head?.noindex).toBe(true);
      expect(result.head?.title).toBe(`${social[edition].accountLinks[key].title} | Meydan`);
      expect(dispatch).not.toHaveBeenCalled();
    }
  });
});

describe('verify e-mail page', () => {
  it('does not spend the token while rendered on the server', () => {
    const { tree, calls } = setup(() => ({ status: 200, data: { emailVerified: true } }), <VerifyEmailPage {...props('tok')} />);
    const html = renderToString(tree);
    expect(html).toContain('Confirming your e-mail address');
    expect(calls).toEqual([]);
  });

  it('verifies once in the browser and offers sign-in', async () => {
    const { tree, calls, user } = setup(() => ({ status: 200, data: { emailVerified: true } }), <VerifyEmailPage {...props('tok')} />);
    render(tree);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your e-mail address…');
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.url, call.params])).toEqual([['GET', '/auth/verify-email', { token: 'tok' }]]);
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the server message for a used link', async () => {
    const { tree } = setup(() => INVALID, <VerifyEmailPage {...props('used')} />);
    render(tree);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Link');
  });

  it('explains a path without a token', () => {
    const { tree, calls } = setup(() => INVALID, <VerifyEmailPage {...props()} />);
    render(tree);
    expect(screen.getByText(/open the link in that e-mail/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('forgot password page', () => {
  it('shows the neutral notice from the server', async () => {
    const notice = 'If an account exists, we sent it a link.';
    const { tree, calls, user } = setup(() => ({ status: 202, data: { message: notice } }), <ForgotPasswordPage {...props()} />);
    render(tree);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('Please enter your username or e-mail address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username or e-mail'), ' someone ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.url, call.data])).toEqual([['POST', '/auth/reset-password/new', { id: 'someone' }]]);
  });

  it('keeps the typed value and localizes a refusal without a message', async () => {
    const { tree, user } = setup(() => ({ status: 429, data: {} }), <ForgotPasswordPage {...props()} />);
    render(tree);
    await user.type(screen.getByLabelText('Username or e-mail'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue('someone');
  });
});

describe('forgot password page without its checks', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts fetching the contract checks on the first focus, not with the page', async () => {
    const preload = jest.spyOn(formChecks, 'preload');
    const { tree, user } = setup(() => ({ status: 202, data: {} }), <ForgotPasswordPage {...props()} />);
    // The form reads `formChecks.preload` as it renders: the spy must be in place before.
    render(tree);
    expect(preload).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Username or e-mail'));
    expect(preload).toHaveBeenCalled();
  });

  it('says the operation failed when the checks cannot be fetched, sends nothing, and sends on the next try', async () => {
    jest.spyOn(formChecks, 'load').mockRejectedValueOnce(new Error('Loading chunk 488 failed.'));
    const { tree, calls, user } = setup(() => ({ status: 202, data: { message: 'Sent.' } }), <ForgotPasswordPage {...props()} />);
    render(tree);
    await user.type(screen.getByLabelText('Username or e-mail'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Operation failed, please try again.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue('someone');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
  });
});

describe('reset password page', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, password: string, repeat: string) {
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Password (again)'), repeat);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  }

  it('asks for the same password twice and checks the contract rules', async () => {
    const { tree, calls, user } = setup(() => ({ status: 204, data: '' }), <ResetPasswordPage {...props('tok')} />);
    render(tree);
    await fill(user, 'abc', 'abc');
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await fill(user, 'secret-one', 'x');
    expect(screen.getByText('Please enter same password twice.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves the password and offers sign-in', async () => {
    const { tree, calls, user } = setup(() => ({ status: 204, data: '' }), <ResetPasswordPage {...props('tok')} />);
    render(tree);
    await fill(user, 'secret-one', 'secret-one');
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.url, call.data])).toEqual([['POST', '/auth/reset-password', { token: 'tok', password: 'secret-one' }]]);
  });

  it('shows "Invalid Link" with the way to a new link', async () => {
    const { tree, user } = setup(() => INVALID, <ResetPasswordPage {...props('used')} />);
    render(tree);
    await fill(user, 'secret-one', 'secret-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Link');
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});

describe('delete account page', () => {
  it('deletes only on confirmation and signs this browser out when it was the account', async () => {
    const { tree, calls, user, store } = setup(
      (call) => (call.url === '/users/me/delete' ? { status: 204, data: '' } : { status: 401, data: { statusCode: 401, message: 'Sign in again.' } }),
      <DeleteAccountPage {...props('tok')} />,
    );
    store.dispatch(userLoaded({ user: memberFixture }));
    render(tree);
    expect(screen.getByText(/permanent/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/users/me/delete', data: { token: 'tok' } });
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('shows "Invalid Link" from the server', async () => {
    const { tree, user } = setup(() => INVALID, <DeleteAccountPage {...props('used')} />);
    render(tree);
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Link');
    expect(screen.getByRole('button', { name: 'Delete my account for good' })).toBeEnabled();
  });
});
