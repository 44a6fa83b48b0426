import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { CaptchaProvider } from '@meydan/shared/contracts';
import { cookieAuthTokenSource, createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, signedOut } from '@meydan/shared/data-access/store';
import { createI18n } from '@meydan/shared/util/i18n';
import { AUTH_TOKEN_COOKIE, setCookie } from '@meydan/shared/util/cookies';
import type { Edition } from '@meydan/shared/util/routing';
import { clearDocumentCookies, fakeApi, memberFixture, type FakeApiCall, type FakeApiReply, testJwt } from '@meydan/shared/testing';
import { CAPTCHA_SCRIPT_URLS, type CaptchaApi } from './captcha-widget';
import { RegisterForm } from './register-form';

const TOKEN = testJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
const notFound: FakeApiReply = { status: 404, data: { statusCode: 404, message: 'Not found' } };
const ROBOT_FAILED = 'The robot check was not completed or has expired. Please try again.';

/** A stand-in for `window.turnstile` / `window.hcaptcha`: records widgets, lets the test answer. */
function fakeCaptchaApi() {
  const widgets: Array<{ id: string; container: HTMLElement; params: Record<string, unknown> }> = [];
  const api = {
    render: jest.fn((container: HTMLElement, params: Record<string, unknown>) => {
      const id = `widget-${widgets.length + 1}`;
      widgets.push({ id, container, params });
      container.append(document.createElement('iframe'));
      return id;
    }),
    reset: jest.fn(),
    remove: jest.fn(),
  } satisfies CaptchaApi;
  const last = () => {
    const widget = widgets[widgets.length - 1];
    if (!widget) throw new Error('no widget rendered');
    return widget;
  };
  return {
    api,
    widgets,
    last,
    /** The reader solves the challenge: the widget hands its answer to the page. */
    solve: (token: string) => act(() => (last().params['callback'] as (token: string) => void)(token)),
  };
}

const scriptsOf = (provider: CaptchaProvider) => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src === CAPTCHA_SCRIPT_URLS[provider]);

/** jsdom fetches nothing: the test plays the browser's answer to the widget script. */
async function finishScript(provider: CaptchaProvider, outcome: { api: CaptchaApi } | 'error') {
  // The form asks for the script once GET /auth/challenge has answered.
  const script = await waitFor(() => {
    const [found] = scriptsOf(provider);
    if (!found) throw new Error(`no ${provider} script on the page`);
    return found;
  });
  // Async: the form hears of the script through a promise.
  await act(async () => {
    if (outcome === 'error') {
      script.dispatchEvent(new Event('error'));
    } else {
      window[provider] = outcome.api;
      script.dispatchEvent(new Event('load'));
    }
  });
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en' });
});
afterEach(() => {
  delete window.turnstile;
  delete window.hcaptcha;
  for (const script of document.querySelectorAll('script')) script.remove();
  clearDocumentCookies();
});

async function openForm(route: (call: FakeApiCall) => FakeApiReply, edition: Edition = 'en') {
  const http = createHttpClient({ baseURL: '/api/v3.5', auth: { tokens: cookieAuthTokenSource, onSessionEnded: () => store.dispatch(signedOut()) } });
  const api = fakeApi(route);
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  await i18n.changeLanguage(edition);
  const onDone = jest.fn();
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RegisterForm edition={edition} onDone={onDone} onSwitchToLogin={() => undefined} />
      </I18nextProvider>
    </Provider>,
  );
  const fields = { email: () => screen.getByLabelText(edition === 'tr' ? 'E-posta' : 'E-mail') };
  const fill = async () => {
    await user.type(fields.email(), 'new@example.com');
    const [password, repeat] = view.container.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await user.type(password as HTMLInputElement, 'secret-1');
    await user.type(repeat as HTMLInputElement, 'secret-1');
  };
  const submit = () => user.click(view.container.querySelector('button[type="submit"]') as HTMLButtonElement);
  return { calls: api.calls, onDone, user, view, fields, fill, submit };
}

/** The API of a deployment with a hosted captcha; `register` decides each registration's fate. */
function captchaApi(provider: CaptchaProvider, register: (call: FakeApiCall) => FakeApiReply) {
  return (call: FakeApiCall): FakeApiReply => {
    if (call.url === '/auth/challenge') return { status: 200, data: { kind: 'captcha', provider, siteKey: `${provider}-site-key` } };
    if (call.url === '/auth/register') return register(call);
    if (call.url === '/users/me/profile') return call.authorization === `Bearer ${TOKEN}` ? { status: 200, data: memberFixture } : { status: 401, data: { statusCode: 401, message: 'x' } };
    return notFound;
  };
}
const accepted = (): FakeApiReply => {
  setCookie(AUTH_TOKEN_COOKIE, TOKEN);
  return { status: 201, data: { authToken: TOKEN, refreshToken: 'r1' } };
};
const registrations = (calls: FakeApiCall[]) => calls.filter((call) => call.url === '/auth/register').map((call) => call.data as Record<string, unknown>);

