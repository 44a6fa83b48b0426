import { render, screen, waitFor, within } from '@testing-library/react';
import type { Notification, NotificationListResponse } from '@meydan/shared/contracts';
import { OPEN_LOGIN_EVENT } from '@meydan/shared/ui';
import { formatDay, type I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { type FakeApiCall, type FakeApiReply, props, renderKit, routes, SOCIAL, socialI18n } from '../testing/write-test-kit';
import { NotificationsPage, notificationsLoader } from './notifications-page';

const HOUR = 3_600_000;

function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `n${n}`,
    type: 'comment_reply',
    actor: { _id: `u${n}`, username: `mehmet${n}`, name: `Mehmet ${n}`, avatar: null, isActive: true },
    article: { id: `a${n}`, title: `Story ${n}`, path: `/content/story-${n}-1000${n}`, edition: 'en' },
    comment: { id: `c${n}`, excerpt: `Answer number ${n}` },
    read: false,
    createdAt: new Date(Date.now() - 1000).toISOString(),
    ...overrides,
  };
}

function list(items: Notification[], hasNextPage = false): FakeApiReply {
  return { status: 200, data: { items, pagination: { page: 1, limit: 20, total: items.length, totalPages: hasNextPage ? 2 : 1, hasNextPage } } satisfies NotificationListResponse };
}

let en: I18n;
let tr: I18n;
beforeAll(async () => {
  en = await socialI18n('en');
  tr = await socialI18n('tr');
});

describe('notifications loader', () => {
  it('gives a noindex head in every edition and calls no API', async () => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const dispatch = jest.fn();
      const ctx = { edition, routeId: 'social.notifications', pathname: '/', search: '', params: {}, origin: 'https://meydan.test', dispatch, getState: () => ({}), i18n: en, isServer: true } as RouteContext;
      expect((await notificationsLoader(ctx)).head).toEqual({ title: `${SOCIAL[edition].notifications.title} | Meydan`, description: SOCIAL[edition].notifications.description, noindex: true });
      expect(dispatch).not.toHaveBeenCalled();
    }
  });
});

