import { baseApi } from '@meydan/shared/data-access/api-client';
import type {
  AdminArticle,
  AdminArticleListResponse,
  AdminPremiumFilter,
  AdminUser,
  AdminUserListResponse,
  ArticleFlagsBody,
  MemberArticle,
  MemberRole,
  PremiumStatus,
  ReviewQueueResponse,
} from '@meydan/shared/contracts';
import { MEMBER_POSTS_TAG } from './member-content.api';
import { profileTag } from './profile.api';

const REVIEW_TAG = { type: 'Article' as const, id: 'REVIEW_QUEUE' };
const ADMIN_ARTICLES_TAG = { type: 'Article' as const, id: 'ADMIN_ARTICLES' };
const ADMIN_USERS_TAG = { type: 'User' as const, id: 'ADMIN_USERS' };

/**
 * The /admin area's calls. Lists are never kept once their page is gone (another editor acts at
 * the same time); each decision refreshes the lists it changes.
 */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.query<ReviewQueueResponse, { page: number }>({
      query: ({ page }) => ({ url: '/admin/review', params: { page } }),
      providesTags: [REVIEW_TAG],
      keepUnusedDataFor: 0,
    }),
    approvePost: build.mutation<MemberArticle, { id: string; revision: number }>({
      query: ({ id, revision }) => ({ url: `/admin/review/${encodeURIComponent(id)}/approve`, method: 'POST', data: { revision } }),
      invalidatesTags: [REVIEW_TAG, ADMIN_ARTICLES_TAG, MEMBER_POSTS_TAG],
    }),
    rejectPost: build.mutation<MemberArticle, { id: string; revision: number; reason: string }>({
      query: ({ id, revision, reason }) => ({ url: `/admin/review/${encodeURIComponent(id)}/reject`, method: 'POST', data: { reason, revision } }),
      invalidatesTags: [REVIEW_TAG, MEMBER_POSTS_TAG],
    }),
    getAdminArticles: build.query<AdminArticleListResponse, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: '/admin/articles', params: { page, ...(q ? { q } : {}) } }),
      providesTags: [ADMIN_ARTICLES_TAG],
      keepUnusedDataFor: 0,
    }),
    setArticleFlags: build.mutation<AdminArticle, { id: string; flags: ArticleFlagsBody }>({
      query: ({ id, flags }) => ({ url: `/admin/articles/${encodeURIComponent(id)}/flags`, method: 'POST', data: flags }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_ARTICLES_TAG, MEMBER_POSTS_TAG]),
    }),
    getAdminUsers: build.query<AdminUserListResponse, { q: string; page: number; role?: MemberRole; premium?: AdminPremiumFilter }>({
      query: ({ q, page, role, premium }) => ({ url: '/admin/users', params: { page, ...(q ? { q } : {}), ...(role ? { role } : {}), ...(premium ? { premium } : {}) } }),
      providesTags: [ADMIN_USERS_TAG],
      keepUnusedDataFor: 0,
    }),
    setUserRole: build.mutation<AdminUser, { id: string; role: MemberRole }>({
      query: ({ id, role }) => ({ url: `/admin/users/${encodeURIComponent(id)}/role`, method: 'PUT', data: { role } }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_USERS_TAG]),
    }),
    /** Gives a premium status, or takes it away (null); the member's profile shows it at once. */
    setUserPremium: build.mutation<AdminUser, { id: string; status: PremiumStatus | null }>({
      query: ({ id, status }) => ({ url: `/admin/users/${encodeURIComponent(id)}/premium`, method: 'PUT', data: { status } }),
      invalidatesTags: (result) => (result ? [ADMIN_USERS_TAG, profileTag(result.username)] : []),
    }),
  }),
});
