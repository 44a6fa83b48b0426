import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { CurrentUser, WebConfig } from '@meydan/shared/contracts';
import { createHttpClient, webConfigApi } from '@meydan/shared/data-access/api-client';
import { makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, type FakeApiCall, type FakeApiReply, memberFixture, webConfigFixture } from '@meydan/shared/testing';
import { readOAuthRoundTrip } from '@meydan/shared/util/cookies';
import { createI18n } from '@meydan/shared/util/i18n';
import { BrowserRouter } from '@meydan/shared/util/router';
import { GOOGLE_PROMPT_DELAY_MS, GOOGLE_PROMPT_SNOOZE_KEY, GOOGLE_PROMPT_SNOOZE_MS, GoogleSignInPrompt } from './google-sign-in-prompt';
import { siteExit } from './provider-sign-in';
import { VerifyEmailPrompt, verifyPromptDismissKey, verifyPromptSeenKey } from './verify-email-prompt';

const notFound: FakeApiReply = { status: 404, data: { statusCode: 404, message: 'Not found' } };
const unverified: CurrentUser = { ...memberFixture, emailVerified: false };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en' });
});
beforeEach(async () => {
  clearDocumentCookies();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/gundem');
  await i18n.changeLanguage('en');
});

function mount(ui: ReactElement, { config = webConfigFixture as WebConfig | null, route = (() => notFound) as (call: FakeApiCall) => FakeApiReply } = {}) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi((call) => (call.url === '/metadata/config/web' ? (config ? { status: 200, data: config } : { status: 503, data: {} }) : route(call)));
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  const tree = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>{ui}</BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
  const view = render(tree);
  return { store, calls: api.calls, view };
}

describe('Google sign-in prompt', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    assign = jest.spyOn(siteExit, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    assign.mockRestore();
  });

  const prompt = () => screen.queryByRole('region', { name: 'Sign in to Meydan with Google' });

  async function anonymousVisitor(options?: Parameters<typeof mount>[1]) {
    const ctx = mount(<GoogleSignInPrompt edition="en" />, options);
    act(() => {
      ctx.store.dispatch(signedOut());
    });
    await waitFor(() => expect(webConfigApi.endpoints.getWebConfig.select()(ctx.store.getState()).status).toBe('fulfilled'));
    return ctx;
  }

  async function waitOutDelay() {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GOOGLE_PROMPT_DELAY_MS + 500);
    });
  }

  it('shows a card after the delay for an anonymous visitor, in a polite live region, without taking focus', async () => {
    await anonymousVisitor();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GOOGLE_PROMPT_DELAY_MS - 500);
    });
    expect(prompt()).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    const card = prompt();
    expect(card).toBeInTheDocument();
    expect(card?.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText(/One click and you are in/)).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('continues with Google from the card, coming back to this page', async () => {
    await anonymousVisitor();
    await waitOutDelay();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(new URL(assign.mock.calls[0][0] as string).searchParams.get('response_type')).toBe('id_token');
    expect(readOAuthRoundTrip('google')?.returnTo).toBe('/gundem');
  });

  it('closes with the button or Escape and stays away for 7 days', async () => {
    const { view } = await anonymousVisitor();
    await waitOutDelay();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Close the Google sign-in suggestion' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GOOGLE_PROMPT_SNOOZE_KEY) as string)).toMatchObject({ data: true, expiry: Date.now() + GOOGLE_PROMPT_SNOOZE_MS });
    view.unmount();

    const snoozed = await anonymousVisitor();
    await waitOutDelay();
    expect(prompt()).not.toBeInTheDocument();
    snoozed.view.unmount();

    jest.setSystemTime(Date.now() + GOOGLE_PROMPT_SNOOZE_MS + 1000);
    const later = await anonymousVisitor();
    await waitOutDelay();
    expect(prompt()).toBeInTheDocument();
    // Escape inside the card closes it too.
    screen.getByRole('button', { name: 'Continue with Google' }).focus();
    await user.keyboard('{Escape}');
    expect(prompt()).not.toBeInTheDocument();
    later.view.unmount();
  });

  it('is not shown to members, when the prompt or Google sign-in is off, or on /auth pages', async () => {
    const member = mount(<GoogleSignInPrompt edition="en" />);
    act(() => {
      member.store.dispatch(userLoaded({ user: memberFixture }));
    });
    await waitOutDelay();
    expect(prompt()).not.toBeInTheDocument();
    expect(member.calls).toEqual([]);
    member.view.unmount();

    for (const config of [
      { ...webConfigFixture, features: { ...webConfigFixture.features, googleSignInPrompt: false } },
      { ...webConfigFixture, signIn: { ...webConfigFixture.signIn, google: null } },
    ]) {
      const { view } = await anonymousVisitor({ config });
      await waitOutDelay();
      expect(prompt()).not.toBeInTheDocument();
      view.unmount();
    }

    window.history.replaceState(null, '', '/auth/google/callback');
    await anonymousVisitor();
    await waitOutDelay();
    expect(prompt()).not.toBeInTheDocument();
  });
});

