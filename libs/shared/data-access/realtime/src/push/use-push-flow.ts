import { useEffect, useRef, useState } from 'react';
import type { WebConfig } from '@meydan/shared/contracts';
import { browserPushEnvironment } from './push-environment';
import { createPushFlow, type PushFlow, type PushFlowSettings, type PushFlowState } from './push-flow';

/** The browser's push flow, or null where this browser cannot receive Web Push (nothing to ask then). */
export function browserPushFlow(): PushFlow | null {
  const env = browserPushEnvironment();
  return env.notification && env.serviceWorker && env.pushManagerSupported ? createPushFlow(env) : null;
}

/**
 * The flow's settings from the web configuration's `push` part, for this reader and edition, and
 * its `firebase` part: Firebase Messaging is the platform only when the config says so (`messaging`,
 * with the project's key); anything else keeps Web Push.
 */
export function pushFlowSettings(push: WebConfig['push'], userId: string | null, edition: PushFlowSettings['edition'], firebase: WebConfig['firebase'] = null): PushFlowSettings {
  return {
    userId,
    edition,
    askEnabled: push.enabled,
    registrationDisabled: push.tokenCollectionDisabled,
    vapidPublicKey: push.vapidPublicKey,
    tokenRefreshDays: push.tokenRefreshDays,
    tokenExpiryDays: push.tokenExpiryDays,
    snoozeDays: push.snoozeDays,
    firebase: firebase?.messaging && firebase.vapidKey ? firebase : null,
  };
}

/**
 * A page's push flow: made in the browser only (an effect: it touches Notification, the service
 * worker and storage), stopped on unmount, with its state. A browser without Web Push gets no
 * flow and the state `unsupported`. Start it with {@link usePushFlowStart} once the settings are known.
 */
export function usePushFlow(createFlow: () => PushFlow | null): { flow: PushFlow | null; state: PushFlowState } {
  const [flow, setFlow] = useState<PushFlow | null>(null);
  const [state, setState] = useState<PushFlowState>('idle');
  useEffect(() => {
    const made = createFlow();
    if (!made) return setState('unsupported');
    setFlow(made);
    setState(made.state);
    const off = made.onStateChange(setState);
    return () => {
      off();
      made.stop();
    };
  }, [createFlow]);
  return { flow, state };
}

/**
 * Starts the flow, and starts it again whenever its settings change (a sign-in, another edition);
 * `settings` is null until the page knows them (the session, the web configuration).
 */
export function usePushFlowStart(flow: PushFlow | null, settings: PushFlowSettings | null): void {
  // The same settings in a new object are no reason to run the flow again.
  const key = settings ? JSON.stringify(settings) : null;
  const latest = useRef(settings);
  latest.current = settings;
  useEffect(() => {
    if (flow && key !== null && latest.current) void flow.start(latest.current);
  }, [flow, key]);
}
