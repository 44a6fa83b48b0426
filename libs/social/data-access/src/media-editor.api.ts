import type { AxiosInstance } from 'axios';
import { baseApi, type SerializedApiError } from '@meydan/shared/data-access/api-client';
import { CURRENT_USER_TAG } from '@meydan/shared/data-access/store';
import type { ProfileImageUpload, UpdateAboutBody } from '@meydan/shared/contracts';
import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_UPLOAD_TIMEOUT_MS, type ProfileImageKind } from '@meydan/shared/contracts/constants';
import { toApiError } from '@meydan/shared/util/errors';

/** Marks an upload that did not finish within SPEC §9's 15 s: the UI says so in the reader's language. */
export const UPLOAD_TIMEOUT_ACTION = 'upload-timeout';

export interface UploadProfileImageArgs {
  kind: ProfileImageKind;
  file: Blob;
  /** 0..1 as the browser sends the body (not called where the transport cannot tell). */
  onProgress?: (fraction: number) => void;
  /** Overrides the 15 s limit (tests). */
  timeoutMs?: number;
}

/**
 * The upload itself: multipart through the store's API client (bearer header, token renewal),
 * with upload progress and SPEC §9's 15 s limit. The request is aborted at the limit; the race
 * also ends the wait where a transport ignores the abort.
 */
async function sendUpload({ kind, file, onProgress, timeoutMs = PROFILE_IMAGE_UPLOAD_TIMEOUT_MS }: UploadProfileImageArgs, extra: unknown) {
  // Browser only: the upload needs axios itself (progress events), which the browser store holds.
  const { http } = extra as { http: AxiosInstance };
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file, file instanceof File ? file.name : kind);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([
      http.put<ProfileImageUpload>(`/users/me/${kind}`, form, {
        signal: controller.signal,
        // The client's 5 s default would cut a large upload short; the race above is the limit.
        timeout: 0,
        onUploadProgress: (event) => {
          if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
        },
      }),
      timedOut,
    ]);
    if (answer === 'timeout') return { error: { message: '', statusCode: 408, action: UPLOAD_TIMEOUT_ACTION } satisfies SerializedApiError };
    return { data: answer.data };
  } catch (error) {
    if (controller.signal.aborted) return { error: { message: '', statusCode: 408, action: UPLOAD_TIMEOUT_ACTION } satisfies SerializedApiError };
    const apiError = toApiError(error);
    return { error: { message: apiError.message, statusCode: apiError.statusCode } satisfies SerializedApiError };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * SPEC §7 avatar and cover calls of the signed-in member. Everything that changes the member's
 * record invalidates the current user, so the header avatar and the profile catch up.
 */
export const mediaEditorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadProfileImage: build.mutation<ProfileImageUpload, UploadProfileImageArgs>({
      queryFn: (args, api) => sendUpload(args, api.extra),
    }),
    /** An upload's processing state; polled while `pending`, never cached. */
    getProfileImageUpload: build.query<ProfileImageUpload, string>({
      query: (id) => ({ url: `/users/me/uploads/${encodeURIComponent(id)}` }),
      keepUnusedDataFor: 0,
    }),
    removeProfileImage: build.mutation<null, ProfileImageKind>({
      query: (kind) => ({ url: `/users/me/${kind}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [CURRENT_USER_TAG]),
    }),
    /** SPEC §7 `PUT /users/me/about {coverOffset}`: the cover's vertical position in percent (0 top, 100 bottom). */
    saveCoverOffset: build.mutation<unknown, number>({
      query: (coverOffset) => ({ url: '/users/me/about', method: 'PUT', data: { coverOffset } satisfies UpdateAboutBody }),
      invalidatesTags: (_result, error) => (error ? [] : [CURRENT_USER_TAG]),
    }),
  }),
});
