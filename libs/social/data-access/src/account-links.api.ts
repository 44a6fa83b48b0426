import { baseApi } from '@meydan/shared/data-access/api-client';
import type { DeleteAccountBody, MailQueuedResponse, ResetPasswordBody, ResetPasswordRequestBody, VerifyEmailQuery, VerifyEmailResponse } from '@meydan/shared/contracts';

/**
 * SPEC §7 calls behind the e-mailed account links (`/auth/{verify-email,reset-password,delete-account}/{token}`)
 * and the reset request. All mutations: each consumes a one-time token or queues a mail, so
 * nothing may be cached or replayed from cache.
 */
export const accountLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<VerifyEmailResponse, VerifyEmailQuery>({
      query: (params) => ({ url: '/auth/verify-email', params }),
    }),
    requestPasswordReset: build.mutation<MailQueuedResponse, ResetPasswordRequestBody>({
      query: (body) => ({ url: '/auth/reset-password/new', method: 'POST', data: body }),
    }),
    resetPassword: build.mutation<null, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', data: body }),
    }),
    deleteAccount: build.mutation<null, DeleteAccountBody>({
      query: (body) => ({ url: '/users/me/delete', method: 'PUT', data: body }),
    }),
  }),
});
