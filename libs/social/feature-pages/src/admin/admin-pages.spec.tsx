import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { AdminArticle, AdminUser, ReviewItem } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import type { RouteContext } from '@meydan/shared/util/remote-kit';
import { type FakeApiCall, memberArticle, memberFixture, props, renderKit, routes, SOCIAL, socialI18n } from '../testing/write-test-kit';
import { AdminArticlesPage } from './admin-articles-page';
import { AdminCommentsPage } from './admin-comments-page';
import { AdminHomePage } from './admin-home-page';
import { ADMIN_SECTIONS, adminLoader, adminSectionTexts } from './admin-layout';
import { AdminReviewPage } from './admin-review-page';
import { AdminUsersPage } from './admin-users-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await socialI18n('en');
});

const editor = { ...memberFixture, _id: 'u-editor', username: 'editor', role: 'editor' as const };
const admin = { ...memberFixture, _id: 'u-admin', username: 'admin', role: 'admin' as const };
const pagination = (total: number) => ({ page: 1, limit: 20, total, totalPages: Math.ceil(total / 20), hasNextPage: false });

function reviewItem(id: string, title: string, revision = 3): ReviewItem {
  return {
    article: memberArticle({ _id: id, title, status: 'pending', revision, submittedAt: '2026-05-02T08:00:00.000Z' }),
    author: { _id: 'u1', username: 'ayse', name: 'Ayşe Yılmaz', avatar: null },
  };
}

