import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { CurrentUser, FavoriteListResponse, FollowListResponse, Profile, Relation } from '@meydan/shared/contracts';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, signedOut, userLoaded } from '@meydan/shared/data-access/store';
import { clearDocumentCookies, fakeApi, memberFixture, type FakeApiCall, type FakeApiReply } from '@meydan/shared/testing';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import { createI18n, type I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { StaticRouter } from '@meydan/shared/util/router';
import { profileApi } from '@meydan/social/data-access';
import { profileLoader } from './profile-loader';
import { ProfilePage } from './profile-page';

// The two tabs other parts of the remote build are stand-ins here: this spec is about the shell around them.
jest.mock('./contents-tab', () => ({ ProfileContentsTab: ({ userId, isOwner }: { userId: string; isOwner: boolean }) => <p>contents of {userId}{isOwner ? ' (own)' : ''}</p> }), { virtual: true });
jest.mock('./comments-tab', () => ({ ProfileCommentsTab: ({ userId }: { userId: string }) => <p>comments of {userId}</p> }), { virtual: true });

const I18N_DIR = join(__dirname, '../../../../../apps/social/src/i18n');
const social = Object.fromEntries(['tr', 'en', 'ru'].map((lang) => [lang, JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8'))]));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en', resources: { social } });
});
afterEach(() => clearDocumentCookies());

const ali: Profile = {
  _id: 'u-ali',
  username: 'ali',
  name: 'Ali Kaya',
  isActive: true,
  avatar: null,
  cover: { _id: 'cover', resolutions: { standard: { url: '/media/c/620.jpg', width: 620, height: 248, format: 'jpg' }, high: { url: '/media/c/1024.jpg', width: 1024, height: 410, format: 'jpg' }, extraHigh: { url: '/media/c/1536.jpg', width: 1536, height: 614, format: 'jpg' }, raw: { url: '/media/c/1536.jpg', width: 1536, height: 614, format: 'jpg' } } },
  coverOffset: 30,
  motto: 'Merak etmek güzeldir',
  about: 'Gazeteci.\nİstanbul',
  website: 'https://ali.example.org/',
  country: null,
  city: 'İzmir',
  occupation: 'Muhabir',
  gender: null,
  premium: true,
  premiumStatus: 'premium',
  createdAt: '2025-03-04T10:00:00.000Z',
  counts: { followers: 1200, followings: 3, contents: 5, comments: 2, favorites: 1 },
};
const ayse: CurrentUser = memberFixture;
const relation = (overrides: Partial<Relation> = {}): Relation => ({ following: false, followedBy: false, blocked: false, blockedBy: false, ...overrides });
const page = <T,>(items: T[], total = items.length) => ({ items, pagination: { page: 1, limit: 40, total, totalPages: Math.max(1, Math.ceil(total / 40)), hasNextPage: total > 40 } });
const notFound: FakeApiReply = { status: 404, data: { message: 'This member could not be found.', statusCode: 404 } };

type Member = CurrentUser | 'anonymous';
type Route = (call: FakeApiCall) => FakeApiReply | Promise<FakeApiReply>;

function setup(route: Route, element: ReactElement, { member = ayse as Member, location = '/profile/ali', preload = true }: { member?: Member; location?: string; preload?: boolean } = {}) {
  const http = createHttpClient({ baseURL: '/api' });
  const api = fakeApi(route, { maxCalls: 40 });
  http.defaults.adapter = api.adapter;
  const store = makeStore({ http });
  if (member === 'anonymous') store.dispatch(signedOut());
  else store.dispatch(userLoaded({ user: member }));
  const tree = (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={location}>{element}</StaticRouter>
      </I18nextProvider>
    </Provider>
  );
  return { store, calls: api.calls, tree, user: userEvent.setup(), preload };
}