describe('notifications page', () => {
  const page = <NotificationsPage {...props('social.notifications')} />;

  it('asks a visitor to sign in, without calling the API', async () => {
    const opened = jest.fn();
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    const { tree, calls, user } = renderKit(en, routes({}), page, 'anonymous');
    render(tree);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your notifications.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
  });

  it('groups by day, marks unread ones and links each to its target', async () => {
    const older = new Date(Date.now() - 5 * 24 * HOUR).toISOString();
    const items = [
      notification(1),
      notification(2, { type: 'followed', article: null, comment: null, read: true, createdAt: new Date(Date.now() - 24 * HOUR).toISOString() }),
      notification(3, { type: 'news_approved', actor: null, comment: null, createdAt: older, article: { id: 'a3', title: 'Story 3', path: 'https://tr.meydan.test/haber/story-3-10003', edition: 'tr' } }),
      notification(4, { type: 'comment_liked', article: null, comment: null, actor: { _id: 'gone', username: 'gone', name: null, avatar: null, isActive: false }, read: true, createdAt: older }),
    ];
    const { tree } = renderKit(en, routes({ 'GET /notifications': list(items) }), page);
    render(tree);
    const today = await screen.findByRole('region', { name: 'Today' });
    const first = within(today).getByRole('listitem');
    expect(first).toHaveTextContent('Mehmet 1 replied to your comment on Story 1.');
    expect(within(first).getByRole('link', { name: 'Mehmet 1' })).toHaveAttribute('href', '/profile/mehmet1');
    expect(within(first).getByRole('link', { name: 'Story 1' })).toHaveAttribute('href', '/content/story-1-10001#comment-c1');
    expect(within(first).getByText('“Answer number 1”')).toBeInTheDocument();
    expect(within(first).getByText('Unread')).toBeInTheDocument();

    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(within(yesterday).getByRole('listitem')).toHaveTextContent('Mehmet 2 started following you.');
    expect(within(yesterday).queryByText('Unread')).toBeNull();

    const earlier = screen.getByRole('region', { name: formatDay(older, 'en') });
    const [approved, liked] = within(earlier).getAllByRole('listitem');
    expect(approved).toHaveTextContent('Your post Story 3 was approved and published.');
    // An article of another edition: its full address on that edition's site.
    expect(within(approved as HTMLElement).getByRole('link', { name: 'Story 3' })).toHaveAttribute('href', 'https://tr.meydan.test/haber/story-3-10003');
    // A deactivated actor has no profile link (SPEC §2.8); a gone article is named, not linked.
    expect(liked).toHaveTextContent('gone liked your comment on a removed post.');
    expect(within(liked as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('labels an article of another edition with its language, in the reader’s language, and marks its title up in it', async () => {
    const items = [
      notification(1, { article: { id: 'a1', title: 'Büyük final bu akşam', path: '/haber/buyuk-final-bu-aksam-10001', edition: 'tr' } }),
      notification(2, { article: { id: 'a2', title: 'A member story', path: 'https://en.meydan.test/content/a-member-story-10002', edition: 'en' } }),
      notification(3, { article: { id: 'a3', title: 'Новости дня', path: 'https://ru.meydan.test/novosti/novosti-dnya-10003', edition: 'ru' } }),
    ];
    const { tree } = renderKit(tr, routes({ 'GET /notifications': list(items) }), <NotificationsPage {...props('social.notifications', {}, 'tr')} />);
    render(tree);
    const [own, english, russian] = within(await screen.findByRole('region', { name: 'Bugün' })).getAllByRole('listitem') as HTMLElement[];
    expect(within(own as HTMLElement).queryByText(/İngilizce|Rusça|Türkçe/)).toBeNull();
    expect(within(own as HTMLElement).getByRole('link', { name: 'Büyük final bu akşam' })).not.toHaveAttribute('lang');
    expect(within(english as HTMLElement).getByText('İngilizce')).toBeInTheDocument();
    const englishLink = within(english as HTMLElement).getByRole('link', { name: 'A member story' });
    expect(englishLink).toHaveAttribute('lang', 'en');
    expect(englishLink).toHaveAttribute('hreflang', 'en');
    expect(englishLink).toHaveAttribute('href', 'https://en.meydan.test/content/a-member-story-10002#comment-c2');
    expect(within(russian as HTMLElement).getByText('Rusça')).toBeInTheDocument();
    expect(within(russian as HTMLElement).getByRole('link', { name: 'Новости дня' })).toHaveAttribute('lang', 'ru');
  });

  it('marks everything read at once, and reads one when its link is followed', async () => {
    const updates: FakeApiCall[] = [];
    const handler = routes({
      'GET /notifications': list([notification(1), notification(2)]),
      'POST /notifications/update': (call) => {
        updates.push(call);
        return { status: 200, data: { count: 0 } };
      },
    });
    const { tree, user } = renderKit(en, handler, page);
    render(tree);
    await screen.findAllByText('Unread');
    const story = screen.getByRole('link', { name: 'Story 2' });
    // The static test router cannot navigate: keep the click, skip the navigation.
    story.addEventListener('click', (event) => event.preventDefault());
    await user.click(story);
    await waitFor(() => expect(updates.map((call) => call.data)).toEqual([{ ids: ['n2'] }]));
    expect(screen.getAllByText('Unread')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
    expect(updates.map((call) => call.data)).toEqual([{ ids: ['n2'] }, {}]);
    expect(screen.getByText('All notifications were marked as read.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('puts the marks back and says why when marking fails', async () => {
    const handler = routes({
      'GET /notifications': list([notification(1)]),
      'POST /notifications/update': { status: 500, data: { statusCode: 500, message: 'A mistake has occurred. Please try again.' } },
    });
    const { tree, user } = renderKit(en, handler, page);
    render(tree);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Operation failed, please try again.');
    expect(screen.getByText('Unread')).toBeInTheDocument();
  });

  it('shows the empty state, and pages with links', async () => {
    const empty = renderKit(en, routes({ 'GET /notifications': list([]) }), page);
    const view = render(empty.tree);
    expect(await screen.findByText(/No notifications yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    view.unmount();
    const paged = renderKit(en, routes({ 'GET /notifications': list([notification(1, { read: true })], true) }), page);
    render(paged.tree);
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/notifications?page=2');
  });

  it('speaks Turkish on the Turkish edition', async () => {
    const { tree } = renderKit(tr, routes({ 'GET /notifications': list([notification(1, { type: 'comment_created' })]) }), <NotificationsPage {...props('social.notifications', {}, 'tr')} />);
    render(tree);
    const today = await screen.findByRole('region', { name: 'Bugün' });
    expect(within(today).getByRole('listitem')).toHaveTextContent('Mehmet 1, Story 1 başlıklı yazına yorum yaptı.');
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeInTheDocument();
  });
});
