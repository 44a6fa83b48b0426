import { useGetDailyPuzzleQuery, useGetPuzzleQuery } from '@meydan/games/data-access';
import { skipToken } from '@meydan/shared/data-access/api-client';
import type { DailyGameType, Puzzle } from '@meydan/shared/contracts';
import { useSearchParams } from '@meydan/shared/util/router';
import type { Edition } from '@meydan/shared/util/routing';
import { archiveIdOf } from './daily-loader';
import { useIstanbulDay } from './use-istanbul-day';

/** The puzzle a daily game's page shows: today's, or the archive's `?id=` (the loader's same query). */
export function useDailyPuzzle(type: DailyGameType, edition: Edition): { puzzle: Puzzle | undefined; isError: boolean; archiveId: string | null; day: string } {
  const [search] = useSearchParams();
  const archiveId = archiveIdOf(`?${search.toString()}`);
  const day = useIstanbulDay();
  const daily = useGetDailyPuzzleQuery(archiveId ? skipToken : { edition, type, day });
  const archived = useGetPuzzleQuery(archiveId ? { edition, type, id: archiveId } : skipToken);
  const query = archiveId ? archived : daily;
  return { puzzle: query.data, isError: query.isError, archiveId, day };
}
