import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { CurrentUser } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import type { PushFlow, PushFlowSettings, PushFlowState } from '@meydan/shared/data-access/realtime';
import { makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { fakeApi, firebaseWebConfigFixture, memberFixture, webConfigFixture, type FakeApiCall } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { PUSH_ALERT_DELAY_MS, PushAlert } from './push-alert';

let i18n: Record<'tr' | 'en' | 'ru', I18n>;
beforeAll(async () => {
  i18n = { tr: await createI18n({ edition: 'tr' }), en: await createI18n({ edition: 'en' }), ru: await createI18n({ edition: 'ru' }) };
});

/** A flow whose state the spec sets; the flow's own rules are covered by the realtime lib's specs. */
function fakeFlow(initial: PushFlowState) {
  let state = initial;
  const listeners = new Set<(state: PushFlowState) => void>();
  const set = (next: PushFlowState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };
  let answer: () => void = () => undefined;
  const flow = {
    get state() {
      return state;
    },
    onStateChange: (listener: (state: PushFlowState) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start: jest.fn(async (_settings: PushFlowSettings) => undefined),
    // Resolves when the spec answers for the browser's dialog.
    allow: jest.fn(() => new Promise<void>((resolve) => (answer = resolve))),
    refuse: jest.fn(() => set('snoozed')),
    register: jest.fn(async () => undefined),
    stop: jest.fn(),
  } satisfies PushFlow;
  const respond = (next: PushFlowState) =>
    act(async () => {
      set(next);
      answer();
    });
  return { flow, set, answer: respond };
}

const push = { ...webConfigFixture.push, enabled: true, tokenCollectionDisabled: false, vapidPublicKey: 'BKey' };

function setup({
  state = 'prompt' as PushFlowState,
  who = 'member' as 'member' | 'visitor',
  user = memberFixture as CurrentUser,
  edition = 'en' as Edition,
  location = '/',
  delayMs = 0,
  firebase = null as typeof webConfigFixture.firebase,
} = {}) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi((call: FakeApiCall) => (call.url === '/metadata/config/web' ? { status: 200, data: { ...webConfigFixture, push, firebase } } : { status: 404, data: {} }));
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  if (who === 'member') store.dispatch(userLoaded({ user }));
  else store.dispatch(signedOut());
  const fake = fakeFlow(state);
  const createFlow = () => fake.flow;
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n[edition]}>
        <StaticRouter location={location}>
          <PushAlert edition={edition} createFlow={createFlow} delayMs={delayMs} />
        </StaticRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...fake, view, store };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

describe('push alert', () => {
  it('starts the flow with the member and the web config once both are known', async () => {
    const { flow } = setup();
    await settle();
    expect(flow.start).toHaveBeenLastCalledWith({
      userId: 'u1',
      edition: 'en',
      askEnabled: true,
      registrationDisabled: false,
      vapidPublicKey: 'BKey',
      tokenRefreshDays: 7,
      tokenExpiryDays: 15,
      snoozeDays: [1, 7, 15],
      firebase: null,
    });
  });

  it('hands the flow the Firebase config where Messaging is the push platform', async () => {
    const { flow } = setup({ firebase: firebaseWebConfigFixture });
    await settle();
    expect(flow.start).toHaveBeenLastCalledWith(expect.objectContaining({ userId: 'u1', firebase: firebaseWebConfigFixture }));
  });

  it('starts it for visitors too (a granted browser stays registered), but shows them no card', async () => {
    const { flow } = setup({ who: 'visitor' });
    await settle();
    expect(flow.start).toHaveBeenLastCalledWith(expect.objectContaining({ userId: null }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks a member politely, after a pause, in a labelled card that takes no focus', async () => {
    jest.useFakeTimers();
    try {
      setup({ delayMs: PUSH_ALERT_DELAY_MS });
      await act(async () => jest.advanceTimersByTimeAsync(PUSH_ALERT_DELAY_MS - 100));
      expect(screen.queryByRole('region')).toBeNull();
      await act(async () => jest.advanceTimersByTimeAsync(200));
      const card = screen.getByRole('region', { name: 'Turn on notifications' });
      expect(card.parentElement).toHaveAttribute('aria-live', 'polite');
      expect(card).not.toContainElement(document.activeElement as HTMLElement);
      expect(screen.getByRole('button', { name: 'Allow' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Not now' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Close the notifications suggestion' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks Turkish and Russian', async () => {
    const turkish = setup({ edition: 'tr' });
    expect(await screen.findByRole('region', { name: 'Bildirimleri aç' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İzin ver' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Şimdi değil' })).toBeInTheDocument();
    turkish.view.unmount();
    setup({ edition: 'ru' });
    expect(await screen.findByRole('region', { name: 'Включите уведомления' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Разрешить' })).toBeInTheDocument();
  });

  it('"Allow" asks the browser from the click, waits for its answer, then goes away', async () => {
    const { flow, answer } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(flow.allow).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Answer your browser’s prompt…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allow' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(flow.allow).toHaveBeenCalledTimes(1);
    await answer('registering');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('"Not now", × and Escape each snooze it', async () => {
    for (const dismiss of ['Not now', 'Close the notifications suggestion', 'Escape']) {
      const { flow, view } = setup();
      const card = await screen.findByRole('region', { name: 'Turn on notifications' });
      if (dismiss === 'Escape') fireEvent.keyDown(card, { key: 'Escape' });
      else fireEvent.click(screen.getByRole('button', { name: dismiss }));
      expect(flow.refuse).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('region')).toBeNull();
      view.unmount();
    }
  });

  it('shows nothing unless the flow says prompt', async () => {
    for (const state of ['idle', 'snoozed', 'denied', 'disabled', 'unavailable', 'registered', 'unsupported'] as PushFlowState[]) {
      const { view } = setup({ state });
      await settle();
      expect(screen.queryByRole('region')).toBeNull();
      view.unmount();
    }
  });

  it('leaves members with an unconfirmed address to the verification prompt, and never shows on /auth pages', async () => {
    const unverified = setup({ user: { ...memberFixture, emailVerified: false } });
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    unverified.view.unmount();
    setup({ location: '/auth/login' });
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('goes away when the permission is answered elsewhere (another tab, site settings)', async () => {
    const { set } = setup();
    await screen.findByRole('region', { name: 'Turn on notifications' });
    act(() => set('denied'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stops the flow when it unmounts', async () => {
    const { flow, view } = setup();
    await settle();
    view.unmount();
    expect(flow.stop).toHaveBeenCalled();
  });

  it('renders the empty live region only, and makes no flow, where push is unsupported', async () => {
    const http = createHttpClient({ baseURL: '/api/v3.5' });
    const api = fakeApi(() => ({ status: 404, data: {} }));
    http.defaults.adapter = api.adapter;
    const store = makeStore({ http });
    store.dispatch(userLoaded({ user: memberFixture }));
    const { container } = render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n.en}>
          <StaticRouter location="/">
            <PushAlert edition="en" />
          </StaticRouter>
        </I18nextProvider>
      </Provider>,
    );
    await settle();
    // jsdom has no Notification or PushManager: nothing is asked, not even the web config.
    expect(container.innerHTML).toBe('<div class="site-prompts__slot" aria-live="polite"></div>');
    expect(api.calls).toEqual([]);
  });
});
