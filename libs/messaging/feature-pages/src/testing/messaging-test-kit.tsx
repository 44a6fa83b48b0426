import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Conversation, CurrentUser, MemberSummary, Message, MessageListResponse, Profile } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { initialUiState, makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { fakeApi, type FakeApiCall, type FakeApiReply, memberFixture } from '@meydan/shared/testing';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import { BrowserRouter, useLocation } from '@meydan/shared/util/router';
import { type Edition, matchRoute } from '@meydan/shared/util/routing';
import { MessagingPage } from '../messaging-page';

export { type FakeApiCall, type FakeApiReply, memberFixture };

/*
 * The messaging specs' harness (specs only; nothing in production imports it): the messaging
 * translations, a store whose API calls go to a routing table, a browser router that renders
 * the messaging page for the route it is on (as the shell does), and fixtures.
 */

const I18N_DIR = join(__dirname, '../../../../../apps/messaging/src/i18n');
export const MESSAGING = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

export async function messagingI18n(edition: Edition = 'en'): Promise<I18n> {
  return createI18n({ edition, resources: { messaging: MESSAGING } });
}

export type Handler = (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>;
export const NOT_FOUND: FakeApiReply = { status: 404, data: { statusCode: 404, message: 'Not found' } };

/** A request table (`POST /conversations/c1` → reply); unknown calls are a 404. */
export function routes(table: Record<string, Handler | FakeApiReply>): Handler {
  return (call) => {
    const entry = table[`${call.method} ${call.url}`];
    if (!entry) return NOT_FOUND;
    return typeof entry === 'function' ? entry(call) : entry;
  };
}

/** A reply the spec releases when it wants (to look at the page while a call is on its way). */
export function deferred(): { handler: Handler; release: (reply: FakeApiReply) => void; calls: FakeApiCall[] } {
  const calls: FakeApiCall[] = [];
  const waiting: Array<(reply: FakeApiReply) => void> = [];
  return {
    calls,
    handler: (call) => {
      calls.push(call);
      return new Promise<FakeApiReply>((resolve) => waiting.push(resolve));
    },
    release: (reply) => waiting.shift()?.(reply),
  };
}

function RoutedPage({ edition }: { edition: Edition }) {
  const { pathname } = useLocation();
  const match = matchRoute(edition, pathname);
  if (!match || match.route.owner !== 'messaging') return <p data-testid="elsewhere">{pathname}</p>;
  return <MessagingPage routeId={match.route.id} params={match.params} edition={edition} origin="https://meydan.test" />;
}

export interface RenderOptions {
  path: string;
  handler: Handler;
  member?: CurrentUser | 'anonymous';
  edition?: Edition;
  i18n: I18n;
}

export function messagingKit({ path, handler, member = memberFixture, edition = 'en', i18n }: RenderOptions) {
  window.history.replaceState(null, '', path);
  const http = createHttpClient({ baseURL: '/api' });
  const { adapter, calls } = fakeApi(handler, { maxCalls: 80 });
  http.defaults.adapter = adapter;
  const store = makeStore({ http, preloadedState: { ui: { ...initialUiState, edition } } });
  if (member === 'anonymous') store.dispatch(signedOut());
  else store.dispatch(userLoaded({ user: member }));
  const tree = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <RoutedPage edition={edition} />
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  );
  return { store, calls, tree, user: userEvent.setup() };
}

export const VIEWER_ID = memberFixture._id;
const MINUTE = 60_000;

export function memberSummary(username: string, overrides: Partial<MemberSummary> = {}): MemberSummary {
  return { _id: `id-${username}`, username, name: username[0]?.toUpperCase() + username.slice(1), avatar: null, premium: false, isActive: true, ...overrides };
}

export function message(id: string, overrides: Partial<Message> = {}): Message {
  return { _id: id, conversationId: 'c1', sender: 'id-ali', message: `Message ${id}`, clientId: null, deleted: false, createdAt: new Date(Date.now() - 10 * MINUTE).toISOString(), ...overrides };
}

export function conversation(id: string, overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: id,
    recipient: memberSummary('ali'),
    lastMessage: null,
    unreadCount: 0,
    recipientLastReadMessageId: null,
    blocked: false,
    updatedAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    ...overrides,
  };
}

export function listReply(items: Conversation[], hasNextPage = false, page = 1): FakeApiReply {
  return { status: 200, data: { items, pagination: { page, limit: 20, hasNextPage } } };
}

/** One page of a thread: `items` oldest first here, sent newest first as the API does. */
export function messagesReply(items: Message[], of: Conversation, hasNextPage = false): FakeApiReply {
  const data: MessageListResponse = { items: [...items].reverse(), pagination: { page: 1, limit: 15, hasNextPage }, conversation: of };
  return { status: 200, data };
}

export function profileFixture(username: string, overrides: Partial<Profile> = {}): Profile {
  const summary = memberSummary(username);
  return {
    ...summary,
    cover: null,
    coverOffset: 0,
    motto: null,
    about: null,
    website: null,
    country: null,
    city: null,
    occupation: null,
    gender: null,
    premiumStatus: summary.premium ? 'premium' : null,
    createdAt: '2025-01-01T00:00:00.000Z',
    counts: { followers: 0, followings: 0, contents: 0, comments: 0, favorites: 0 },
    ...overrides,
  };
}
