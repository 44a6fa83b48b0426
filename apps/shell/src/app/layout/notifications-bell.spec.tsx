import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { RealtimeProvider } from '@meydan/shared/data-access/realtime';
import { makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { fakeApi, memberFixture, type FakeApiCall } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { StaticRouter } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { NotificationsBell } from './notifications-bell';
import { realtimeHarness } from '../../testing/realtime-harness';

let i18n: Record<'tr' | 'en' | 'ru', I18n>;
beforeAll(async () => {
  i18n = { tr: await createI18n({ edition: 'tr' }), en: await createI18n({ edition: 'en' }), ru: await createI18n({ edition: 'ru' }) };
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
afterEach(() => setVisibility('visible'));

function setup({ count = 3, who = 'member', edition = 'en', location = '/' }: { count?: number | (() => number); who?: 'member' | 'visitor' | 'unknown'; edition?: Edition; location?: string } = {}) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi((call: FakeApiCall) => (call.url === '/notifications/count' ? { status: 200, data: { count: typeof count === 'function' ? count() : count } } : { status: 404, data: {} }), { maxCalls: 50 });
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  if (who === 'member') store.dispatch(userLoaded({ user: memberFixture }));
  if (who === 'visitor') store.dispatch(signedOut());
  const realtime = realtimeHarness();
  const tree = (path: string) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n[edition]}>
        <RealtimeProvider client={realtime.client}>
          <StaticRouter location={path}>
            <NotificationsBell edition={edition} />
          </StaticRouter>
        </RealtimeProvider>
      </I18nextProvider>
    </Provider>
  );
  const view = render(tree(location));
  const asked = () => api.calls.filter((call) => call.url === '/notifications/count').length;
  return { calls: api.calls, view, tree, realtime, asked };
}

describe('header notifications bell', () => {
  it('links members to their notifications with the unread count in its name', async () => {
    setup({ count: 3 });
    const bell = await screen.findByRole('link', { name: '3 unread notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('says so in every language, and shows no bubble without unread ones', async () => {
    const turkish = setup({ count: 1, edition: 'tr' });
    expect(await screen.findByRole('link', { name: '1 okunmamış bildirim' })).toHaveAttribute('href', '/bildirimler');
    turkish.view.unmount();
    const russian = setup({ count: 5, edition: 'ru' });
    expect(await screen.findByRole('link', { name: '5 непрочитанных уведомлений' })).toBeInTheDocument();
    russian.view.unmount();
    setup({ count: 0 });
    const bell = await screen.findByRole('link', { name: 'Notifications, none unread' });
    expect(bell).toHaveTextContent('');
  });

  it('caps the bubble at 99+', async () => {
    setup({ count: 250 });
    expect(await screen.findByRole('link', { name: '250 unread notifications' })).toHaveTextContent('99+');
  });

  it('shows nothing to visitors or while the session is unknown, and asks nothing', async () => {
    const visitor = setup({ who: 'visitor' });
    expect(screen.queryByRole('link')).toBeNull();
    visitor.view.unmount();
    const unknown = setup({ who: 'unknown' });
    expect(screen.queryByRole('link')).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect([...visitor.calls, ...unknown.calls]).toEqual([]);
  });

  it('asks again after a navigation and when the tab comes back', async () => {
    let count = 1;
    const { calls, view, tree } = setup({ count: () => count });
    await screen.findByRole('link', { name: '1 unread notification' });
    count = 2;
    view.rerender(tree('/some/other/page'));
    expect(await screen.findByRole('link', { name: '2 unread notifications' })).toBeInTheDocument();
    count = 4;
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    expect(await screen.findByRole('link', { name: '4 unread notifications' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/notifications/count')).toHaveLength(3);
  });

  it('polls only as a slow fallback, every 5 minutes while the tab is visible, and not while it is hidden', async () => {
    jest.useFakeTimers();
    try {
      let count = 1;
      const { asked } = setup({ count: () => count });
      await act(async () => jest.advanceTimersByTimeAsync(10));
      expect(asked()).toBe(1);
      count = 7;
      await act(async () => jest.advanceTimersByTimeAsync(60_000));
      expect(asked()).toBe(1);
      await act(async () => jest.advanceTimersByTimeAsync(240_000));
      expect(asked()).toBe(2);
      await act(async () => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('link', { name: '7 unread notifications' })).toBeInTheDocument();
      act(() => setVisibility('hidden'));
      await act(async () => jest.advanceTimersByTimeAsync(900_000));
      expect(asked()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('header notifications bell, live', () => {
  it("listens to the member's notifications topic and sets the count a count event carries, without asking the API", async () => {
    const { realtime, asked } = setup({ count: 2 });
    await screen.findByRole('link', { name: '2 unread notifications' });
    realtime.client.connect('http://localhost');
    const socket = realtime.socket().ready();
    expect(socket.controls()).toContainEqual({ type: 'Subscribe', value: { topicIds: ['user:u1:notifications'] } });
    // RTK batches store notifications to the next frame: find*, not get*.
    act(() => void socket.push('user:u1:notifications', { kind: 'count', count: 5 }));
    expect(await screen.findByRole('link', { name: '5 unread notifications' })).toHaveTextContent('5');
    act(() => void socket.push('user:u1:notifications', { kind: 'count', count: 0 }));
    expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument();
    act(() => void socket.push('user:u1:notifications', { kind: 'count', count: -3 }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument();
    expect(asked()).toBe(1);
  });

  it('asks the API for the count when a new notification arrives', async () => {
    let count = 1;
    const { realtime, asked } = setup({ count: () => count });
    await screen.findByRole('link', { name: '1 unread notification' });
    realtime.client.connect('http://localhost');
    const socket = realtime.socket().ready();
    count = 2;
    act(() => void socket.push('user:u1:notifications', { kind: 'notification', type: 'follow' }));
    expect(await screen.findByRole('link', { name: '2 unread notifications' })).toBeInTheDocument();
    expect(asked()).toBe(2);
  });

  it('catches up after the socket comes back from a drop', async () => {
    jest.useFakeTimers();
    try {
      let count = 1;
      const { realtime, asked } = setup({ count: () => count });
      await act(async () => jest.advanceTimersByTimeAsync(10));
      realtime.client.connect('http://localhost');
      realtime.socket().ready().drop();
      count = 3;
      await act(async () => jest.advanceTimersByTimeAsync(5000));
      act(() => void realtime.socket().ready());
      await act(async () => jest.advanceTimersByTimeAsync(50));
      expect(asked()).toBe(2);
      expect(screen.getByRole('link', { name: '3 unread notifications' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('subscribes nothing for a visitor', async () => {
    const { realtime } = setup({ who: 'visitor' });
    realtime.client.connect('http://localhost');
    expect(realtime.socket().ready().controls().map((control) => control.type)).toEqual(['Authorization', 'BindMeta']);
  });
});