describe('registration with a hosted captcha', () => {
  it('renders the Turnstile widget in the form, in the edition language, and sends its answer as captchaToken', async () => {
    const captcha = fakeCaptchaApi();
    const { calls, onDone, view, fill, submit } = await openForm(captchaApi('turnstile', accepted));
    await fill();
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Confirm below that you are not a robot; your sign-up then continues.');
    expect(scriptsOf('turnstile')).toHaveLength(1);
    expect(scriptsOf('hcaptcha')).toHaveLength(0);

    await finishScript('turnstile', captcha);
    expect(captcha.api.render).toHaveBeenCalledTimes(1);
    const widget = captcha.last();
    expect(view.container.querySelector('form')?.contains(widget.container)).toBe(true);
    expect(widget.params).toMatchObject({ sitekey: 'turnstile-site-key', language: 'en', theme: 'light', 'response-field': false });
    expect(registrations(calls)).toHaveLength(0);

    // Solving is enough: the reader already pressed "Sign up".
    await captcha.solve('turnstile-answer');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(registrations(calls)).toEqual([{ version: 'v1', email: 'new@example.com', password: 'secret-1', captchaToken: 'turnstile-answer' }]);
    expect(calls.filter((call) => call.url === '/auth/challenge')).toHaveLength(1);
  });

  it('resets the widget after a refused registration and waits for a new answer', async () => {
    const captcha = fakeCaptchaApi();
    let refuse = true;
    const { calls, onDone, fields, fill, submit } = await openForm(
      captchaApi('turnstile', () => (refuse ? { status: 400, data: { statusCode: 400, message: ROBOT_FAILED } } : accepted())),
    );
    await fill();
    await submit();
    await finishScript('turnstile', captcha);
    await captcha.solve('first-answer');
    expect(await screen.findByRole('alert')).toHaveTextContent(ROBOT_FAILED);
    expect(captcha.api.reset).toHaveBeenCalledWith('widget-1');
    expect(fields.email()).toHaveValue('new@example.com');

    // The spent answer is not sent again: the next press waits for the reset widget.
    refuse = false;
    await submit();
    expect(registrations(calls)).toHaveLength(1);
    await captcha.solve('second-answer');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(registrations(calls).map((body) => body['captchaToken'])).toEqual(['first-answer', 'second-answer']);
    expect(captcha.api.render).toHaveBeenCalledTimes(1);
    expect(scriptsOf('turnstile')).toHaveLength(1);
  });

  it("shows the API's 502 text when the provider could not be asked", async () => {
    const captcha = fakeCaptchaApi();
    const unreachable = 'We could not check that you are not a robot. Please try again in a moment.';
    const { fill, submit } = await openForm(captchaApi('turnstile', () => ({ status: 502, data: { statusCode: 502, message: unreachable } })));
    await fill();
    await submit();
    await finishScript('turnstile', captcha);
    await captcha.solve('answer');
    expect(await screen.findByRole('alert')).toHaveTextContent(unreachable);
    expect(captcha.api.reset).toHaveBeenCalledTimes(1);
  });

  it('says so when the widget script cannot load, keeps what was typed, and tries again on the next press', async () => {
    const captcha = fakeCaptchaApi();
    const { calls, onDone, fields, fill, submit } = await openForm(captchaApi('turnstile', accepted));
    await fill();
    await submit();
    await finishScript('turnstile', 'error');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The robot check could not be loaded. Check your connection (or let it through a content blocker) and press Sign up again.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(fields.email()).toHaveValue('new@example.com');
    expect(scriptsOf('turnstile')).toHaveLength(0);
    expect(registrations(calls)).toHaveLength(0);

    await submit();
    expect(scriptsOf('turnstile')).toHaveLength(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await finishScript('turnstile', captcha);
    await captcha.solve('answer');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(registrations(calls)[0]).toMatchObject({ email: 'new@example.com', captchaToken: 'answer' });
  });

  it('renders hCaptcha in Turkish, using the provider script already on the page', async () => {
    const captcha = fakeCaptchaApi();
    window.hcaptcha = captcha.api;
    const { calls, onDone, fill, submit } = await openForm(captchaApi('hcaptcha', accepted), 'tr');
    await fill();
    await submit();
    await waitFor(() => expect(captcha.api.render).toHaveBeenCalledTimes(1));
    expect(scriptsOf('hcaptcha')).toHaveLength(0);
    expect(captcha.last().params).toMatchObject({ sitekey: 'hcaptcha-site-key', hl: 'tr', theme: 'light' });
    expect(captcha.last().params).not.toHaveProperty('language');
    await captcha.solve('hcaptcha-answer');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(registrations(calls)[0]).toMatchObject({ captchaToken: 'hcaptcha-answer' });
    expect(registrations(calls)[0]).not.toHaveProperty('nonce');
  });

  it('removes the widget when the form goes away', async () => {
    const captcha = fakeCaptchaApi();
    const { view, fill, submit } = await openForm(captchaApi('turnstile', accepted));
    await fill();
    await submit();
    await finishScript('turnstile', captcha);
    view.unmount();
    expect(captcha.api.remove).toHaveBeenCalledWith('widget-1');
  });
});
