import { useEffect, useRef } from 'react';
import { useRealtimeClient } from '@meydan/shared/data-access/realtime';

/**
 * Runs `callback` when the realtime socket opens again after it dropped: events sent while it
 * was down are lost, so the page asks the server for what it missed. The first open is not a
 * reconnect (the page has just loaded its data).
 */
export function useOnReconnect(callback: () => void): void {
  const client = useRealtimeClient();
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!client) return undefined;
    let opened = client.state === 'open';
    let dropped = false;
    return client.onStateChange((state) => {
      if (state === 'open') {
        if (dropped) latest.current();
        opened = true;
        dropped = false;
      } else if (opened) {
        dropped = true;
      }
    });
  }, [client]);
}
