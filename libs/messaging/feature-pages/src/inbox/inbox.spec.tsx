import { act, render, screen, waitFor, within } from '@testing-library/react';
import { realtimeTopics } from '@meydan/shared/contracts';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import type { I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { conversation, listReply, memberSummary, message, MESSAGING, messagingI18n, messagingKit, routes, VIEWER_ID } from '../testing/messaging-test-kit';
import { emit, resetRealtime, subscribedTopics } from '../testing/realtime-mock';
import { messagingLoader } from '../messaging-page';

jest.mock('@meydan/shared/data-access/realtime', () => jest.requireActual('../testing/realtime-mock'));

const MINUTE = 60_000;
let en: I18n;
let tr: I18n;
beforeAll(async () => {
  en = await messagingI18n('en');
  tr = await messagingI18n('tr');
});
afterEach(() => {
  resetRealtime();
  window.sessionStorage.clear();
});

describe('messaging loaders', () => {
  it('give noindex heads in every edition and call no API', async () => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const dispatch = jest.fn();
      const base = { edition, pathname: '/', search: '', origin: 'https://meydan.test', dispatch, getState: () => ({}), i18n: en, isServer: true };
      const inbox = await messagingLoader('inbox')({ ...base, routeId: 'messaging.inbox', params: {} } as RouteContext);
      expect(inbox.head).toEqual({ title: `${MESSAGING[edition].head.inboxTitle} | Meydan`, description: MESSAGING[edition].head.inboxDescription, noindex: true });
      const thread = await messagingLoader('thread')({ ...base, routeId: 'messaging.thread', params: { username: 'ali' } } as RouteContext);
      expect(thread.head?.noindex).toBe(true);
      expect(thread.head?.title).toContain('@ali');
      expect(dispatch).not.toHaveBeenCalled();
    }
  });
});