describe('/admin heads and gates', () => {
  it.each(ADMIN_SECTIONS.map(({ key }) => key))('%s: noindex head in every edition, no API call', async (key) => {
    for (const edition of ['tr', 'en', 'ru'] as const) {
      const dispatch = jest.fn();
      const ctx = { edition, routeId: `admin.${key}`, pathname: '/admin', search: '', params: {}, origin: 'https://meydan.test', dispatch, getState: () => ({}), i18n, isServer: true } as RouteContext;
      const texts = adminSectionTexts(key).split('.').reduce((node, part) => node[part], SOCIAL[edition]);
      expect((await adminLoader(key)(ctx)).head).toEqual({ title: `${texts.title} | Meydan`, description: texts.description, noindex: true });
      expect(dispatch).not.toHaveBeenCalled();
    }
  });

  it('shows a loading line on the server, a sign-in to visitors and a 403 to members, without calling the API', () => {
    expect(renderToString(renderKit(i18n, routes({}), <AdminHomePage {...props('admin.home')} />, 'unknown').tree)).toContain('Checking your session…');
    const visitor = renderKit(i18n, routes({}), <AdminReviewPage {...props('admin.review')} />, 'anonymous');
    const { unmount } = render(visitor.tree);
    expect(screen.getByText('Sign in with your editor or admin account to use the admin area.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    unmount();
    const member = renderKit(i18n, routes({}), <AdminReviewPage {...props('admin.review')} />, memberFixture);
    render(member.tree);
    expect(screen.getByRole('alert')).toHaveTextContent('403');
    expect(screen.getByRole('alert')).toHaveTextContent('This page is only for editors and admins.');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect([...visitor.calls, ...member.calls]).toEqual([]);
  });

  it('keeps members and roles to admins: an editor gets a 403 there and no link to it', async () => {
    const { tree, calls } = renderKit(i18n, routes({}), <AdminUsersPage {...props('admin.users')} />, editor);
    render(tree);
    expect(screen.getByRole('alert')).toHaveTextContent('This page is only for admins.');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin', '/admin/review', '/admin/comments', '/admin/articles', '/admin/analytics', '/admin/feedback']);
    expect(calls).toEqual([]);
  });

  it('shows the sections with the number of posts waiting', async () => {
    const { tree } = renderKit(i18n, routes({ 'GET /admin/review': { status: 200, data: { items: [], pagination: pagination(7) } } }), <AdminHomePage {...props('admin.home')} />, admin);
    render(tree);
    expect(await screen.findByText('Posts waiting for review: 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members and roles' }).querySelector('a')).toHaveAttribute('href', '/admin/users');
  });
});

describe('/admin/comments', () => {
  it('mounts the comments review panel for editors only', async () => {
    const { tree, calls } = renderKit(
      i18n,
      routes({ 'GET /admin/comments/review': { status: 200, data: { items: [], pagination: pagination(0) } } }),
      <AdminCommentsPage {...props('admin.comments')} />,
      editor,
    );
    const { unmount } = render(tree);
    expect(screen.getByRole('heading', { level: 1, name: 'Comment review' })).toBeInTheDocument();
    expect(await screen.findByText('No comments are waiting for review.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/admin/comments/review']);
    unmount();
    const member = renderKit(i18n, routes({}), <AdminCommentsPage {...props('admin.comments')} />, memberFixture);
    render(member.tree);
    expect(screen.getByRole('alert')).toHaveTextContent('This page is only for editors and admins.');
    expect(member.calls).toEqual([]);
  });
});

describe('/admin/review', () => {
  it('previews a submission and approves the revision the editor read', async () => {
    let items = [reviewItem('a1', 'A morning in Kadıköy'), reviewItem('a2', 'Second post')];
    const { tree, calls, user } = renderKit(
      i18n,
      routes({
        'GET /admin/review': () => ({ status: 200, data: { items, pagination: pagination(items.length) } }),
        'POST /admin/review/a1/approve': () => {
          items = items.filter((item) => item.article._id !== 'a1');
          return { status: 200, data: memberArticle({ status: 'published' }) };
        },
      }),
      <AdminReviewPage {...props('admin.review')} />,
      editor,
    );
    render(tree);
    expect(await screen.findByText('Posts waiting for review: 2')).toBeInTheDocument();
    expect(screen.getAllByText('By Ayşe Yılmaz (@ayse)')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show the preview: A morning in Kadıköy' }));
    expect(screen.getByText('Gulls wake up early.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve and publish: A morning in Kadıköy' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'A morning in Kadıköy' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/admin/review/a1/approve', data: { revision: 3 } });
  });

  it('asks for a reason before rejecting, and shows the API’s refusal (the author changed the post)', async () => {
    const { tree, calls, user } = renderKit(
      i18n,
      routes({
        'GET /admin/review': { status: 200, data: { items: [reviewItem('a1', 'A morning in Kadıköy')], pagination: pagination(1) } },
        'POST /admin/review/a1/reject': {
          status: 409,
          data: { statusCode: 409, message: 'The author changed the post while you were reviewing it. Please review the latest version.' },
        },
      }),
      <AdminReviewPage {...props('admin.review')} />,
      editor,
    );
    render(tree);
    await user.click(await screen.findByRole('button', { name: 'Reject: A morning in Kadıköy' }));
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(screen.getByText('Please write the reason for the rejection.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(screen.getByLabelText('Reason for the rejection (the author will see it)'), 'Please name your sources.');
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText('The author changed the post while you were reviewing it. Please review the latest version.')).toBeInTheDocument();
    expect((calls.find((call) => call.method === 'POST') as FakeApiCall).data).toEqual({ reason: 'Please name your sources.', revision: 3 });
    expect(screen.getByLabelText('Reason for the rejection (the author will see it)')).toHaveValue('Please name your sources.');
  });

  it('says when nothing is waiting', async () => {
    const { tree } = renderKit(i18n, routes({ 'GET /admin/review': { status: 200, data: { items: [], pagination: pagination(0) } } }), <AdminReviewPage {...props('admin.review')} />, admin);
    render(tree);
    expect(await screen.findByText('No posts are waiting for review.')).toBeInTheDocument();
  });
});

describe('/admin/articles', () => {
  const article: AdminArticle = {
    _id: 'a1',
    legacyId: 10234,
    edition: 'en',
    title: 'A morning in Kadıköy',
    route: '/content/a-morning-in-kadikoy-10234',
    published: '2026-05-01T09:00:00.000Z',
    isDraft: false,
    isHidden: false,
    noindex: false,
    sponsored: false,
    status: 'published',
    authors: [{ _id: 'u1', username: 'ayse' }],
  };

  it('finds articles by what the editor typed and hides, noindexes or marks one sponsored', async () => {
    const { tree, calls, user } = renderKit(
      i18n,
      routes({
        'GET /admin/articles': { status: 200, data: { items: [article], pagination: pagination(1) } },
        'POST /admin/articles/a1/flags': (call) => ({ status: 200, data: { ...article, ...(call.data as object) } }),
      }),
      <AdminArticlesPage {...props('admin.articles')} />,
      editor,
      '/admin/articles?q=10234',
    );
    render(tree);
    expect(await screen.findByRole('link', { name: 'A morning in Kadıköy' })).toHaveAttribute('href', article.route);
    expect(screen.getByLabelText('Title, article number or link')).toHaveValue('10234');
    expect(calls[0]?.params).toEqual({ page: 1, q: '10234' });
    const hide = screen.getByRole('button', { name: 'Listed (hide)' });
    expect(hide).toHaveAttribute('aria-pressed', 'false');
    await user.click(hide);
    expect(await screen.findByRole('button', { name: 'Hidden (show in lists)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Indexed (keep out of search engines)' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.data)).toEqual([{ isHidden: true }, { noindex: true }]));
    await user.click(screen.getByRole('button', { name: 'Editorial (mark as sponsored)' }));
    expect(await screen.findByRole('button', { name: 'Sponsored (mark as editorial)' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.data)).toEqual([{ isHidden: true }, { noindex: true }, { sponsored: true }]);
  });

  it('shows a refusal at the row and leaves the switches as they were', async () => {
    const { tree, user } = renderKit(
      i18n,
      routes({
        'GET /admin/articles': { status: 200, data: { items: [article], pagination: pagination(1) } },
        'POST /admin/articles/a1/flags': { status: 404, data: { statusCode: 404, message: 'This post could not be found.' } },
      }),
      <AdminArticlesPage {...props('admin.articles')} />,
      editor,
      '/admin/articles',
    );
    render(tree);
    await user.click(await screen.findByRole('button', { name: 'Listed (hide)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This post could not be found.');
    expect(screen.getByRole('button', { name: 'Listed (hide)' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('/admin/users', () => {
  const users: AdminUser[] = [
    { _id: 'u-admin', username: 'admin', name: 'Admin', email: 'admin@meydan.local', role: 'admin', isActive: true, createdAt: '2026-01-01T00:00:00.000Z', premiumStatus: null, premiumSince: null },
    { _id: 'u2', username: 'veli', name: 'Veli', email: 'veli@example.com', role: 'member', isActive: true, createdAt: '2026-01-01T00:00:00.000Z', premiumStatus: null, premiumSince: null },
    { _id: 'u3', username: 'deniz', name: 'Deniz', email: 'deniz@example.com', role: 'member', isActive: true, createdAt: '2026-01-01T00:00:00.000Z', premiumStatus: 'premium', premiumSince: '2026-05-03T09:00:00.000Z' },
  ];

  it('changes another member’s role on Save, and offers none for the admin’s own', async () => {
    const { tree, calls, user } = renderKit(
      i18n,
      routes({
        'GET /admin/users': { status: 200, data: { items: users, pagination: pagination(3) } },
        'PUT /admin/users/u2/role': (call) => ({ status: 200, data: { ...users[1], ...(call.data as object) } }),
      }),
      <AdminUsersPage {...props('admin.users')} />,
      admin,
      '/admin/users',
    );
    render(tree);
    expect(await screen.findByText('admin@meydan.local')).toBeInTheDocument();
    expect(screen.queryByLabelText('Role of admin')).not.toBeInTheDocument();
    expect(screen.getByText(/you$/)).toBeInTheDocument();
    const role = screen.getByLabelText('Role of veli');
    const save = within(role.closest('form') as HTMLElement).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(role, 'editor');
    await user.click(save);
    expect(await screen.findByText('veli is now Editor.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({ role: 'editor' });
  });

  it('puts the role back and says why when the API refuses', async () => {
    const { tree, user } = renderKit(
      i18n,
      routes({
        'GET /admin/users': { status: 200, data: { items: users, pagination: pagination(3) } },
        'PUT /admin/users/u2/role': { status: 404, data: { statusCode: 404, message: 'This member could not be found.' } },
      }),
      <AdminUsersPage {...props('admin.users')} />,
      admin,
      '/admin/users',
    );
    render(tree);
    const role = await screen.findByLabelText('Role of veli');
    await user.selectOptions(role, 'admin');
    await user.click(within(role.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This member could not be found.');
    expect(role).toHaveValue('member');
  });

  it('gives another member a premium status on Save, says since when, and never offers the admin their own', async () => {
    const { tree, calls, user } = renderKit(
      i18n,
      routes({
        'GET /admin/users': { status: 200, data: { items: users, pagination: pagination(3) } },
        'PUT /admin/users/u2/premium': (call) => ({ status: 200, data: { ...users[1], premiumStatus: (call.data as { status: string }).status, premiumSince: '2026-06-01T10:00:00.000Z' } }),
      }),
      <AdminUsersPage {...props('admin.users')} />,
      admin,
      '/admin/users',
    );
    render(tree);
    expect(screen.getByText(/No payment provider is connected yet, so subscriptions are recorded here by hand/)).toBeInTheDocument();
    // The admin's own row shows the status, with no picker (the API refuses it too).
    const own = (await screen.findByText('admin@meydan.local')).closest('li') as HTMLElement;
    expect(within(own).getByText('Not premium')).toBeInTheDocument();
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Premium membership of admin')).not.toBeInTheDocument();
    // A subscriber's row says what they have and since when.
    expect(within(screen.getByText('deniz@example.com').closest('li') as HTMLElement).getByText('Premium since May 03 2026')).toBeInTheDocument();

    const premium = screen.getByLabelText('Premium membership of veli');
    expect(premium).toHaveValue('');
    expect(within(premium).getAllByRole('option').map((option) => option.textContent)).toEqual(['Not premium', 'Premium', 'Premium User']);
    const save = within(premium.closest('form') as HTMLElement).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(premium, 'premium_user');
    await user.click(save);
    expect(await screen.findByText('veli is now Premium User.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.data])).toEqual([['/admin/users/u2/premium', { status: 'premium_user' }]]);
    const row = screen.getByText('veli@example.com').closest('li') as HTMLElement;
    expect(within(row).getByText('Premium User since June 01 2026')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Premium membership of veli', description: 'Premium User since June 01 2026' })).toHaveValue('premium_user');
    expect(within(premium.closest('form') as HTMLElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('takes premium away with "Not premium", and puts the status back with the reason when the API refuses', async () => {
    const { tree, calls, user } = renderKit(
      i18n,
      routes({
        'GET /admin/users': { status: 200, data: { items: users, pagination: pagination(3) } },
        'PUT /admin/users/u3/premium': { status: 403, data: { statusCode: 403, message: 'You cannot change your own premium membership; another admin has to do it.' } },
      }),
      <AdminUsersPage {...props('admin.users')} />,
      admin,
      '/admin/users',
    );
    render(tree);
    const premium = await screen.findByLabelText('Premium membership of deniz');
    expect(premium).toHaveValue('premium');
    await user.selectOptions(premium, '');
    await user.click(within(premium.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot change your own premium membership; another admin has to do it.');
    expect(premium).toHaveValue('premium');
    expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({ status: null });
  });

  it('lists premium members of one status from the address, the filter showing it', async () => {
    const { tree, calls } = renderKit(
      i18n,
      routes({ 'GET /admin/users': { status: 200, data: { items: [users[2]], pagination: pagination(1) } } }),
      <AdminUsersPage {...props('admin.users')} />,
      admin,
      '/admin/users?premium=premium&q=den',
    );
    render(tree);
    expect(await screen.findByText('deniz@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Premium membership')).toHaveValue('premium');
    expect(within(screen.getByLabelText('Premium membership')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All members', 'Premium (either)', 'Premium', 'Premium User']);
    expect(calls.map((call) => [call.url, call.params])).toEqual([['/admin/users', { page: 1, q: 'den', premium: 'premium' }]]);
  });
});
