import type {
  Comment,
  CommentLikeState,
  CommentListResponse,
  CommentReportState,
  CommentReviewAction,
  CommentReviewListResponse,
  CommentReviewResult,
  CommentSort,
} from '@meydan/shared/contracts';
import { baseApi } from './base-api';

/** A thread (articleId) or a member's comments (userId), one page of it. */
export interface CommentListArgs {
  articleId?: string;
  userId?: string;
  sort?: CommentSort;
  page: number;
  limit?: number;
  /** The signed-in asker (null for visitors): keys the cache per member and asks for block marks. */
  viewerId: string | null;
}

export interface CommentRepliesArgs {
  parentId: string;
  page: number;
  viewerId: string | null;
}

export interface PostCommentArgs {
  articleId: string;
  comment: string;
}

export interface PostReplyArgs {
  /** The thread's top-level comment. */
  parentId: string;
  /** The comment answered (the top-level one or a reply of the thread). */
  replyTo: string;
  comment: string;
}

const listTag = (args: { articleId?: string; userId?: string }) => ({ type: 'Comment' as const, id: args.articleId ? `article:${args.articleId}` : `user:${args.userId ?? ''}` });
const repliesTag = (parentId: string) => ({ type: 'Comment' as const, id: `replies:${parentId}` });
const REVIEW_TAG = { type: 'Comment' as const, id: 'REVIEW' };

type Patch = { undo(): void };

/**
 * SPEC §7 comments: article threads (one level deep, replies 10 at a time), a member's comments,
 * likes, reports, deletion and the editors' review queue. Shared by the content remote (the
 * comments section), the social remote (profile tab, admin panel) and the shell. Likes are
 * optimistic: every cached list showing the comment changes at once and goes back if the API
 * refuses; the server's count then replaces the guess.
 */
export const commentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getComments: build.query<CommentListResponse, CommentListArgs>({
      query: ({ articleId, userId, sort, page, limit, viewerId }) => ({
        url: '/comments',
        params: { articleId, userId, sort, page, limit, useHasNextPage: true, ...(viewerId ? { checkBlockStatus: true } : {}) },
      }),
      providesTags: (_result, _error, args) => [listTag(args)],
    }),
    getCommentReplies: build.query<CommentListResponse, CommentRepliesArgs>({
      query: ({ parentId, page, viewerId }) => ({
        url: `/comments/${encodeURIComponent(parentId)}/replies`,
        params: { page, useHasNextPage: true, ...(viewerId ? { checkBlockStatus: true } : {}) },
      }),
      providesTags: (_result, _error, { parentId }) => [repliesTag(parentId)],
    }),
    postComment: build.mutation<Comment, PostCommentArgs>({
      query: ({ articleId, comment }) => ({ url: '/comments', method: 'POST', data: { articleId, comment } }),
      invalidatesTags: (result, _error, { articleId }) => (result ? [listTag({ articleId })] : []),
    }),
    postReply: build.mutation<Comment, PostReplyArgs>({
      query: ({ parentId, replyTo, comment }) => ({ url: `/comments/${encodeURIComponent(parentId)}/replies`, method: 'POST', data: { comment, replyTo } }),
      invalidatesTags: (result, _error, { parentId }) => (result ? [repliesTag(parentId)] : []),
      async onQueryStarted({ parentId }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // The thread's reply count under the top-level comment grows with a published reply.
        if (data?.status === 'published') patchComment(dispatch, getState, parentId, (item) => void (item.replies += 1));
      },
    }),
    setCommentLike: build.mutation<CommentLikeState, { commentId: string; like: boolean }>({
      query: ({ commentId, like }) => ({ url: `/comments/${encodeURIComponent(commentId)}/like`, method: like ? 'POST' : 'DELETE' }),
      async onQueryStarted({ commentId, like }, { dispatch, getState, queryFulfilled }) {
        const patches = patchComment(dispatch, getState, commentId, (item) => {
          if (item.likedByMe === like) return;
          item.likedByMe = like;
          item.likes = Math.max(0, item.likes + (like ? 1 : -1));
        });
        try {
          const { data } = await queryFulfilled;
          patchComment(dispatch, getState, commentId, (item) => {
            item.likes = data.likes;
            item.likedByMe = data.likedByMe;
          });
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    reportComment: build.mutation<CommentReportState, { commentId: string }>({
      query: ({ commentId }) => ({ url: `/comments/${encodeURIComponent(commentId)}/report`, method: 'POST', data: {} }),
    }),
    deleteComment: build.mutation<null, { commentId: string; parentId: string | null; articleId: string }>({
      query: ({ commentId }) => ({ url: `/comments/${encodeURIComponent(commentId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { parentId, articleId }) =>
        error ? [] : [parentId ? repliesTag(parentId) : listTag({ articleId }), REVIEW_TAG],
      async onQueryStarted({ commentId, parentId }, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // Until the refetch lands: the comment reads as removed, and its thread has one reply less.
        patchComment(dispatch, getState, commentId, (item) => {
          item.status = 'removed';
          item.text = '';
          item.author = null;
          item.own = false;
        });
        if (parentId) patchComment(dispatch, getState, parentId, (item) => void (item.replies = Math.max(0, item.replies - 1)));
      },
    }),
    getCommentReviewQueue: build.query<CommentReviewListResponse, { page: number }>({
      query: ({ page }) => ({ url: '/admin/comments/review', params: { page } }),
      providesTags: [REVIEW_TAG],
      keepUnusedDataFor: 0,
    }),
    reviewComment: build.mutation<CommentReviewResult, { commentId: string; action: CommentReviewAction }>({
      query: ({ commentId, action }) => ({ url: `/admin/comments/${encodeURIComponent(commentId)}/review`, method: 'POST', data: { action } }),
      invalidatesTags: (result) => (result ? [REVIEW_TAG] : []),
    }),
  }),
});

type Dispatch = (action: unknown) => unknown;

/**
 * Applies `recipe` to the comment wherever a cached list holds it (threads, replies, a member's
 * list); returns the patches so an optimistic change can be undone.
 */
function patchComment(dispatch: Dispatch, getState: () => unknown, commentId: string, recipe: (item: Comment) => void): Patch[] {
  const state = getState() as Parameters<typeof commentsApi.util.selectCachedArgsForQuery>[0];
  const patches: Patch[] = [];
  const visit = (list: CommentListResponse) => {
    for (const item of list.items) if (item._id === commentId) recipe(item);
  };
  for (const args of commentsApi.util.selectCachedArgsForQuery(state, 'getComments')) {
    patches.push(dispatch(commentsApi.util.updateQueryData('getComments', args, visit)) as Patch);
  }
  for (const args of commentsApi.util.selectCachedArgsForQuery(state, 'getCommentReplies')) {
    patches.push(dispatch(commentsApi.util.updateQueryData('getCommentReplies', args, visit)) as Patch);
  }
  return patches;
}

export const {
  useGetCommentsQuery,
  useGetCommentRepliesQuery,
  usePostCommentMutation,
  usePostReplyMutation,
  useSetCommentLikeMutation,
  useReportCommentMutation,
  useDeleteCommentMutation,
  useGetCommentReviewQueueQuery,
  useReviewCommentMutation,
} = commentsApi;
