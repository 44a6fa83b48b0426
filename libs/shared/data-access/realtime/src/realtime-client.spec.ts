import { REALTIME_ERRORS, type RealtimeCid, type RealtimeControl, type RealtimeState } from '@meydan/shared/contracts';
import { clearDocumentCookies, fakeWebSocketServer } from '@meydan/shared/testing';
import { createRealtimeClient, localClientTokenStore, realtimeUrl, type ClientTokenStore, type RealtimeClientOptions } from './realtime-client';

function memoryTokens(initial: RealtimeCid | null = null): ClientTokenStore & { value: RealtimeCid | null } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (cid: RealtimeCid) => void (store.value = cid),
  };
  return store;
}

function setup(options: Partial<RealtimeClientOptions> = {}) {
  const server = fakeWebSocketServer();
  const logger = { warn: jest.fn(), debug: jest.fn() };
  const tokens = memoryTokens();
  let token: string | null = 'member-token';
  const client = createRealtimeClient({
    createSocket: server.factory,
    readToken: () => token,
    clientTokens: tokens,
    edition: 'tr',
    logger,
    ...options,
  });
  const states: RealtimeState[] = [];
  client.onStateChange((state) => states.push(state));
  return {
    client,
    server,
    logger,
    tokens,
    states,
    setToken: (next: string | null) => void (token = next),
    warnings: () => logger.warn.mock.calls.map((call) => String(call[0])),
  };
}

const subscribeFrame = (...topicIds: string[]): RealtimeControl => ({ type: 'Subscribe', value: { topicIds } });

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
  clearDocumentCookies();
});

describe('realtime client: connection and handshake', () => {
  it('opens the /ws socket of the host and walks through the SPEC states', () => {
    const { client, server, states } = setup();
    expect(client.state).toBe('not-initialized');
    client.connect('http://localhost:3000');
    expect(server.urls).toEqual(['ws://localhost:3000/ws']);
    expect(client.state).toBe('connecting');
    server.latest().open();
    expect(client.state).toBe('open');
    client.close();
    expect(states).toEqual(['connecting', 'open', 'closing', 'closed']);
  });

  it('answers ready with Authorization, then BindMeta, then every topic it was asked for meanwhile', () => {
    const { client, server, tokens } = setup();
    tokens.value = { clientId: 'c-old', token: 'cid-token' };
    // Subscribed before connect() and while connecting: kept, sent after the handshake.
    client.subscribe(['user:u1:inbox'], jest.fn());
    client.connect('https://www.example.com');
    client.subscribe(['user:u1:notifications'], jest.fn());
    const socket = server.latest().open();
    expect(socket.controls()).toEqual([]);
    socket.ready();
    expect(socket.controls()).toEqual([
      { type: 'Authorization', value: { token: 'member-token' } },
      { type: 'BindMeta', value: { clientVersion: '4.0.3', clientToken: 'cid-token', edition: 'tr', platform: 'web' } },
      subscribeFrame('user:u1:inbox', 'user:u1:notifications'),
    ]);
    expect(server.urls).toEqual(['wss://www.example.com/ws']);
  });

  it('authorizes a visitor with a null token and no stored client token, and reads the o-auth-token cookie by default', () => {
    const visitor = setup();
    visitor.setToken(null);
    visitor.client.connect('localhost');
    expect(visitor.server.latest().ready().controls().slice(0, 2)).toEqual([
      { type: 'Authorization', value: { token: null } },
      { type: 'BindMeta', value: { clientVersion: '4.0.3', clientToken: null, edition: 'tr', platform: 'web' } },
    ]);

    document.cookie = 'o-auth-token=cookie-token; path=/';
    const server = fakeWebSocketServer();
    const client = createRealtimeClient({ createSocket: server.factory, clientTokens: memoryTokens(), logger: { warn: jest.fn(), debug: jest.fn() } });
    client.connect('http://localhost');
    expect(server.latest().ready().controls()[0]).toEqual({ type: 'Authorization', value: { token: 'cookie-token' } });
  });

  it('is idempotent while connecting or open', () => {
    const { client, server } = setup();
    client.connect('http://localhost');
    client.connect('http://localhost');
    server.latest().ready();
    client.connect('http://localhost');
    expect(server.sockets).toHaveLength(1);
  });

  it('refuses an empty host with a log line and stays not initialized', () => {
    const { client, server, warnings } = setup();
    client.connect('');
    client.connect('   ');
    client.connect(undefined as unknown as string);
    expect(server.sockets).toHaveLength(0);
    expect(client.state).toBe('not-initialized');
    expect(warnings()).toEqual(Array(3).fill('[realtime] host should be a non-empty string'));
  });

  it('builds the socket address from an origin, a ws origin or a bare host', () => {
    expect(realtimeUrl('https://tr.example.com')).toBe('wss://tr.example.com/ws');
    expect(realtimeUrl('http://en.localhost:3000/some/page')).toBe('ws://en.localhost:3000/ws');
    expect(realtimeUrl('wss://rt.example.com')).toBe('wss://rt.example.com/ws');
    // jsdom's page is http://localhost: a bare host follows the page's scheme.
    expect(realtimeUrl('localhost:3000')).toBe('ws://localhost:3000/ws');
  });
});

