import { render, screen, waitFor, within } from '@testing-library/react';
import type { CommentReviewItem, CommentReviewListResponse } from '@meydan/shared/contracts';
import type { I18n } from '@meydan/shared/util/i18n';
import { type FakeApiCall, type FakeApiReply, renderKit, routes, socialI18n } from '../testing/write-test-kit';
import { CommentsReviewPanel } from './comments-review-panel';

function item(n: number, overrides: Partial<CommentReviewItem> = {}): CommentReviewItem {
  return {
    _id: `c${n}`,
    text: `Questionable comment ${n}`,
    article: { id: `a${n}`, title: `Story ${n}`, path: `/content/story-${n}-1000${n}` },
    author: { _id: `u${n}`, username: `writer${n}`, name: `Writer ${n}`, avatar: null, isActive: true, deleted: false },
    parentId: null,
    replyTo: null,
    replyToAuthor: null,
    likes: 0,
    likedByMe: false,
    replies: 0,
    offensive: false,
    status: 'published',
    createdAt: '2026-11-20T09:00:00.000Z',
    own: false,
    reports: 0,
    ...overrides,
  };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await socialI18n('en');
});

describe("editors' comments panel", () => {
  it('lists why each comment waits, decides on it, asks once more before deleting, and refreshes the queue', async () => {
    let queue = [item(1, { offensive: true, status: 'review' }), item(2, { reports: 3 })];
    const decisions: FakeApiCall[] = [];
    const handler = routes({
      'GET /admin/comments/review': (): FakeApiReply => ({ status: 200, data: { items: queue, pagination: { page: 1, limit: 20, total: queue.length, totalPages: 1, hasNextPage: false } } satisfies CommentReviewListResponse }),
      'POST /admin/comments/c1/review': (call) => {
        decisions.push(call);
        queue = queue.filter((entry) => entry._id !== 'c1');
        return { status: 200, data: { _id: 'c1', action: 'approve' } };
      },
      'POST /admin/comments/c2/review': (call) => {
        decisions.push(call);
        queue = [];
        return { status: 200, data: { _id: 'c2', action: 'delete' } };
      },
    });
    const { tree, user } = renderKit(i18n, handler, <CommentsReviewPanel />, undefined, '/admin/comments');
    render(tree);
    const list = await screen.findByRole('list', { name: 'Comments waiting for review' });
    expect(screen.getByText('2 comments waiting for review')).toBeInTheDocument();
    const [offensive, reported] = within(list).getAllByRole('article');
    expect(offensive).toHaveTextContent('Contains offensive words');
    expect(within(offensive as HTMLElement).getByRole('link', { name: 'Story 1' })).toHaveAttribute('href', '/content/story-1-10001#comment-c1');
    expect(reported).toHaveTextContent('3 reports');

    await user.click(within(offensive as HTMLElement).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('The comment was approved; everyone can see it.')).toBeInTheDocument();

    const remaining = screen.getByRole('article');
    await user.click(within(remaining).getByRole('button', { name: 'Delete' }));
    expect(decisions).toHaveLength(1);
    await user.click(within(remaining).getByRole('button', { name: 'Confirm deletion' }));
    expect(await screen.findByText('No comments are waiting for review.')).toBeInTheDocument();
    expect(decisions.map((call) => call.data)).toEqual([{ action: 'approve' }, { action: 'delete' }]);
  });

  it('keeps the comment and says why when a decision is refused', async () => {
    const handler = routes({
      'GET /admin/comments/review': { status: 200, data: { items: [item(1)], pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasNextPage: false } } },
      'POST /admin/comments/c1/review': { status: 404, data: { statusCode: 404, message: 'The comment could not be found. It may have been deleted.' } },
    });
    const { tree, user } = renderKit(i18n, handler, <CommentsReviewPanel />, undefined, '/admin/comments');
    render(tree);
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The comment could not be found. It may have been deleted.');
    expect(screen.getByRole('article')).toHaveTextContent('Questionable comment 1');
  });
});
