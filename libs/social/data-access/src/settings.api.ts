import { baseApi } from '@meydan/shared/data-access/api-client';
import type {
  ChangePasswordBody,
  DeleteRequestBody,
  EndSessionsQuery,
  EndSessionsResponse,
  FreezeBody,
  MailQueuedResponse,
  SessionListResponse,
} from '@meydan/shared/contracts';

/** The member's session list; ending sessions or changing the password (which ends the others) refreshes it. */
const SESSIONS_TAG = { type: 'User', id: 'SESSIONS' } as const;

/**
 * SPEC §7 account settings calls of the signed-in member. Everything but the session list is a
 * mutation: each changes the account or queues a mail, so nothing may be served from cache.
 */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The argument is the member's id and only keys the cache: a member who signs in after
     * another one on this browser never sees the previous member's list.
     */
    getSessions: build.query<SessionListResponse, string>({
      query: () => ({ url: '/users/me/sessions' }),
      providesTags: [SESSIONS_TAG],
      keepUnusedDataFor: 0,
    }),
    endSessions: build.mutation<EndSessionsResponse, EndSessionsQuery>({
      query: (params) => ({ url: '/users/me/sessions', method: 'DELETE', params }),
      // Without keepCurrent this session is gone too: a refetch would only earn a 401 and a futile renewal.
      invalidatesTags: (_result, error, { keepCurrent }) => (error || !keepCurrent ? [] : [SESSIONS_TAG]),
    }),
    changePassword: build.mutation<null, ChangePasswordBody>({
      query: (body) => ({ url: '/users/me/password', method: 'PUT', data: body }),
      invalidatesTags: (_result, error) => (error ? [] : [SESSIONS_TAG]),
    }),
    resendVerification: build.mutation<MailQueuedResponse, void>({
      query: () => ({ url: '/auth/verify-email/new' }),
    }),
    freezeAccount: build.mutation<null, FreezeBody>({
      query: (body) => ({ url: '/users/me/freeze', method: 'PUT', data: body }),
    }),
    requestAccountDeletion: build.mutation<MailQueuedResponse, DeleteRequestBody>({
      query: (body) => ({ url: '/users/me/request-delete', method: 'POST', data: body }),
    }),
  }),
});

export const { useGetSessionsQuery } = settingsApi;
