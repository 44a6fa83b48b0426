import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { WebConfig } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, signedOut } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, type FakeApiCall, type FakeApiReply, webConfigFixture } from '@meydan/shared/testing';
import { openLoginDialog } from '@meydan/shared/ui';
import { readOAuthRoundTrip } from '@meydan/shared/util/cookies';
import { createI18n } from '@meydan/shared/util/i18n';
import { BrowserRouter } from '@meydan/shared/util/router';
import { AuthDialogsProvider } from './auth-dialogs';
import { siteExit } from './provider-sign-in';

const notFound: FakeApiReply = { status: 404, data: { statusCode: 404, message: 'Not found' } };
const CONTINUE = ['Continue with Google', 'Continue with Facebook', 'Continue with Twitter (X)'];

let i18n: I18n;
let assign: jest.SpyInstance;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en' });
});
beforeEach(() => {
  clearDocumentCookies();
  window.history.replaceState(null, '', '/gundem?login=1');
  assign = jest.spyOn(siteExit, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

async function openDialog(config: WebConfig | null, route: (call: FakeApiCall) => FakeApiReply = () => notFound, { language = 'en' } = {}) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi((call) => (call.url === '/metadata/config/web' ? (config ? { status: 200, data: config } : { status: 503, data: {} }) : route(call)));
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  store.dispatch(signedOut());
  await i18n.changeLanguage(language);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AuthDialogsProvider edition="en">
            <p>page</p>
          </AuthDialogsProvider>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>,
  );
  const dialog = await screen.findByRole('dialog');
  return { dialog, calls: api.calls, user: userEvent.setup() };
}

describe('provider buttons in the auth dialogs', () => {
  it('offers every configured provider in the login and the registration dialog, with the field still focused', async () => {
    const { dialog, user } = await openDialog(webConfigFixture);
    const group = await within(dialog).findByRole('group', { name: 'Sign in with a social account' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(CONTINUE);
    expect(await within(dialog).findByLabelText('Username or e-mail')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const register = screen.getByRole('dialog', { name: 'Create an account' });
    expect(within(register).getAllByRole('button', { name: /^Continue with/ })).toHaveLength(3);
  });

  it('shows only the configured providers', async () => {
    const { dialog } = await openDialog({ ...webConfigFixture, signIn: { google: null, facebook: webConfigFixture.signIn.facebook, twitter: false } });
    expect(await within(dialog).findByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue with Twitter (X)' })).not.toBeInTheDocument();
  });

  it.each([
    ['no provider', { ...webConfigFixture, signIn: { google: null, facebook: null, twitter: false } }],
    ['no configuration', null],
  ])('shows no provider choice with %s', async (_label, config) => {
    const { dialog, calls } = await openDialog(config);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls.some((call) => call.url === '/metadata/config/web')).toBe(true);
    expect(within(dialog).queryByRole('group', { name: 'Sign in with a social account' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('or')).not.toBeInTheDocument();
  });

  it('leaves for Google with the page the visitor was on (without ?login=1) as the way back', async () => {
    const { dialog, user } = await openDialog(webConfigFixture);
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0][0] as string);
    expect(target.searchParams.get('state')).toBe(readOAuthRoundTrip('google')?.state);
    expect(readOAuthRoundTrip('google')?.returnTo).toBe('/gundem');
    expect(within(dialog).getByRole('button', { name: 'Taking you to the sign-in page…' })).toBeDisabled();
  });

  it('says why Twitter cannot start (the API’s message) and lets the visitor try again', async () => {
    let reply: FakeApiReply = { status: 502, data: { statusCode: 502, message: 'We could not reach Twitter. Please try again in a moment.' } };
    const { dialog, user, calls } = await openDialog(webConfigFixture, (call) => (call.url === '/auth/twitter/request-token' ? reply : notFound));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Twitter (X)' }));
    expect(await within(dialog).findByText('We could not reach Twitter. Please try again in a moment.')).toHaveAttribute('role', 'alert');
    expect(assign).not.toHaveBeenCalled();
    reply = { status: 200, data: { oauthToken: 'rt', oauthTokenSecret: 'rs', authorizeUrl: 'https://twitter.example/oauth/authorize?oauth_token=rt' } };
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Twitter (X)' }));
    expect(assign).toHaveBeenCalledWith('https://twitter.example/oauth/authorize?oauth_token=rt');
    expect(calls.filter((call) => call.url === '/auth/twitter/request-token')).toHaveLength(2);
  });

  it('localizes a refusal without a message (429) and a broken Google address', async () => {
    const broken = { ...webConfigFixture, signIn: { ...webConfigFixture.signIn, google: { clientId: 'x', authorizationEndpoint: 'javascript:alert(1)' } } };
    const { dialog, user } = await openDialog(broken, (call) => (call.url === '/auth/twitter/request-token' ? { status: 429, data: {} } : notFound), { language: 'tr' });
    await user.click(await within(dialog).findByRole('button', { name: 'Google ile devam et' }));
    expect(await within(dialog).findByText(i18n.t('errors.googleLogin', { ns: 'common' }))).toHaveAttribute('role', 'alert');
    await user.click(within(dialog).getByRole('button', { name: 'Twitter (X) ile devam et' }));
    expect(await within(dialog).findByText(i18n.t('errors.tooManyRequests', { ns: 'common' }))).toHaveAttribute('role', 'alert');
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens from the window event too', async () => {
    window.history.replaceState(null, '', '/');
    await i18n.changeLanguage('en');
    const http = createHttpClient({ baseURL: '/api/v3.5' });
    http.defaults.adapter = fakeApi((call) => (call.url === '/metadata/config/web' ? { status: 200, data: webConfigFixture } : notFound)).adapter;
    const store = makeStore({ http });
    store.dispatch(signedOut());
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <AuthDialogsProvider edition="en">
              <p>page</p>
            </AuthDialogsProvider>
          </BrowserRouter>
        </I18nextProvider>
      </Provider>,
    );
    act(() => openLoginDialog({ view: 'register' }));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});