const props = (routeId: string, username = 'ali', edition: 'tr' | 'en' | 'ru' = 'en') => ({ routeId, params: { username }, edition, origin: 'https://meydan.test' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function loaderContext(store: ReturnType<typeof makeStore>, overrides: Partial<RouteContext> = {}): RouteContext {
  return {
    edition: 'en',
    routeId: 'social.profile',
    pathname: '/profile/ali',
    search: '',
    params: { username: 'ali' },
    origin: 'https://meydan.test',
    dispatch: store.dispatch as RouteContext['dispatch'],
    getState: store.getState,
    i18n,
    isServer: true,
    ...overrides,
  };
}

describe('profile loader', () => {
  it('gives the page an indexable head with the avatar as og:image, and the header data for the server render', async () => {
    const withAvatar: Profile = { ...ali, avatar: { _id: 'img', resolutions: { standard: { url: '/media/a/620.jpg', width: 620, height: 620, format: 'jpg' }, high: { url: '/media/a/1024.jpg', width: 1024, height: 1024, format: 'jpg' }, extraHigh: { url: '/media/a/1536.jpg', width: 1536, height: 1536, format: 'jpg' }, raw: { url: '/media/a/2000.jpg', width: 2000, height: 2000, format: 'jpg' } } } };
    const { store, calls } = setup((call) => (call.url === '/users/ali' ? { status: 200, data: withAvatar } : notFound), <div />);
    const result = await profileLoader('contents')(loaderContext(store));
    expect(result).toEqual({
      head: {
        title: 'Ali Kaya (@ali) | Meydan',
        description: 'Merak etmek güzeldir',
        canonical: 'https://meydan.test/profile/ali',
        og: {
          'og:type': 'profile',
          'og:title': 'Ali Kaya (@ali)',
          'og:description': 'Merak etmek güzeldir',
          'og:url': 'https://meydan.test/profile/ali',
          'og:site_name': 'Meydan',
          'profile:username': 'ali',
          'og:image': 'https://meydan.test/media/a/620.jpg',
        },
      },
    });
    expect(calls.map((call) => call.url)).toEqual(['/users/ali']);
  });

  it('answers an unknown, deactivated or deleted member with the 404 page', async () => {
    const { store } = setup(() => notFound, <div />);
    await expect(profileLoader('followers')(loaderContext(store, { params: { username: 'ghost' } }))).resolves.toEqual({ status: 404 });
  });

  it('sends a username typed in another case to the canonical address', async () => {
    const { store } = setup((call) => (call.url === '/users/Ali' ? { status: 200, data: ali } : notFound), <div />);
    await expect(profileLoader('followers')(loaderContext(store, { edition: 'tr', params: { username: 'Ali' }, search: '?page=2' }))).resolves.toEqual({
      redirect: { to: '/profil/ali/takipciler?page=2', status: 301 },
    });
  });

  it('preloads the first page of a list tab and 404s a page past the end', async () => {
    const followers = page([{ _id: 'u-2', username: 'veli', name: 'Veli', avatar: null, premium: false, isActive: true, followedAt: '2026-01-01T00:00:00.000Z' }]);
    const { store, calls } = setup((call) => {
      if (call.url === '/users/ali') return { status: 200, data: ali };
      if (call.url === '/social/u-ali/followers') return { status: 200, data: (call.params as { page: number }).page === 1 ? followers : page([], 1) };
      return notFound;
    }, <div />);
    const first = await profileLoader('followers')(loaderContext(store, { routeId: 'social.profile.followers' }));
    expect(first).toMatchObject({ head: { title: 'Followers of Ali Kaya (@ali) | Meydan', canonical: 'https://meydan.test/profile/ali/followers' } });
    expect(calls.map((call) => [call.url, call.params])).toEqual([
      ['/users/ali', undefined],
      ['/social/u-ali/followers', { page: 1 }],
    ]);
    await expect(profileLoader('followers')(loaderContext(store, { search: '?page=3' }))).resolves.toEqual({ status: 404 });
  });
});

describe('profile page', () => {
  const profileRoute = (extra: Route = () => notFound, rel: Relation = relation()): Route => (call) => {
    if (call.url === '/users/ali') return { status: 200, data: ali };
    if (call.url === '/social/me/relations/u-ali') return { status: 200, data: rel };
    return extra(call);
  };

  it.each([
    ['a subscriber', { premium: true, premiumStatus: 'premium' as const }, 'Premium'],
    ['a complimentary account', { premium: true, premiumStatus: 'premium_user' as const }, 'Premium User'],
    ['an ordinary member', { premium: false, premiumStatus: null }, null],
  ])('badges the profile of %s with its premium status name (none without one)', async (_who, status, badge) => {
    const { store, tree } = setup((call) => (call.url === '/users/ali' ? { status: 200, data: { ...ali, ...status } } : notFound), <ProfilePage {...props('social.profile')} />, { member: 'anonymous' });
    await store.dispatch(profileApi.endpoints.getProfile.initiate('ali'));
    render(tree);
    const heading = screen.getByRole('heading', { level: 1, name: /Ali Kaya/ });
    expect(heading).toHaveTextContent(badge ? `Ali Kaya${badge}` : /^Ali Kaya$/);
    if (badge) expect(within(heading).getByTitle('Premium member')).toHaveTextContent(new RegExp(`^${badge}$`));
    else expect(within(heading).queryByTitle('Premium member')).not.toBeInTheDocument();
  });

  it('renders the header, counts and tab links on the server, the contents tab current', async () => {
    const { store, tree } = setup(profileRoute(), <ProfilePage {...props('social.profile')} />, { member: 'anonymous' });
    await store.dispatch(profileApi.endpoints.getProfile.initiate('ali'));
    const html = renderToString(tree);
    expect(html).toContain('Ali Kaya');
    expect(html).toContain('object-position:50% 30%');
    render(tree);
    expect(screen.getByRole('heading', { level: 1, name: /Ali Kaya/ })).toHaveTextContent('Premium');
    expect(screen.getByText('@ali')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Ali Kaya' })).toHaveClass('profile-avatar--icon');
    const counts = within(screen.getByRole('list', { name: 'Profile counts' }));
    expect(counts.getByRole('link', { name: '1.2K Followers' })).toHaveAttribute('href', '/profile/ali/followers');
    const tabs = within(screen.getByRole('navigation', { name: 'Profile sections' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Content', '/profile/ali', 'page'],
      ['Comments', '/profile/ali/comments', null],
      ['Favorites', '/profile/ali/favorites', null],
      ['Followers', '/profile/ali/followers', null],
      ['Following', '/profile/ali/followings', null],
    ]);
    expect(screen.getByText('contents of u-ali')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ali.example.org' })).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  });

  it('asks a visitor to sign in to follow, without calling the API', async () => {
    const { store, tree, user, calls } = setup(profileRoute(), <ProfilePage {...props('social.profile')} />, { member: 'anonymous' });
    await store.dispatch(profileApi.endpoints.getProfile.initiate('ali'));
    render(tree);
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('follows at once and keeps it when the API agrees', async () => {
    const answer = deferred<FakeApiReply>();
    const { tree, user, calls } = setup(
      profileRoute((call) => (call.method === 'POST' && call.url === '/social/me/following' ? answer.promise : notFound)),
      <ProfilePage {...props('social.profile')} />,
    );
    render(tree);
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);
    // Before the API answers (its reply is still held back): pressed, and the count includes the reader.
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: '1.2K Followers' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.data).toEqual({ target: 'u-ali' });
    await act(async () => answer.resolve({ status: 200, data: { following: true, followers: 1201 } }));
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('undoes a refused follow and says why', async () => {
    const small = { ...ali, counts: { ...ali.counts, followers: 7 } };
    const answer = deferred<FakeApiReply>();
    const { tree, user } = setup(
      (call) => {
        if (call.url === '/users/ali') return { status: 200, data: small };
        if (call.url === '/social/me/relations/u-ali') return { status: 200, data: relation() };
        if (call.method === 'POST') return answer.promise;
        return notFound;
      },
      <ProfilePage {...props('social.profile')} />,
    );
    render(tree);
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '8 Followers' })).toBeInTheDocument();
    await act(async () => answer.resolve({ status: 403, data: { message: 'You cannot follow this member because one of you has blocked the other.', statusCode: 403 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot follow this member because one of you has blocked the other.');
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: '7 Followers' })).toBeInTheDocument();
  });

  it('unfollows optimistically too, and restores the follow when the network fails', async () => {
    const answer = deferred<FakeApiReply>();
    const { tree, user, calls } = setup(
      profileRoute((call) => (call.method === 'DELETE' ? answer.promise : notFound), relation({ following: true, followedBy: true })),
      <ProfilePage {...props('social.profile')} />,
    );
    render(tree);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(screen.getByText('Follows you')).toBeInTheDocument();
    await user.click(following);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/social/me/following/u-ali');
    await act(async () => answer.resolve({ status: 503, data: '' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Operation failed, please try again.');
  });

  it('blocks only after the confirmation, then shows the block and hides Follow and Message', async () => {
    let rel = relation({ following: true });
    const { tree, user, calls } = setup(
      (call) => {
        if (call.url === '/users/ali') return { status: 200, data: ali };
        if (call.url === '/social/me/relations/u-ali') return { status: 200, data: rel };
        if (call.method === 'POST' && call.url === '/social/me/blocked') {
          rel = relation({ blocked: true });
          return { status: 200, data: { blocked: true } };
        }
        return notFound;
      },
      <ProfilePage {...props('social.profile')} />,
    );
    render(tree);
    expect(await screen.findByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/message/ali');
    const more = screen.getByRole('button', { name: 'More actions' });
    await waitFor(() => expect(more).toBeEnabled());
    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    let dialog = screen.getByRole('dialog', { name: 'Block @ali?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    dialog = screen.getByRole('dialog', { name: 'Block @ali?' });
    expect(dialog).toHaveTextContent('Follows between you are removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, block' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.data])).toEqual([['/social/me/blocked', { target: 'u-ali' }]]);
    expect(await screen.findByText(/You blocked this member/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a message' })).not.toBeInTheDocument();
    // The menu now offers the undo.
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('keeps the block dialog open with the reason when the block is refused', async () => {
    const { tree, user } = setup(profileRoute((call) => (call.method === 'POST' ? { status: 500, data: '' } : notFound)), <ProfilePage {...props('social.profile')} />);
    render(tree);
    const more = await screen.findByRole('button', { name: 'More actions' });
    await waitFor(() => expect(more).toBeEnabled());
    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(screen.getByRole('button', { name: 'Yes, block' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Operation failed, please try again.');
  });

  it('offers the owner Edit profile instead of Follow, Message and Block', async () => {
    const own = { ...ali, _id: ayse._id, username: ayse.username };
    const { tree } = setup((call) => (call.url === '/users/ayse' ? { status: 200, data: own } : notFound), <ProfilePage {...props('social.profile', 'ayse')} />);
    render(tree);
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/ayse/settings');
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.getByText('contents of u1 (own)')).toBeInTheDocument();
  });

  it('lists followers with a follow toggle per row for a member, paged, the tab current', async () => {
    const rows = (following: boolean): FollowListResponse => ({
      items: [
        { _id: 'u-veli', username: 'veli', name: 'Veli Can', avatar: null, premium: false, isActive: true, followedAt: '2026-01-01T00:00:00.000Z', ...(following ? {} : {}) },
        { _id: ayse._id, username: ayse.username, name: ayse.name, avatar: null, premium: false, isActive: true, followedAt: '2026-01-01T00:00:00.000Z' },
      ],
      pagination: { page: 2, limit: 40, total: 82, totalPages: 3, hasNextPage: true },
    });
    const { tree, user, calls } = setup(
      profileRoute((call) => {
        if (call.url === '/social/u-ali/followers') {
          const checked = (call.params as { check?: boolean }).check === true;
          const data = rows(false);
          if (checked) data.items = data.items.map((item) => ({ ...item, following: false }));
          return { status: 200, data };
        }
        if (call.method === 'POST') return { status: 200, data: { following: true, followers: 1 } };
        return notFound;
      }),
      <ProfilePage {...props('social.profile.followers')} />,
      { location: '/profile/ali/followers?page=2' },
    );
    render(tree);
    const list = within(await screen.findByRole('list', { name: 'Followers' }));
    expect(screen.getByRole('link', { name: 'Followers', current: 'page' })).toHaveAttribute('href', '/profile/ali/followers');
    expect(list.getByRole('link', { name: /Veli Can/ })).toHaveAttribute('href', '/profile/veli');
    expect(list.getByText('You')).toBeInTheDocument();
    await user.click(await list.findByRole('button', { name: 'Follow' }));
    expect(await list.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.url === '/social/u-ali/followers').map((call) => call.params)).toEqual([{ page: 2 }, { page: 2, check: true }]);
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/profile/ali/followers');
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/profile/ali/followers?page=3');
  });

  it('shows favourites as article cards, and an empty followings tab says so', async () => {
    const favorites: FavoriteListResponse = page([
      {
        _id: 'a1',
        legacyId: 10023,
        edition: 'en',
        title: 'A long read',
        route: '/content/a-long-read-10023',
        description: '',
        image: null,
        category: { _id: 'c1', name: 'Culture', slug: 'culture', route: '/culture-news', parent: null, edition: 'en' },
        published: '2026-02-03T10:00:00.000Z',
        favoritedAt: '2026-02-04T10:00:00.000Z',
      },
    ]);
    const { tree } = setup(profileRoute((call) => (call.url === '/favorites/u-ali' ? { status: 200, data: favorites } : notFound)), <ProfilePage {...props('social.profile.favorites')} />, { member: 'anonymous' });
    render(tree);
    const card = await screen.findByRole('link', { name: /A long read/ });
    expect(card).toHaveAttribute('href', '/content/a-long-read-10023');
    expect(card).toHaveTextContent('Culture');

    const empty = setup(profileRoute((call) => (call.url === '/social/u-ali/following' ? { status: 200, data: page([]) } : notFound)), <ProfilePage {...props('social.profile.followings')} />, { member: 'anonymous' });
    render(empty.tree);
    expect(await screen.findByText('Not following anyone yet.')).toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded, and retries', async () => {
    let fail = true;
    const { tree, user } = setup((call) => (call.url === '/users/ali' && !fail ? { status: 200, data: ali } : { status: 500, data: '' }), <ProfilePage {...props('social.profile')} />, { member: 'anonymous' });
    render(tree);
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Ali Kaya/ })).toBeInTheDocument();
  });
});