describe('e-mail verification prompt', () => {
  /** The configuration answered (or failed) and React rendered with it: a prompt that would show, shows now. */
  async function configSettled(store: ReturnType<typeof mount>['store']) {
    await waitFor(() => expect(['fulfilled', 'rejected']).toContain(webConfigApi.endpoints.getWebConfig.select()(store.getState()).status));
    await act(async () => undefined);
  }

  function member(user: CurrentUser, options?: Parameters<typeof mount>[1]) {
    const ctx = mount(<VerifyEmailPrompt />, options);
    act(() => {
      ctx.store.dispatch(userLoaded({ user }));
    });
    return ctx;
  }

  it('asks an unverified member to confirm the address shown, and sends the link again', async () => {
    const sent = 'We sent a confirmation link to your e-mail address.';
    const { calls } = member(unverified, { route: (call) => (call.url === '/auth/verify-email/new' ? { status: 202, data: { message: sent } } : notFound) });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your e-mail address' });
    expect(dialog).toHaveTextContent('ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(calls.filter((call) => call.url === '/auth/verify-email/new').map((call) => call.method)).toEqual(['GET']);
  });

  it('shows the API’s 429 message', async () => {
    const limited = 'Too many requests. Please wait a moment and try again.';
    member(unverified, { route: (call) => (call.url === '/auth/verify-email/new' ? { status: 429, data: { statusCode: 429, message: limited } } : notFound) });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('goes away when the address turns out confirmed already (another tab): 409 reloads the member', async () => {
    const { store } = member(unverified, {
      route: (call) => {
        if (call.url === '/auth/verify-email/new') return { status: 409, data: { statusCode: 409, message: 'Your e-mail address is already confirmed.' } };
        if (call.url === '/users/me/profile') return { status: 200, data: memberFixture };
        return notFound;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth.user?.emailVerified).toBe(true);
  });

  it('is not shown to verified members, or when the configuration turns it off', async () => {
    const verified = member(memberFixture);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(verified.calls).toEqual([]);
    verified.view.unmount();

    const off = member(unverified, { config: { ...webConfigFixture, features: { ...webConfigFixture.features, emailVerificationPrompt: false } } });
    await configSettled(off.store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows even when the configuration cannot be loaded', async () => {
    member(unverified, { config: null });
    expect(await screen.findByRole('dialog', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
  });

  it('shows once per browser session: "Later" closes it until the next session', async () => {
    const first = member(unverified);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(verifyPromptSeenKey('u1'))).toBe('1');
    first.view.unmount();
    const second = member(unverified);
    await configSettled(second.store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.view.unmount();
    sessionStorage.clear();
    member(unverified);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('"Don\'t show this again" keeps it away for this member only', async () => {
    const first = member(unverified);
    await userEvent.click(await screen.findByRole('button', { name: "Don't show this again" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(verifyPromptDismissKey('u1'))).not.toBeNull();
    first.view.unmount();
    sessionStorage.clear();
    const again = member(unverified);
    await configSettled(again.store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.view.unmount();
    member({ ...unverified, _id: 'u2', email: 'other@example.com' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('other@example.com');
  });

  it('is not shown on /auth pages, and speaks the reader’s language', async () => {
    window.history.replaceState(null, '', '/auth/verify-email/tok');
    const onAuth = member(unverified);
    await configSettled(onAuth.store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(verifyPromptSeenKey('u1'))).toBeNull();
    onAuth.view.unmount();

    window.history.replaceState(null, '', '/');
    await i18n.changeLanguage('ru');
    member(unverified);
    expect(await screen.findByRole('dialog', { name: 'Подтвердите адрес электронной почты' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить ссылку ещё раз' })).toBeInTheDocument();
  });
});
