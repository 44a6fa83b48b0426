import { baseApi } from '@meydan/shared/data-access/api-client';
import type { TttGuessBody, TttMatch, TttMatchTicket, TttRecord, TttStartBody } from '@meydan/shared/contracts';
import { signedPost } from './game-headers';
import { gamesPath } from './games-path';

/**
 * Tic Tac Toe Football's match calls (issue 16), injected into the platform's one RTK Query api.
 * A match is never cached: each read is the server applying the turns that ran out.
 */
export const tttApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startTttMatch: build.mutation<TttMatchTicket, TttStartBody>({
      queryFn: (body, api, extra, baseQuery) => signedPost({ url: gamesPath('/ttt/matches'), data: body }, api, extra, baseQuery) as never,
    }),
    sendTttGuess: build.mutation<TttMatch, { matchId: string; body: TttGuessBody }>({
      queryFn: ({ matchId, body }, api, extra, baseQuery) =>
        signedPost({ url: gamesPath(`/ttt/matches/${encodeURIComponent(matchId)}/guesses`), data: body }, api, extra, baseQuery) as never,
    }),
    quitTttMatch: build.mutation<TttMatch, { matchId: string; token: string }>({
      queryFn: ({ matchId, token }, api, extra, baseQuery) =>
        signedPost({ url: gamesPath(`/ttt/matches/${encodeURIComponent(matchId)}/quit`), data: { token } }, api, extra, baseQuery) as never,
    }),
    // A read as a mutation: it is asked for at a moment (a turn ran out), never kept.
    readTttMatch: build.mutation<TttMatch, { matchId: string }>({
      query: ({ matchId }) => ({ url: gamesPath(`/ttt/matches/${encodeURIComponent(matchId)}`) }),
    }),
    getTttRecord: build.query<TttRecord, { viewerId: string }>({
      query: () => ({ url: gamesPath('/ttt/record') }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStartTttMatchMutation, useSendTttGuessMutation, useQuitTttMatchMutation, useReadTttMatchMutation, useGetTttRecordQuery } = tttApi;
