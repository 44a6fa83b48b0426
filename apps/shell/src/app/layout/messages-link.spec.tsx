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
import { MessagesLink } from './messages-link';
import { realtimeHarness } from '../../testing/realtime-harness';

let i18n: Record<'tr' | 'en' | 'ru', I18n>;
beforeAll(async () => {
  i18n = { tr: await createI18n({ edition: 'tr' }), en: await createI18n({ edition: 'en' }), ru: await createI18n({ edition: 'ru' }) };
});

function setup({ count = 2, who = 'member', edition = 'en' }: { count?: number | (() => number); who?: 'member' | 'visitor' | 'unknown'; edition?: Edition } = {}) {
  const http = createHttpClient({ baseURL: '/api/v3.5' });
  const api = fakeApi(
    (call: FakeApiCall) => {
      if (call.url !== '/conversations/count') return { status: 404, data: {} };
      const value = typeof count === 'function' ? count() : count;
      return { status: 200, data: { count: value, messages: value * 2 } };
    },
    { maxCalls: 50 },
  );
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  if (who === 'member') store.dispatch(userLoaded({ user: memberFixture }));
  if (who === 'visitor') store.dispatch(signedOut());
  const realtime = realtimeHarness();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n[edition]}>
        <RealtimeProvider client={realtime.client}>
          <StaticRouter location="/">
            <MessagesLink edition={edition} />
          </StaticRouter>
        </RealtimeProvider>
      </I18nextProvider>
    </Provider>,
  );
  const asked = () => api.calls.filter((call) => call.url === '/conversations/count').length;
  return { view, realtime, asked, calls: api.calls };
}

describe('header messages link', () => {
  it("links members to the edition's inbox, naming the conversations with unread messages", async () => {
    setup({ count: 2 });
    const link = await screen.findByRole('link', { name: '2 conversations with unread messages' });
    expect(link).toHaveAttribute('href', '/message');
    expect(link).toHaveTextContent('2');
  });

  it('speaks Turkish and Russian (with the right plural), and shows no bubble when all is read', async () => {
    const turkish = setup({ count: 1, edition: 'tr' });
    expect(await screen.findByRole('link', { name: 'Okunmamış mesajı olan 1 konuşma' })).toHaveAttribute('href', '/mesaj');
    turkish.view.unmount();
    const russian = setup({ count: 3, edition: 'ru' });
    expect(await screen.findByRole('link', { name: '3 беседы с непрочитанными сообщениями' })).toHaveAttribute('href', '/message');
    russian.view.unmount();
    const many = setup({ count: 5, edition: 'ru' });
    expect(await screen.findByRole('link', { name: '5 бесед с непрочитанными сообщениями' })).toBeInTheDocument();
    many.view.unmount();
    setup({ count: 0 });
    expect(await screen.findByRole('link', { name: 'Messages, none unread' })).toHaveTextContent('');
  });

  it('caps the bubble at 99+', async () => {
    setup({ count: 120 });
    expect(await screen.findByRole('link', { name: '120 conversations with unread messages' })).toHaveTextContent('99+');
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

  it("updates live from the member's inbox topic, without asking the API", async () => {
    const { realtime, asked } = setup({ count: 1 });
    await screen.findByRole('link', { name: '1 conversation with unread messages' });
    realtime.client.connect('http://localhost');
    const socket = realtime.socket().ready();
    expect(socket.controls()).toContainEqual({ type: 'Subscribe', value: { topicIds: ['user:u1:inbox'] } });
    act(() => void socket.push('user:u1:inbox', { kind: 'unread', count: 4, messages: 9 }));
    // RTK batches store notifications to the next frame: find*, not get*.
    expect(await screen.findByRole('link', { name: '4 conversations with unread messages' })).toHaveTextContent('4');
    act(() => void socket.push('user:u1:inbox', { kind: 'unread', count: 0, messages: 0 }));
    expect(await screen.findByRole('link', { name: 'Messages, none unread' })).toBeInTheDocument();
    // Other inbox events, and malformed counts, leave it alone.
    act(() => void socket.push('user:u1:inbox', { kind: 'typing', conversationId: 'c1', userId: 'u2' }));
    act(() => void socket.push('user:u1:inbox', { kind: 'unread', count: 'many', messages: 1 }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('link', { name: 'Messages, none unread' })).toBeInTheDocument();
    expect(asked()).toBe(1);
  });

  it('polls only every 5 minutes as a fallback', async () => {
    jest.useFakeTimers();
    try {
      const { asked } = setup({ count: 1 });
      await act(async () => jest.advanceTimersByTimeAsync(10));
      expect(asked()).toBe(1);
      await act(async () => jest.advanceTimersByTimeAsync(299_000));
      expect(asked()).toBe(1);
      await act(async () => jest.advanceTimersByTimeAsync(1_000));
      expect(asked()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
