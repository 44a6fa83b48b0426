import { act, render, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { fakeWebSocketServer } from '@meydan/shared/testing';
import { createRealtimeClient } from './realtime-client';
import { RealtimeProvider, useRealtimeClient, useRealtimeTopic } from './realtime-hooks';

function connectedClient() {
  const server = fakeWebSocketServer();
  const client = createRealtimeClient({
    createSocket: server.factory,
    readToken: () => 'token',
    clientTokens: { read: () => null, write: () => undefined },
    logger: { warn: jest.fn(), debug: jest.fn() },
  });
  client.connect('http://localhost');
  const socket = server.latest().ready();
  const frames = () => socket.controls().filter((control) => control.type === 'Subscribe' || control.type === 'Unsubscribe');
  return { client, socket, frames };
}

function Listener({ topics, onEvent }: { topics: string[] | null; onEvent: (value: unknown, topic: string) => void }) {
  useRealtimeTopic(topics, onEvent);
  return null;
}

describe('realtime hooks', () => {
  it('gives null without a provider (the server, a spec without one)', () => {
    expect(renderHook(() => useRealtimeClient()).result.current).toBeNull();
  });

  it('gives the provided client', () => {
    const { client } = connectedClient();
    const { result } = renderHook(() => useRealtimeClient(), { wrapper: ({ children }) => <RealtimeProvider client={client}>{children}</RealtimeProvider> });
    expect(result.current).toBe(client);
  });

  it('subscribes while mounted, calls the latest callback, and does not resubscribe for a new array of the same topics', () => {
    const { client, socket, frames } = connectedClient();
    const first = jest.fn();
    const second = jest.fn();
    const view = render(
      <RealtimeProvider client={client}>
        <Listener topics={['user:u1:inbox']} onEvent={first} />
      </RealtimeProvider>,
    );
    view.rerender(
      <RealtimeProvider client={client}>
        <Listener topics={['user:u1:inbox']} onEvent={second} />
      </RealtimeProvider>,
    );
    act(() => void socket.push('user:u1:inbox', { kind: 'unread', count: 1, messages: 1 }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ kind: 'unread', count: 1, messages: 1 }, 'user:u1:inbox');
    expect(frames()).toEqual([{ type: 'Subscribe', value: { topicIds: ['user:u1:inbox'] } }]);
    view.unmount();
    expect(frames()).toEqual([
      { type: 'Subscribe', value: { topicIds: ['user:u1:inbox'] } },
      { type: 'Unsubscribe', value: { topicIds: ['user:u1:inbox'] } },
    ]);
  });

  it('follows a change of topics, and subscribes nothing for null or []', () => {
    const { client, frames } = connectedClient();
    let setTopics: (topics: string[] | null) => void = () => undefined;
    function Switcher() {
      const [topics, set] = useState<string[] | null>(null);
      setTopics = set;
      useRealtimeTopic(topics, () => undefined);
      return null;
    }
    render(
      <RealtimeProvider client={client}>
        <Switcher />
      </RealtimeProvider>,
    );
    expect(frames()).toEqual([]);
    act(() => setTopics([]));
    expect(frames()).toEqual([]);
    act(() => setTopics(['user:u1:inbox']));
    act(() => setTopics(['user:u2:inbox']));
    expect(frames()).toEqual([
      { type: 'Subscribe', value: { topicIds: ['user:u1:inbox'] } },
      { type: 'Unsubscribe', value: { topicIds: ['user:u1:inbox'] } },
      { type: 'Subscribe', value: { topicIds: ['user:u2:inbox'] } },
    ]);
  });

  it('does nothing without a client (the server render, a page outside the shell)', () => {
    expect(() => render(<Listener topics={['user:u1:inbox']} onEvent={() => undefined} />).unmount()).not.toThrow();
  });
});
