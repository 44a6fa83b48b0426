import { render, screen, waitFor, within } from '@testing-library/react';
import type { Comment, CommentListResponse } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import { type FakeApiCall, type FakeApiReply, memberFixture, renderKit, routes, socialI18n } from '../testing/write-test-kit';
import { ProfileCommentsTab } from './comments-tab';

function comment(n: number, overrides: Partial<Comment> = {}): Comment {
  return {
    _id: `c${n}`,
    text: `Comment number ${n}\nsecond line`,
    article: { id: `a${n}`, title: `Story ${n}`, path: `/content/story-${n}-1000${n}` },
    author: { _id: 'u9', username: 'mehmet', name: 'Mehmet', avatar: null, isActive: true, deleted: false },
    parentId: null,
    replyTo: null,
    replyToAuthor: null,
    likes: 0,
    likedByMe: false,
    replies: 0,
    offensive: false,
    status: 'published',
    createdAt: new Date(Date.UTC(2026, 10, 20, 12, n)).toISOString(),
    own: false,
    ...overrides,
  };
}

/** `GET /comments?userId=…`: pages of `size` out of `all`, hasNextPage only (as the tab asks). */
function pages(all: Comment[], size = 2) {
  return (call: FakeApiCall): FakeApiReply => {
    const page = Number(call.params?.['page'] ?? 1);
    const items = all.slice((page - 1) * size, page * size);
    return { status: 200, data: { items, pagination: { page, limit: size, hasNextPage: page * size < all.length } } satisfies CommentListResponse };
  };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await socialI18n('en');
});

describe('profile comments tab', () => {
  it("lists a member's comments newest first with links to the article at the comment", async () => {
    const { tree, calls } = renderKit(i18n, routes({ 'GET /comments': pages([comment(1, { likes: 3, replies: 2 }), comment(2, { parentId: 'c0' })], 5) }), <ProfileCommentsTab userId="u9" isOwner={false} />, 'anonymous');
    render(tree);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Story 1' })).toHaveAttribute('href', '/content/story-1-10001#comment-c1');
    expect(first).toHaveTextContent('Comment number 1');
    expect(first).toHaveTextContent('3 likes');
    expect(first).toHaveTextContent('2 replies');
    expect(second).toHaveTextContent('Reply');
    expect(calls[0]?.params).toEqual({ userId: 'u9', sort: 'date', page: 1, useHasNextPage: true });
  });

  it('shows the owner their comments under review or hidden, and asks with their block marks', async () => {
    const own = { ...memberFixture, _id: 'u9' };
    const { tree, calls } = renderKit(i18n, routes({ 'GET /comments': pages([comment(1, { status: 'review', offensive: true, own: true }), comment(2, { status: 'hidden', own: true })], 5) }), <ProfileCommentsTab userId="u9" isOwner />, own);
    render(tree);
    expect(await screen.findByText('Under review: only you can see it until our editors approve it.')).toBeInTheDocument();
    expect(screen.getByText('Hidden by our editors; only you can see it.')).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ checkBlockStatus: true });
  });

  it('appends the next page on request and moves focus to its first comment', async () => {
    const { tree, user } = renderKit(i18n, routes({ 'GET /comments': pages([comment(1), comment(2), comment(3)]) }), <ProfileCommentsTab userId="u9" isOwner={false} />, 'anonymous');
    render(tree);
    await user.click(await screen.findByRole('button', { name: 'More comments' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getAllByRole('article')[2]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'More comments' })).toBeNull();
  });

  it('has an empty state for the owner and for others, and a retry after a failure', async () => {
    const owner = renderKit(i18n, routes({ 'GET /comments': pages([]) }), <ProfileCommentsTab userId="u1" isOwner />);
    const view = render(owner.tree);
    expect(await screen.findByText(/You have not written any comments yet/)).toBeInTheDocument();
    view.unmount();
    const other = renderKit(i18n, routes({ 'GET /comments': pages([]) }), <ProfileCommentsTab userId="u9" isOwner={false} />, 'anonymous');
    const second = render(other.tree);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    second.unmount();
    let fail = true;
    const flaky = renderKit(i18n, routes({ 'GET /comments': (call) => (fail ? { status: 500, data: { statusCode: 500, message: 'x' } } : pages([comment(1)])(call)) }), <ProfileCommentsTab userId="u9" isOwner={false} />, 'anonymous');
    render(flaky.tree);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('The comments could not be loaded.');
    fail = false;
    await flaky.user.click(retry);
    expect(await screen.findByText(/Comment number 1/)).toBeInTheDocument();
  });
});
