import { baseApi } from '@meydan/shared/data-access/api-client';
import type {
  Attempt,
  AttemptMoveBody,
  CatalogueEntry,
  CatalogueResponse,
  DailyGameType,
  Finish2048Body,
  GameType,
  LeaderboardDuration,
  LeaderboardRankResponse,
  LeaderboardResponse,
  MergeStatusBody,
  PlayerStatus,
  PlayerStats,
  Puzzle,
  PuzzleListResponse,
  StartAttemptBody,
} from '@meydan/shared/contracts';
import { signedPost } from './game-headers';
import { gamesPath } from './games-path';

/**
 * SPEC §7 Games (v1) and the catalogue (issue 16), injected into the platform's one RTK Query
 * api. `edition` only keys the cache: the API reads the edition from the host (and X-Edition on
 * the server). `viewerId` keys a member's own answers, so a member who signs in after another
 * never sees the other's statuses.
 */
export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogue: build.query<CatalogueResponse, { edition: string }>({
      query: () => ({ url: gamesPath('/catalogue') }),
      keepUnusedDataFor: 600,
    }),
    getCatalogueEntry: build.query<CatalogueEntry, { edition: string; slug: string }>({
      query: ({ slug }) => ({ url: gamesPath(`/catalogue/${encodeURIComponent(slug)}`) }),
      keepUnusedDataFor: 600,
    }),
    getDailyPuzzle: build.query<Puzzle, { edition: string; type: DailyGameType; day: string }>({
      query: ({ type }) => ({ url: gamesPath(`/games/${type}/daily-question/`) }),
    }),
    getPuzzle: build.query<Puzzle, { edition: string; type: DailyGameType; id: string }>({
      query: ({ type, id }) => ({ url: gamesPath(`/games/${type}/questions/${encodeURIComponent(id)}/`) }),
    }),
    getPreviousPuzzles: build.query<PuzzleListResponse, { edition: string; type: DailyGameType; page: number; day: string }>({
      query: ({ type, page }) => ({ url: gamesPath(`/games/${type}/questions/previous`), params: { page, limit: 30 } }),
    }),
    getPlayerStatus: build.query<PlayerStatus, { type: DailyGameType; puzzleId: string; viewerId: string }>({
      query: ({ type, puzzleId }) => ({ url: gamesPath(`/players/me/statuses/${type}/${encodeURIComponent(puzzleId)}`) }),
      keepUnusedDataFor: 0,
    }),
    getLeaderboard: build.query<LeaderboardResponse, { edition: string; board: GameType; duration: LeaderboardDuration; viewerId: string | null; limit?: number }>({
      query: ({ board, duration, limit }) => ({ url: gamesPath(`/leaderboards/${board}/${duration}`), params: limit ? { limit } : undefined }),
      keepUnusedDataFor: 30,
    }),
    getPlayerRank: build.query<LeaderboardRankResponse, { board: GameType; duration: LeaderboardDuration; playerId: string }>({
      query: ({ board, duration, playerId }) => ({ url: gamesPath(`/leaderboards/${board}/${duration}/players/${encodeURIComponent(playerId)}`) }),
    }),
    // Writes carry the signed game headers for a signed-in member (game-headers.ts).
    startAttempt: build.mutation<Attempt, { type: DailyGameType; body: StartAttemptBody }>({
      queryFn: ({ type, body }, api, extra, baseQuery) => signedPost({ url: gamesPath(`/games/${type}/attempts`), data: body }, api, extra, baseQuery) as never,
    }),
    sendMove: build.mutation<Attempt, { type: DailyGameType; body: AttemptMoveBody }>({
      queryFn: ({ type, body }, api, extra, baseQuery) => signedPost({ url: gamesPath(`/games/${type}/attempts/moves`), data: body }, api, extra, baseQuery) as never,
    }),
    finish2048: build.mutation<Attempt, Finish2048Body>({
      queryFn: (body, api, extra, baseQuery) => signedPost({ url: gamesPath('/games/2048/attempts/finish'), data: body }, api, extra, baseQuery) as never,
    }),
    mergeStatus: build.mutation<{ type: DailyGameType; merged: number; stats: PlayerStats }, MergeStatusBody>({
      queryFn: (body, api, extra, baseQuery) => signedPost({ url: gamesPath('/players/me/status'), data: body }, api, extra, baseQuery) as never,
    }),
  }),
});

export const {
  useGetCatalogueQuery,
  useGetDailyPuzzleQuery,
  useGetPuzzleQuery,
  useGetPreviousPuzzlesQuery,
  useGetPlayerStatusQuery,
  useGetLeaderboardQuery,
  useGetPlayerRankQuery,
  useStartAttemptMutation,
  useSendMoveMutation,
  useFinish2048Mutation,
  useMergeStatusMutation,
} = gamesApi;
