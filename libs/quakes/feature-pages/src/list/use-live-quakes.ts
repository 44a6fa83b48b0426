import { useCallback, useEffect, useState } from 'react';
import { liveEventMatches, quakesApi, replaceListedEvent, type QuakeListArgs } from '@meydan/quakes/data-access';
import type { QuakeListResponse, QuakeLiveEvent } from '@meydan/shared/contracts';
import { QUAKES_LIVE_TOPIC } from '@meydan/shared/contracts/constants';
import { useRealtimeClient, useRealtimeTopic } from '@meydan/shared/data-access/realtime';
import { useAppDispatch } from '@meydan/shared/data-access/store';

const TOPICS = [QUAKES_LIVE_TOPIC];

/**
 * The quakes announced on the public live topic since the list was loaded (issue 18 item 4: a
 * pill, never a jump in the list): a new quake that belongs in this list is counted, never
 * inserted; a revision of a listed quake takes its row's place (same row, same position).
 * The count starts again when the list's filters change or the reader asks for the new quakes.
 *
 * The shell opens the tab's socket for members only (their topics are private); this topic is
 * public, so the list opens it for a visitor too while it is shown. That happens once the app
 * runs, i.e. after the reader's first intent on a server-rendered page.
 */
export function useLiveQuakes(args: QuakeListArgs, listed: QuakeListResponse | undefined): { count: number; reset: () => void } {
  const dispatch = useAppDispatch();
  const client = useRealtimeClient();
  const [fresh, setFresh] = useState<readonly string[]>([]);
  const argsKey = JSON.stringify(args);

  useEffect(() => {
    if (client) client.connect(window.location.origin);
  }, [client]);

  useEffect(() => setFresh([]), [argsKey]);

  // The hook calls the latest callback: `args` and `listed` are always the ones on screen.
  useRealtimeTopic<QuakeLiveEvent>(TOPICS, (message) => {
    const event = message?.event;
    if (!event || typeof event.id !== 'string') return;
    if (message.kind === 'revised') {
      dispatch(quakesApi.util.updateQueryData('getQuakeList', args, (draft) => void replaceListedEvent(draft, event)));
      return;
    }
    if (!liveEventMatches(event, args) || listed?.items.some((item) => item.id === event.id)) return;
    setFresh((ids) => (ids.includes(event.id) ? ids : [...ids, event.id]));
  });

  const reset = useCallback(() => setFresh([]), []);
  return { count: fresh.length, reset };
}
