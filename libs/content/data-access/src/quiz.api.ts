import { baseApi } from '@meydan/shared/data-access/api-client';
import type { QuizOutcome } from '@meydan/shared/contracts';

export interface QuizAnswersArgs {
  /** The article's legacy id (or uuid). */
  articleId: string | number;
  /** One chosen answer index per question entry, in entry order (warm-up questions included). */
  answers: number[];
}

/** Quiz results: scoring a reader's answers into a shareable token, and reading a shared token. */
export const quizApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A POST: every play is its own result, never cached. */
    submitQuizAnswers: build.mutation<QuizOutcome, QuizAnswersArgs>({
      query: ({ articleId, answers }) => ({ url: `/articles/${encodeURIComponent(String(articleId))}/quiz-result`, method: 'POST', data: { answers } }),
    }),
    /** The result a `?result={token}` link names, checked by the API (loaded during SSR for the social preview). */
    getQuizResult: build.query<QuizOutcome, string>({
      query: (token) => ({ url: `/quiz-results/${encodeURIComponent(token)}` }),
    }),
  }),
});

export const { useSubmitQuizAnswersMutation, useGetQuizResultQuery } = quizApi;
