import { render, screen, waitFor, within } from '@testing-library/react';
import type { MemberArticleCard } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import { type FakeApiCall, memberFixture, renderKit, routes, socialI18n } from '../testing/write-test-kit';
import { ProfileContentsTab } from './contents-tab';

let i18n: I18n;
beforeAll(async () => {
  i18n = await socialI18n('en');
});

function card(overrides: Partial<MemberArticleCard>): MemberArticleCard {
  return {
    _id: 'a1',
    legacyId: 10234,
    title: 'A morning in Kadıköy',
    description: 'Notes of a reader.',
    route: '/content/a-morning-in-kadikoy-10234',
    image: null,
    category: { _id: 'c1', name: 'Economy', slug: 'economy', route: '/business-news/economy', parent: null, edition: 'en' },
    published: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

const page = (items: MemberArticleCard[], pagination = { page: 1, limit: 15, total: items.length, totalPages: 1, hasNextPage: false }) => ({ status: 200, data: { items, pagination } });

describe('profile contents tab', () => {
  it('shows a visitor the member’s published articles as cards linking to them, with page links', async () => {
    const { tree, calls } = renderKit(
      i18n,
      routes({ 'GET /articles/user/u2': page([card({}), card({ _id: 'a2', title: 'Second story', route: '/content/second-story-10235' })], { page: 1, limit: 15, total: 17, totalPages: 2, hasNextPage: true }) }),
      <ProfileContentsTab userId="u2" isOwner={false} />,
      'anonymous',
      '/profile/veli',
    );
    render(tree);
    expect(await screen.findByRole('link', { name: 'A morning in Kadıköy' })).toHaveAttribute('href', '/content/a-morning-in-kadikoy-10234');
    expect(screen.getByRole('link', { name: 'Second story' })).toBeInTheDocument();
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/profile/veli?page=2');
    expect(calls.map((call) => [call.url, call.params])).toEqual([['/articles/user/u2', { page: 1 }]]);
  });

  it('reads the page from the address', async () => {
    const { tree, calls } = renderKit(i18n, routes({ 'GET /articles/user/u2': page([card({})], { page: 2, limit: 15, total: 17, totalPages: 2, hasNextPage: false }) }), <ProfileContentsTab userId="u2" isOwner={false} />, 'anonymous', '/profile/veli?page=2');
    render(tree);
    expect(await screen.findByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/profile/veli');
    expect(calls[0]?.params).toEqual({ page: 2 });
  });

  it('shows the owner every post with its status, the editor’s reason, edit and delete (after a confirmation)', async () => {
    let deleted = false;
    const mine = [
      card({ _id: 'a1', status: 'published', editable: true, isHidden: false, rejectionReason: null }),
      card({ _id: 'a2', title: 'Half written', route: null, published: null, status: 'draft', editable: true, isHidden: false, rejectionReason: null }),
      card({ _id: 'a3', title: 'Refused', route: null, published: null, status: 'rejected', editable: true, isHidden: false, rejectionReason: 'Please name your sources.' }),
    ];
    const { tree, calls, user } = renderKit(
      i18n,
      routes({
        'GET /articles/user/u1': () => page(deleted ? mine.filter((item) => item._id !== 'a2') : mine),
        'DELETE /articles/a2': () => {
          deleted = true;
          return { status: 204, data: '' };
        },
      }),
      <ProfileContentsTab userId="u1" isOwner />,
      memberFixture,
      '/profile/ayse',
    );
    render(tree);
    expect(await screen.findByText('Please name your sources.')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Not approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/write');
    expect(screen.getByRole('link', { name: 'Edit: Half written' })).toHaveAttribute('href', '/write/a2');
    expect(screen.getByRole('heading', { name: 'Half written' }).querySelector('a')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete: Half written' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('Deleted posts can never be published again.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((call: FakeApiCall) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete: Half written' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Half written' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/articles/a2']);
  });

  it('keeps the dialog open with the reason when the delete is refused', async () => {
    const { tree, user } = renderKit(
      i18n,
      routes({
        'GET /articles/user/u1': page([card({ status: 'draft', editable: true, route: null, published: null })]),
        'DELETE /articles/a1': { status: 409, data: { statusCode: 409, message: 'This post was deleted. Deleted content cannot be published again.' } },
      }),
      <ProfileContentsTab userId="u1" isOwner />,
      memberFixture,
      '/profile/ayse',
    );
    render(tree);
    await user.click(await screen.findByRole('button', { name: 'Delete: A morning in Kadıköy' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Deleted content cannot be published again.');
  });

  it('waits for the session before asking for the owner’s list, and says when there is nothing yet', async () => {
    const { tree, calls } = renderKit(i18n, routes({ 'GET /articles/user/u2': page([]) }), <ProfileContentsTab userId="u2" isOwner={false} />, 'anonymous', '/profile/veli');
    render(tree);
    expect(await screen.findByText('This member has not published anything yet.')).toBeInTheDocument();
    const owner = renderKit(i18n, routes({}), <ProfileContentsTab userId="u1" isOwner />, 'unknown', '/profile/ayse');
    render(owner.tree);
    expect(owner.calls).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
