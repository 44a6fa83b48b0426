import { act, render, screen, waitFor, within } from '@testing-library/react';
import { type Conversation, type Message, realtimeTopics } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import {
  conversation,
  deferred,
  type FakeApiCall,
  type FakeApiReply,
  type Handler,
  listReply,
  memberSummary,
  message,
  messagesReply,
  messagingI18n,
  messagingKit,
  NOT_FOUND,
  profileFixture,
  routes,
  VIEWER_ID,
} from '../testing/messaging-test-kit';
import { emit, resetRealtime, subscribedTopics, typingCalls } from '../testing/realtime-mock';

jest.mock('@meydan/shared/data-access/realtime', () => jest.requireActual('../testing/realtime-mock'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let en: I18n;
beforeAll(async () => {
  en = await messagingI18n('en');
});
afterEach(() => {
  resetRealtime();
  window.sessionStorage.clear();
});

const ALI = conversation('c1', { unreadCount: 2 });
const HISTORY: Message[] = [
  message('m1', { message: 'Long time no see', createdAt: ago(3 * DAY) }),
  message('m2', { message: 'How are you?', createdAt: ago(3000) }),
  message('m3', { sender: VIEWER_ID, message: 'All good, you?', createdAt: ago(2000) }),
];

/** The API of a member with one conversation, with Ali; `extra` adds or replaces routes. */
function aliApi(extra: Record<string, Handler | FakeApiReply> = {}, of: Conversation = ALI): Handler {
  return routes({
    'GET /conversations': listReply([of]),
    'GET /conversations/find': (call) => (call.params?.['recipient'] === 'ali' ? { status: 200, data: of } : NOT_FOUND),
    'GET /conversations/c1/messages': messagesReply(HISTORY, of),
    'POST /conversations/c1/read': { status: 200, data: { count: 0, messages: 0 } },
    'GET /conversations/count': { status: 200, data: { count: 0, messages: 0 } },
    ...extra,
  });
}

function sent(call: FakeApiCall, id: string, of: Conversation = ALI): FakeApiReply {
  const body = call.data as { message: string; clientId: string };
  return { status: 200, data: { message: message(id, { conversationId: of._id, sender: VIEWER_ID, message: body.message, clientId: body.clientId, createdAt: new Date().toISOString() }), conversation: of } };
}

async function openThread(handler: Handler, path = '/message/ali') {
  const kit = messagingKit({ path, handler, i18n: en });
  const view = render(kit.tree);
  const log = await screen.findByRole('log', { name: /^Messages with/ });
  return { ...kit, view, log };
}

const bubbles = (log: HTMLElement, text: string) => within(log).queryAllByText(text);

describe('thread', () => {
  it('opens a conversation: messages by day, mine and theirs, the profile link, and the list badge cleared', async () => {
    const { log, calls } = await openThread(aliApi());
    await within(log).findByText('All good, you?');
    expect(within(log).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(within(log).getAllByRole('heading')).toHaveLength(2);
    expect(within(log).getByText('Long time no see').closest('li')).toHaveClass('message--theirs');
    expect(within(log).getByText('All good, you?').closest('li')).toHaveClass('message--mine');
    // Newest at the bottom.
    expect(within(log).getAllByRole('listitem').map((item) => item.querySelector('.message__text')?.textContent)).toEqual(['Long time no see', 'How are you?', 'All good, you?']);
    expect(screen.getByRole('link', { name: 'Ali' })).toHaveAttribute('href', '/profile/ali');
    expect(log).toHaveAttribute('aria-live', 'polite');
    const item = screen.getByRole('link', { current: 'page' });
    expect(item).toHaveAttribute('href', '/message/ali');
    await waitFor(() => expect(within(item).queryByText('2 unread messages')).toBeNull());
    expect(calls.find((call) => call.url === '/conversations/find')?.params).toEqual({ recipient: 'ali' });
    expect(subscribedTopics()).toEqual([realtimeTopics.conversation('c1'), realtimeTopics.inbox(VIEWER_ID)].sort());
  });

  it('shows a sent message at once, then the server’s copy once', async () => {
    const post = deferred();
    const { log, user } = await openThread(aliApi({ 'POST /conversations/c1': post.handler }));
    const box = screen.getByRole('textbox', { name: 'Message to Ali' });
    await user.type(box, 'Hello there{Enter}');
    expect(box).toHaveValue('');
    expect(bubbles(log, 'Hello there')).toHaveLength(1);
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    await waitFor(() => expect(post.calls).toHaveLength(1));
    const body = post.calls[0]?.data as { message: string; clientId: string };
    expect(body).toEqual({ message: 'Hello there', clientId: expect.stringMatching(UUID) });
    act(() => post.release(sent(post.calls[0] as FakeApiCall, 'm9')));
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(bubbles(log, 'Hello there')).toHaveLength(1);
  });

  it('marks a failed send, and Retry sends it again with the same client id', async () => {
    const posts: FakeApiCall[] = [];
    const handler = aliApi({
      'POST /conversations/c1': (call) => {
        posts.push(call);
        return posts.length === 1 ? { status: 500, data: { statusCode: 500, message: 'boom' } } : sent(call, 'm9');
      },
    });
    const { log, user } = await openThread(handler);
    await user.type(screen.getByRole('textbox', { name: 'Message to Ali' }), 'Are you there?{Enter}');
    const failure = await within(log).findByRole('alert');
    expect(failure).toHaveTextContent('Not sent. Operation failed, please try again.');
    expect(within(log).getByText('Are you there?').closest('li')).toHaveClass('message--failed');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(bubbles(log, 'Are you there?')).toHaveLength(1);
    const [first, second] = posts.map((call) => call.data as { clientId: string });
    expect(second?.clientId).toBe(first?.clientId);
  });

  it('lets the member delete a message that failed', async () => {
    const handler = aliApi({ 'POST /conversations/c1': { status: 500, data: { statusCode: 500, message: 'boom' } } });
    const { log, user } = await openThread(handler);
    await user.type(screen.getByRole('textbox', { name: 'Message to Ali' }), 'Never mind{Enter}');
    await user.click(await within(log).findByRole('button', { name: 'Delete the unsent message' }));
    expect(bubbles(log, 'Never mind')).toHaveLength(0);
  });

  it('shows the server’s reason for a refused send and replaces the composer once blocked', async () => {
    let blocked = false;
    const handler = aliApi({
      'POST /conversations/c1': () => {
        blocked = true;
        return { status: 403, data: { statusCode: 403, message: 'You cannot message this member.' } };
      },
      'GET /conversations/c1/messages': () => messagesReply(HISTORY, { ...ALI, blocked }),
    });
    const { log, user } = await openThread(handler);
    await user.type(screen.getByRole('textbox', { name: 'Message to Ali' }), 'Hi{Enter}');
    expect(await within(log).findByRole('alert')).toHaveTextContent('Not sent. You cannot message this member.');
    expect(await screen.findByText(/You can no longer message each other/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the draft and unsent messages across a reload', async () => {
    const post = deferred();
    const first = await openThread(aliApi({ 'POST /conversations/c1': post.handler }));
    const box = screen.getByRole('textbox', { name: 'Message to Ali' });
    await first.user.type(box, 'On its way{Enter}');
    await first.user.type(box, 'Half a thought');
    await waitFor(() => expect(post.calls).toHaveLength(1));
    const clientId = (post.calls[0]?.data as { clientId: string }).clientId;
    // The tab reloads before the server answered.
    first.view.unmount();

    const resent: FakeApiCall[] = [];
    const second = await openThread(aliApi({ 'POST /conversations/c1': (call) => (resent.push(call), sent(call, 'm9')) }));
    expect(screen.getByRole('textbox', { name: 'Message to Ali' })).toHaveValue('Half a thought');
    await waitFor(() => expect(resent).toHaveLength(1));
    // Sent again with the same client id: the server keeps one copy even if the first one arrived.
    expect(resent[0]?.data).toEqual({ message: 'On its way', clientId });
    await waitFor(() => expect(within(second.log).queryByText('Sending…')).toBeNull());
    expect(bubbles(second.log, 'On its way')).toHaveLength(1);
  });

  it('counts up to 3000 characters and refuses more', async () => {
    const { calls, user } = await openThread(aliApi());
    const box = screen.getByRole('textbox', { name: 'Message to Ali' });
    expect(screen.getByText('0/3000')).toBeInTheDocument();
    await user.click(box);
    await user.paste('a'.repeat(3001));
    expect(screen.getByText('3001/3000').parentElement).toHaveClass('composer__counter--over');
    expect(screen.getByRole('alert')).toHaveTextContent('Messages can be at most 3000 characters. Remove 1 character to send it.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.keyboard('{Backspace}');
    expect(screen.getByText('3000/3000').parentElement).toHaveClass('composer__counter--near');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/conversations/c1')).toEqual([]);
  });

  it('replaces the composer with a notice in a blocked conversation', async () => {
    const blocked = { ...ALI, blocked: true };
    await openThread(aliApi({}, blocked));
    expect(await screen.findByText(/You can no longer message each other/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('appends a live message once and marks it read', async () => {
    const reads: unknown[] = [];
    const { log } = await openThread(aliApi({ 'POST /conversations/c1/read': (call) => (reads.push(call.data), { status: 200, data: { count: 0, messages: 0 } }) }));
    await within(log).findByText('All good, you?');
    const live = message('m10', { message: 'Coffee tomorrow?', createdAt: new Date().toISOString() });
    act(() => emit(realtimeTopics.conversation('c1'), { kind: 'message', conversationId: 'c1', message: live }));
    act(() => emit(realtimeTopics.conversation('c1'), { kind: 'message', conversationId: 'c1', message: live }));
    act(() => emit(realtimeTopics.inbox(VIEWER_ID), { kind: 'message', conversationId: 'c1', message: live }));
    expect(bubbles(log, 'Coffee tomorrow?')).toHaveLength(1);
    expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('Coffee tomorrow?');
    await waitFor(() => expect(reads).toContainEqual({ messageId: 'm10' }));
    // Another conversation's event on this topic is not this thread's.
    act(() => emit(realtimeTopics.conversation('c1'), { kind: 'message', conversationId: 'c2', message: message('x1', { message: 'Elsewhere' }) }));
    expect(bubbles(log, 'Elsewhere')).toHaveLength(0);
  });

  it('shows a message once when the socket delivers it before the send’s answer', async () => {
    const post = deferred();
    const { log, user } = await openThread(aliApi({ 'POST /conversations/c1': post.handler }));
    await user.type(screen.getByRole('textbox', { name: 'Message to Ali' }), 'Race you{Enter}');
    await waitFor(() => expect(post.calls).toHaveLength(1));
    const reply = sent(post.calls[0] as FakeApiCall, 'm11');
    const stored = (reply.data as { message: Message }).message;
    act(() => emit(realtimeTopics.conversation('c1'), { kind: 'message', conversationId: 'c1', message: stored }));
    expect(bubbles(log, 'Race you')).toHaveLength(1);
    expect(within(log).queryByText('Sending…')).toBeNull();
    act(() => post.release(reply));
    await waitFor(() => expect(post.calls).toHaveLength(1));
    await act(async () => undefined);
    expect(bubbles(log, 'Race you')).toHaveLength(1);
  });

  it('shows "Seen" under my last message when the other member read it', async () => {
    const { log } = await openThread(aliApi());
    await within(log).findByText('All good, you?');
    expect(within(log).queryByText('Seen')).toBeNull();
    act(() => emit(realtimeTopics.conversation('c1'), { kind: 'read', conversationId: 'c1', userId: 'id-ali', lastReadMessageId: 'm3' }));
    const seen = within(log).getByText('Seen');
    expect(seen.closest('li')).toHaveTextContent('All good, you?');
  });

  it('shows when the other member is typing, and tells them when I type', async () => {
    const { log, user } = await openThread(aliApi());
    await within(log).findByText('All good, you?');
    act(() => emit(realtimeTopics.conversation('c1'), { kind: 'typing', conversationId: 'c1', userId: VIEWER_ID }));
    expect(screen.queryByText('Ali is typing…')).toBeNull();
    act(() => emit(realtimeTopics.conversation('c1'), { kind: 'typing', conversationId: 'c1', userId: 'id-ali' }));
    expect(screen.getByText('Ali is typing…')).toBeInTheDocument();
    act(() => emit(realtimeTopics.conversation('c1'), { kind: 'message', conversationId: 'c1', message: message('m12', { message: 'Done', createdAt: new Date().toISOString() }) }));
    expect(screen.queryByText('Ali is typing…')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Message to Ali' }), 'abc');
    // Three keys in a row tell the other member once (at most one typing event per 2 s).
    expect(typingCalls).toEqual(['c1']);
  });

  it('loads older messages before the oldest one shown', async () => {
    const older = [message('m0a', { message: 'First ever', createdAt: ago(5 * DAY) }), message('m0b', { message: 'Second ever', createdAt: ago(4 * DAY) })];
    const handler = aliApi({
      'GET /conversations/c1/messages': (call) => (call.params?.['before'] === 'm1' ? messagesReply(older, ALI) : messagesReply(HISTORY, ALI, true)),
    });
    const { log, user, calls } = await openThread(handler);
    await within(log).findByText('All good, you?');
    expect(within(log).queryByText('This is where your conversation began.')).toBeNull();
    await user.click(within(log).getByRole('button', { name: 'Show earlier messages' }));
    expect(await within(log).findByText('First ever')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem').map((item) => item.querySelector('.message__text')?.textContent)).toEqual(['First ever', 'Second ever', 'Long time no see', 'How are you?', 'All good, you?']);
    expect(calls.filter((call) => call.url === '/conversations/c1/messages').map((call) => call.params)).toEqual([{}, { before: 'm1', markRead: false }]);
    expect(within(log).getByText('This is where your conversation began.')).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('deletes my message after confirmation, and shows the other’s deletions live', async () => {
    const deletes: string[] = [];
    const { log, user } = await openThread(aliApi({ 'DELETE /conversations/c1/m3': (call) => (deletes.push(call.url), { status: 204, data: '' }) }));
    await within(log).findByText('All good, you?');
    // Only my own messages have the action.
    const actions = within(log).getAllByRole('button', { name: 'Delete message' });
    expect(actions).toHaveLength(1);
    await user.click(actions[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toEqual(['/conversations/c1/m3']);
    expect(within(log).queryByText('All good, you?')).toBeNull();
    expect(within(log).getAllByText('This message was deleted.')).toHaveLength(1);
    act(() => emit(realtimeTopics.conversation('c1'), { kind: 'message-deleted', conversationId: 'c1', messageId: 'm1' }));
    expect(within(log).getAllByText('This message was deleted.')).toHaveLength(2);
  });

  it('keeps the dialog open with the reason when deleting fails', async () => {
    const { log, user } = await openThread(aliApi({ 'DELETE /conversations/c1/m3': { status: 500, data: { statusCode: 500, message: 'x' } } }));
    await user.click(await within(log).findByRole('button', { name: 'Delete message' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Operation failed, please try again.');
    expect(within(log).getByText('All good, you?')).toBeInTheDocument();
  });

  it('deletes the conversation from its menu and goes back to the list', async () => {
    let deleted = false;
    const handler = aliApi({
      'DELETE /conversations/c1': () => ((deleted = true), { status: 204, data: '' }),
      'GET /conversations': () => listReply(deleted ? [] : [ALI]),
    });
    const { user } = await openThread(handler);
    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' });
    expect(dialog).toHaveTextContent('The conversation with Ali will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(/Choose a conversation to read it here/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/message');
    expect(await screen.findByText(/No conversations yet\./)).toBeInTheDocument();
  });

  it('starts a conversation with a member who has none yet', async () => {
    const veli = conversation('c20', { recipient: memberSummary('veli') });
    const created: FakeApiCall[] = [];
    const handler = routes({
      'GET /conversations': listReply([]),
      'GET /conversations/find': NOT_FOUND,
      'GET /users/veli': { status: 200, data: profileFixture('veli') },
      'POST /conversations/create': (call) => (created.push(call), sent(call, 'm20', veli)),
      'GET /conversations/c20/messages': () => {
        const body = created[0]?.data as { message: string; clientId: string };
        return messagesReply([message('m20', { conversationId: 'c20', sender: VIEWER_ID, message: body.message, clientId: body.clientId, createdAt: new Date().toISOString() })], veli);
      },
      'POST /conversations/c20/read': { status: 200, data: { count: 0, messages: 0 } },
    });
    const { log, user } = await openThread(handler, '/message/veli');
    expect(within(log).getByText('This is the beginning of your conversation with Veli.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conversation options' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Message to Veli' }), 'Merhaba{Enter}');
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.data).toEqual({ recipient: 'id-veli', message: 'Merhaba', clientId: expect.stringMatching(UUID) });
    expect(await screen.findByRole('button', { name: 'Conversation options' })).toBeInTheDocument();
    await waitFor(() => expect(subscribedTopics()).toContain(realtimeTopics.conversation('c20')));
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(bubbles(log, 'Merhaba')).toHaveLength(1);
  });

  it('says when there is no such member, and refuses a conversation with oneself', async () => {
    const missing = messagingKit({ path: '/message/nobody', handler: routes({ 'GET /conversations': listReply([]) }), i18n: en });
    const view = render(missing.tree);
    expect(await screen.findByText('There is no member with this username, or their account is closed.')).toBeInTheDocument();
    view.unmount();
    const self = messagingKit({ path: '/message/ayse', handler: routes({ 'GET /conversations': listReply([]) }), i18n: en });
    render(self.tree);
    expect(await screen.findByText('You cannot send messages to yourself.')).toBeInTheDocument();
    expect(self.calls.filter((call) => call.url === '/conversations/find')).toEqual([]);
  });

  it('does not link a deactivated member and offers no composer', async () => {
    const gone = { ...ALI, recipient: memberSummary('ali', { isActive: false }) };
    await openThread(aliApi({}, gone));
    expect(await screen.findByText('This account is no longer active.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ali' })).toBeNull();
    expect(screen.getByText("This member's account is closed, so you cannot reply.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