describe('realtime client: reconnection', () => {
  it('retries every 5000 ms after an unexpected close and stops after 60 attempts in a row', async () => {
    jest.useFakeTimers();
    const { client, server, warnings } = setup();
    client.connect('http://localhost');
    server.latest().drop();
    expect(client.state).toBe('closed');
    await jest.advanceTimersByTimeAsync(4999);
    expect(server.sockets).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.sockets).toHaveLength(2);
    expect(client.state).toBe('connecting');
    for (let attempt = 2; attempt <= 60; attempt += 1) {
      server.latest().drop();
      await jest.advanceTimersByTimeAsync(5000);
    }
    expect(server.sockets).toHaveLength(61);
    server.latest().drop();
    await jest.advanceTimersByTimeAsync(60 * 5000);
    expect(server.sockets).toHaveLength(61);
    expect(client.state).toBe('closed');
    expect(warnings()).toContain('[realtime] gave up after 60 reconnection attempts');
  });

  it('counts again from zero once a connection reached ready', async () => {
    jest.useFakeTimers();
    const { client, server } = setup({ maxRetries: 2 });
    client.connect('http://localhost');
    server.latest().drop();
    await jest.advanceTimersByTimeAsync(5000);
    server.latest().drop();
    await jest.advanceTimersByTimeAsync(5000);
    server.latest().ready().drop();
    await jest.advanceTimersByTimeAsync(5000);
    server.latest().drop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(server.sockets).toHaveLength(5);
    // An accepted socket that never says ready does not reset the count.
    server.latest().open().drop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(server.sockets).toHaveLength(5);
  });

  it('re-subscribes every live topic, and only those, after a reconnect', async () => {
    jest.useFakeTimers();
    const { client, server } = setup();
    client.connect('http://localhost');
    server.latest().ready();
    client.subscribe(['conversation:c1'], jest.fn());
    const gone = client.subscribe(['conversation:c2'], jest.fn());
    gone.unsubscribe();
    server.latest().drop();
    await jest.advanceTimersByTimeAsync(5000);
    const again = server.latest().ready();
    expect(again.controls().map((control) => control.type)).toEqual(['Authorization', 'BindMeta', 'Subscribe']);
    expect(again.controls()[2]).toEqual(subscribeFrame('conversation:c1'));
  });

  it('does not come back after close(), and connect() starts afresh', async () => {
    jest.useFakeTimers();
    const { client, server } = setup();
    client.connect('http://localhost');
    server.latest().ready();
    client.close();
    expect(server.latest().closedWith).toBe(1000);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.sockets).toHaveLength(1);
    client.connect('http://localhost');
    expect(server.sockets).toHaveLength(2);
    expect(client.state).toBe('connecting');
  });

  it('treats a socket that cannot even be created as a failed attempt', async () => {
    jest.useFakeTimers();
    const server = fakeWebSocketServer();
    let fail = true;
    const logger = { warn: jest.fn(), debug: jest.fn() };
    const client = createRealtimeClient({
      createSocket: (url) => {
        if (fail) throw new Error('blocked');
        return server.factory(url);
      },
      clientTokens: memoryTokens(),
      logger,
    });
    expect(() => client.connect('http://localhost')).not.toThrow();
    expect(client.state).toBe('closed');
    fail = false;
    await jest.advanceTimersByTimeAsync(5000);
    expect(server.sockets).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith('[realtime] could not open the socket', expect.any(Error));
  });
});