describe('inbox', () => {
  it('asks a visitor to sign in, without calling the API', async () => {
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    const { tree, calls, user } = messagingKit({ path: '/message', handler: routes({}), member: 'anonymous', i18n: en });
    render(tree);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your messages.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    expect(subscribedTopics()).toEqual([]);
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });

  it('lists conversations with the last message, unread badges and "seen"', async () => {
    const items = [
      conversation('c1', { unreadCount: 3, lastMessage: message('m1', { message: 'Are you coming\ntonight?', createdAt: new Date(Date.now() - 2 * MINUTE).toISOString() }) }),
      conversation('c2', {
        recipient: memberSummary('veli', { name: 'Veli Demir' }),
        lastMessage: message('m2', { conversationId: 'c2', sender: VIEWER_ID, message: 'See you', createdAt: new Date(Date.now() - 30 * MINUTE).toISOString() }),
        recipientLastReadMessageId: 'm2',
      }),
      conversation('c3', { recipient: memberSummary('zeynep'), lastMessage: message('m3', { conversationId: 'c3', deleted: true, message: '', createdAt: new Date(Date.now() - 50 * MINUTE).toISOString() }) }),
    ];
    const { tree } = messagingKit({ path: '/message', handler: routes({ 'GET /conversations': listReply(items) }), i18n: en });
    render(tree);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [ali, veli, zeynep] = within(list).getAllByRole('link');
    expect(ali).toHaveAttribute('href', '/message/ali');
    expect(ali).toHaveTextContent('Ali');
    expect(ali).toHaveTextContent('Are you coming tonight?');
    expect(within(ali as HTMLElement).getByText('3 unread messages')).toBeInTheDocument();
    expect(ali).toHaveClass('conversation-item--unread');
    expect(veli).toHaveTextContent('You: See you');
    expect(within(veli as HTMLElement).getByText('Seen')).toBeInTheDocument();
    expect(veli).not.toHaveClass('conversation-item--unread');
    expect(zeynep).toHaveTextContent('Message deleted');
    // Nothing is open yet: the thread pane invites to choose one.
    expect(screen.getByText(/Choose a conversation to read it here/)).toBeInTheDocument();
    expect(subscribedTopics()).toEqual([realtimeTopics.inbox(VIEWER_ID)]);
  });

  it('says so when there is no conversation yet', async () => {
    const { tree } = messagingKit({ path: '/message', handler: routes({ 'GET /conversations': listReply([]) }), i18n: en });
    render(tree);
    expect(await screen.findByText(/No conversations yet\./)).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    const handler = routes({ 'GET /conversations': () => (fail ? { status: 500, data: { statusCode: 500, message: 'x' } } : listReply([conversation('c1')])) });
    const { tree, user } = messagingKit({ path: '/message', handler, i18n: en });
    render(tree);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your conversations could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Ali/ })).toBeInTheDocument();
  });

  it('loads the next page of conversations', async () => {
    const handler = routes({
      'GET /conversations': (call) =>
        call.params?.['page'] === 2 ? listReply([conversation('c9', { recipient: memberSummary('older'), updatedAt: '2024-01-01T10:00:00.000Z' })], false, 2) : listReply([conversation('c1')], true),
    });
    const { tree, user, calls } = messagingKit({ path: '/message', handler, i18n: en });
    render(tree);
    await user.click(await screen.findByRole('button', { name: 'Show more conversations' }));
    expect(await screen.findByRole('link', { name: /Older/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/conversations').map((call) => call.params?.['page'])).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/message/ali', '/message/older']);
  });

  it('moves a conversation up with its new message and counts it as unread, live', async () => {
    const items = [
      conversation('c1', { lastMessage: message('m1', { createdAt: new Date(Date.now() - 20 * MINUTE).toISOString() }) }),
      conversation('c2', { recipient: memberSummary('veli'), lastMessage: message('m2', { conversationId: 'c2', sender: 'id-veli', createdAt: new Date(Date.now() - 40 * MINUTE).toISOString() }) }),
    ];
    const { tree } = messagingKit({ path: '/message', handler: routes({ 'GET /conversations': listReply(items) }), i18n: en });
    render(tree);
    await screen.findByRole('link', { name: /Veli/ });
    const fresh = message('m9', { conversationId: 'c2', sender: 'id-veli', message: 'Hello again', createdAt: new Date().toISOString() });
    act(() => emit(realtimeTopics.inbox(VIEWER_ID), { kind: 'message', conversationId: 'c2', message: fresh }));
    // The same event again (socket retry) changes nothing.
    act(() => emit(realtimeTopics.inbox(VIEWER_ID), { kind: 'message', conversationId: 'c2', message: fresh }));
    // The store batches cache updates (RTK's autoBatch), so the list redraws a tick later.
    await waitFor(() => expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/message/veli'), { timeout: 10_000 });
    const [first] = screen.getAllByRole('link');
    expect(first).toHaveTextContent('Hello again');
    expect(within(first as HTMLElement).getByText('1 unread message')).toBeInTheDocument();
  });

  it('reloads the list for a conversation it does not hold yet', async () => {
    let round = 0;
    const handler = routes({
      'GET /conversations': () => {
        round += 1;
        return listReply(round === 1 ? [conversation('c1')] : [conversation('c7', { recipient: memberSummary('newcomer'), unreadCount: 1 }), conversation('c1')]);
      },
    });
    const { tree } = messagingKit({ path: '/message', handler, i18n: en });
    render(tree);
    await screen.findByRole('link', { name: /Ali/ });
    act(() => emit(realtimeTopics.inbox(VIEWER_ID), { kind: 'message', conversationId: 'c7', message: message('m7', { conversationId: 'c7', sender: 'id-newcomer' }) }));
    // The reload is a second request: on a loaded CI machine it can take more than waitFor's default second.
    await waitFor(() => expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/message/newcomer'), { timeout: 10_000 });
  });

  it('uses the edition’s path segment and language (tr: /mesaj)', async () => {
    const items = [conversation('c1', { unreadCount: 2, lastMessage: message('m1', { sender: VIEWER_ID, message: 'Selam' }) })];
    const { tree } = messagingKit({ path: '/mesaj', handler: routes({ 'GET /conversations': listReply(items) }), edition: 'tr', i18n: tr });
    render(tree);
    const link = await screen.findByRole('link', { name: /Ali/ });
    expect(link).toHaveAttribute('href', '/mesaj/ali');
    expect(link).toHaveTextContent('Sen: Selam');
    expect(within(link).getByText('2 okunmamış mesaj')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
  });
});
