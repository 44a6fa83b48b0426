import { useEffect, useRef, useState } from 'react';
import { useRealtimeClient } from '@meydan/shared/data-access/realtime';
import { useLocation } from '@meydan/shared/util/router';

/** Whether the page is in a visible tab; polling stops in a hidden one (no traffic for nobody). */
export function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The header counts arrive live over the realtime socket; this asks the API again where an
 * event may have been missed: after a navigation, when the reader comes back to the tab, and
 * when the socket reconnects after a drop (events sent meanwhile never reached this tab).
 */
export function useCountCatchUp(refetch: () => unknown, isUninitialized: boolean, visible: boolean): void {
  const { pathname } = useLocation();
  const seen = useRef({ pathname, visible });
  const latest = useRef({ refetch, isUninitialized });
  useEffect(() => {
    latest.current = { refetch, isUninitialized };
  });

  useEffect(() => {
    const before = seen.current;
    seen.current = { pathname, visible };
    if (isUninitialized) return;
    if (before.pathname !== pathname || (!before.visible && visible)) void refetch();
  }, [pathname, visible, isUninitialized, refetch]);

  const client = useRealtimeClient();
  useEffect(() => {
    if (!client) return;
    let dropped = false;
    return client.onStateChange((state) => {
      if (state === 'closed') dropped = true;
      else if (state === 'open' && dropped) {
        dropped = false;
        if (!latest.current.isUninitialized) void latest.current.refetch();
      }
    });
  }, [client]);
}
