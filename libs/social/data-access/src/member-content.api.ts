import { baseApi } from '@meydan/shared/data-access/api-client';
import type {
  CategoryListResponse,
  MemberArticle,
  MemberArticleBody,
  MemberArticleListResponse,
  MemberArticleStatus,
  MemberImageUploadResponse,
} from '@meydan/shared/contracts';

/** Every list of member posts (mine, a profile's contents tab): a save, submit or delete refreshes them. */
export const MEMBER_POSTS_TAG = { type: 'Article' as const, id: 'MEMBER_POSTS' };

export interface MyArticlesArgs {
  page: number;
  status?: MemberArticleStatus;
  /** The signed-in member: only keys the cache, so another member on this browser never sees the previous one's list. */
  viewerId: string;
}

export interface UserArticlesArgs {
  userId: string;
  page: number;
  /** The signed-in asker, if any: the author's own request also lists their unpublished posts. */
  viewerId?: string;
}

/**
 * The member's own posts (SPEC §4 content, §7 `GET /articles/user/{userId}`, `DELETE
 * /articles/{id}`) and the editor's calls. The post being edited is never served from the cache:
 * the editor always starts from what the server has (plus the browser's unsaved copy).
 */
export const memberContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The edition's sections with their subcategories, for the category picker. */
    getWriteCategories: build.query<CategoryListResponse, void>({
      query: () => ({ url: '/categories', params: { withSubs: true } }),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getMyArticles: build.query<MemberArticleListResponse, MyArticlesArgs>({
      query: ({ page, status }) => ({ url: '/articles/me', params: { page, ...(status ? { status } : {}) } }),
      providesTags: [MEMBER_POSTS_TAG],
      keepUnusedDataFor: 0,
    }),
    getUserArticles: build.query<MemberArticleListResponse, UserArticlesArgs>({
      query: ({ userId, page }) => ({ url: `/articles/user/${encodeURIComponent(userId)}`, params: { page } }),
      providesTags: [MEMBER_POSTS_TAG],
    }),
    getMyArticle: build.query<MemberArticle, string>({
      query: (id) => ({ url: `/articles/me/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Article', id: `member:${id}` }],
      keepUnusedDataFor: 0,
    }),
    createMyArticle: build.mutation<MemberArticle, MemberArticleBody>({
      query: (body) => ({ url: '/articles/me', method: 'POST', data: body }),
      invalidatesTags: (_result, error) => (error ? [] : [MEMBER_POSTS_TAG]),
    }),
    saveMyArticle: build.mutation<MemberArticle, { id: string; body: MemberArticleBody }>({
      query: ({ id, body }) => ({ url: `/articles/me/${encodeURIComponent(id)}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, error) => (error ? [] : [MEMBER_POSTS_TAG]),
    }),
    submitMyArticle: build.mutation<MemberArticle, string>({
      query: (id) => ({ url: `/articles/me/${encodeURIComponent(id)}/submit`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [MEMBER_POSTS_TAG]),
    }),
    deleteArticle: build.mutation<null, string>({
      query: (id) => ({ url: `/articles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [MEMBER_POSTS_TAG, { type: 'Article', id: `member:${id}` }]),
    }),
    /** One image for a post (multipart, the file in `file`); processed outside the request. */
    uploadArticleImage: build.mutation<MemberImageUploadResponse, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/articles/me/images', method: 'POST', data: form };
      },
    }),
    getArticleImage: build.query<MemberImageUploadResponse, string>({
      query: (id) => ({ url: `/articles/me/images/${encodeURIComponent(id)}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});
