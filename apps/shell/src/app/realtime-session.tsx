import { useEffect } from 'react';
import { useRealtimeClient } from '@meydan/shared/data-access/realtime';
import { authApi, selectAuthStatus, selectCurrentUser, useAppDispatch, useAppSelector } from '@meydan/shared/data-access/store';
import { isTokenValid, readAuthToken, TOKEN_EXPIRY_MARGIN_MS, tokenExpiresAt } from '@meydan/shared/util/cookies';

/** Never wake sooner than this after a wake-up that did not renew (offline, API down): no busy loop. */
export const KEEP_ALIVE_MIN_WAIT_MS = 30_000;

/**
 * Ties the tab's realtime socket to the session (browser only; renders nothing):
 * - it connects to this page's origin (`/ws`) once a member is known. Visitors get no socket:
 *   every topic belongs to a member, so a socket per anonymous reader would cost the servers a
 *   connection for nothing. Going back online reconnects at once (with fresh retries);
 * - when the member changes (sign-in, session ended), it re-sends the authorization, so the
 *   server moves the socket to the new identity; token renewals do the same (bootstrap passes
 *   the API client's renewal callback). Logout reloads the page, which closes the socket;
 * - access tokens are short-lived and the server drops a socket's topics once its token has
 *   expired, while a reader idling on a page makes no API call that would renew it. So, just
 *   inside the SPEC §9 30 s margin, it asks for the member (the API client renews on the way,
 *   and the renewal re-authorizes the socket); a token another tab renewed is sent as it is.
 * Rendered before the layout: on a sign-in its effect authorizes before the header subscribes.
 */
export function RealtimeSession() {
  const client = useRealtimeClient();
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectAuthStatus) === 'member';
  const userId = useAppSelector(selectCurrentUser)?._id ?? null;

  useEffect(() => {
    if (!client || !member) return;
    const origin = window.location.origin;
    client.connect(origin);
    const online = () => client.connect(origin);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [client, member]);

  useEffect(() => {
    client?.reauthorize();
  }, [client, userId]);

  useEffect(() => {
    if (!client || !member) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    let sent = readAuthToken();
    const schedule = (minimum: number) => {
      const expiresAt = tokenExpiresAt(readAuthToken());
      // No readable token (an httpOnly-only session): the API client renews on the next call.
      if (expiresAt === null || !active) return;
      const due = expiresAt - TOKEN_EXPIRY_MARGIN_MS - Date.now() + 1000;
      timer = setTimeout(wake, Math.max(due, minimum));
    };
    const wake = async () => {
      const current = readAuthToken();
      if (current && current !== sent && isTokenValid(current)) {
        // Another tab renewed: this socket still speaks with the old token.
        sent = current;
        client.reauthorize();
        return schedule(0);
      }
      try {
        await dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
      } catch {
        // A refused renewal ends the session (the store signs out); anything else is tried again later.
      }
      const after = readAuthToken();
      const renewed = after !== current;
      sent = after;
      schedule(renewed ? 0 : KEEP_ALIVE_MIN_WAIT_MS);
    };
    schedule(0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, member, dispatch]);

  return null;
}