describe('realtime client: topics', () => {
  it('delivers a topic event to each of its callbacks with the topic id, isolating a failing one', () => {
    const { client, server, warnings } = setup();
    client.connect('http://localhost');
    const socket = server.latest().ready();
    const failing = jest.fn(() => {
      throw new Error('boom');
    });
    const working = jest.fn();
    const other = jest.fn();
    client.subscribe(['user:u1:inbox'], failing);
    client.subscribe(['user:u1:inbox', 'user:u1:notifications'], working);
    client.subscribe(['conversation:c9'], other);
    socket.push('user:u1:inbox', { kind: 'unread', count: 2, messages: 5 });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(working).toHaveBeenCalledWith({ kind: 'unread', count: 2, messages: 5 }, 'user:u1:inbox');
    expect(other).not.toHaveBeenCalled();
    expect(warnings()).toContain('[realtime] callback of user:u1:inbox failed');
  });

  it('tells the server about a topic once, however many callbacks share it, and lets it go with the last one', () => {
    const { client, server } = setup();
    client.connect('http://localhost');
    const socket = server.latest().ready();
    const handshake = socket.sent.length;
    const first = client.subscribe(['conversation:c1'], jest.fn());
    const second = client.subscribe(['conversation:c1', 'conversation:c2'], jest.fn());
    expect(socket.controls().slice(handshake)).toEqual([subscribeFrame('conversation:c1'), subscribeFrame('conversation:c2')]);
    first.unsubscribe();
    expect(socket.sent.length).toBe(handshake + 2);
    second.unsubscribe();
    expect(socket.controls().slice(handshake + 2)).toEqual([{ type: 'Unsubscribe', value: { topicIds: ['conversation:c1', 'conversation:c2'] } }]);
    // Unsubscribing again, or an empty unsubscribe, sends nothing.
    second.unsubscribe();
    first.unsubscribe();
    expect(socket.sent.length).toBe(handshake + 3);
    socket.push('conversation:c1', { kind: 'typing' });
  });

  it('counts the same function subscribed twice as two subscriptions', () => {
    const { client, server } = setup();
    client.connect('http://localhost');
    const socket = server.latest().ready();
    const callback = jest.fn();
    const first = client.subscribe(['conversation:c1'], callback);
    client.subscribe(['conversation:c1'], callback);
    first.unsubscribe();
    socket.push('conversation:c1', 1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(socket.controls().filter((control) => control.type === 'Unsubscribe')).toEqual([]);
  });

  it('logs the SPEC §8 errors for bad subscribe calls, sends nothing and never throws', () => {
    const { client, server, warnings } = setup();
    client.connect('http://localhost');
    const socket = server.latest().ready();
    const before = socket.sent.length;
    const calls = [
      () => client.subscribe(['user:u1:inbox'], undefined as unknown as () => void),
      () => client.subscribe([], jest.fn()),
      () => client.subscribe(null as unknown as string[], jest.fn()),
      () => client.subscribe(['', '  '], jest.fn()),
    ];
    for (const call of calls) expect(() => call().unsubscribe()).not.toThrow();
    expect(warnings()).toEqual([
      `[realtime] ${REALTIME_ERRORS.noCallback}`,
      `[realtime] ${REALTIME_ERRORS.emptyTopics}`,
      `[realtime] ${REALTIME_ERRORS.emptyTopics}`,
      `[realtime] ${REALTIME_ERRORS.emptyTopics}`,
    ]);
    expect(socket.sent.length).toBe(before);
  });

  it('notes a subscription made before the connection exists', () => {
    const { client, logger } = setup();
    client.subscribe(['user:u1:inbox'], jest.fn());
    expect(logger.debug).toHaveBeenCalledWith(`[realtime] ${REALTIME_ERRORS.notInitialized}; topics kept until it is`);
  });

  it('splits a long topic list into frames the server accepts (50 topics each)', () => {
    const { client, server } = setup();
    const topics = Array.from({ length: 120 }, (_, i) => `conversation:c${i}`);
    client.subscribe(topics, jest.fn());
    client.connect('http://localhost');
    const frames = server.latest().ready().controls().filter((control) => control.type === 'Subscribe');
    expect(frames.map((frame) => (frame.value as { topicIds: string[] }).topicIds.length)).toEqual([50, 50, 20]);
  });

  it('logs server errors and unreadable frames and carries on', () => {
    const { client, server, warnings } = setup();
    client.connect('http://localhost');
    const socket = server.latest().ready();
    const callback = jest.fn();
    client.subscribe(['user:u2:inbox'], callback);
    socket.push('error', { message: 'Forbidden topic', statusCode: 403, topicIds: ['user:u2:inbox'] });
    socket.pushRaw('not json');
    socket.pushRaw(JSON.stringify({ value: 1 }));
    socket.push('user:u2:inbox', { kind: 'unread', count: 1, messages: 1 });
    expect(warnings()).toEqual(['[realtime] Forbidden topic (403)', '[realtime] unreadable frame', '[realtime] frame without a topic']);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('realtime client: identity', () => {
  it('stores the cid token and reports a client id only when it changes', () => {
    const { client, server, tokens } = setup();
    tokens.value = { clientId: 'c1', token: 't1' };
    const changes: string[] = [];
    client.onClientIdChange((id) => changes.push(id));
    client.connect('http://localhost');
    const socket = server.latest().ready();
    expect(client.clientId).toBe('c1');
    socket.push('cid', { clientId: 'c1', token: 't1-renewed' });
    expect(changes).toEqual([]);
    expect(tokens.value).toEqual({ clientId: 'c1', token: 't1-renewed' });
    socket.push('cid', { clientId: 'c2', token: 't2' });
    expect(changes).toEqual(['c2']);
    expect(client.clientId).toBe('c2');
    expect(tokens.value).toEqual({ clientId: 'c2', token: 't2' });
    socket.push('cid', { clientId: 42 });
    expect(tokens.value).toEqual({ clientId: 'c2', token: 't2' });
  });

  it('keeps the cid in local storage for the next page load', () => {
    localClientTokenStore.write({ clientId: 'c7', token: 'tok' });
    expect(localClientTokenStore.read()).toEqual({ clientId: 'c7', token: 'tok' });
    const server = fakeWebSocketServer();
    const client = createRealtimeClient({ createSocket: server.factory, readToken: () => null, logger: { warn: jest.fn(), debug: jest.fn() } });
    expect(client.clientId).toBe('c7');
    client.connect('http://localhost');
    expect(server.latest().ready().controls()[1]).toMatchObject({ type: 'BindMeta', value: { clientToken: 'tok' } });
  });

  it('reauthorize() sends the current token and asks for every topic again; before ready it waits for the handshake', () => {
    const { client, server, setToken } = setup();
    client.subscribe(['user:u1:inbox'], jest.fn());
    client.reauthorize();
    client.connect('http://localhost');
    client.reauthorize();
    const socket = server.latest();
    expect(socket.sent).toEqual([]);
    socket.ready();
    const handshake = socket.sent.length;
    setToken('renewed-token');
    client.reauthorize();
    expect(socket.controls().slice(handshake)).toEqual([{ type: 'Authorization', value: { token: 'renewed-token' } }, subscribeFrame('user:u1:inbox')]);
    setToken(null);
    client.reauthorize();
    expect(socket.controls().slice(handshake + 2)[0]).toEqual({ type: 'Authorization', value: { token: null } });
  });

  it('sends typing only on a ready connection', () => {
    const { client, server, logger } = setup();
    client.typing('c1');
    expect(logger.debug).toHaveBeenCalledWith(`[realtime] ${REALTIME_ERRORS.notInitialized}; typing not sent`);
    client.connect('http://localhost');
    const socket = server.latest().ready();
    const handshake = socket.sent.length;
    client.typing('');
    client.typing('c1');
    expect(socket.controls().slice(handshake)).toEqual([{ type: 'Typing', value: { conversationId: 'c1' } }]);
  });
});
