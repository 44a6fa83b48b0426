import type { FirebaseWebConfig, PushRegistrationBody, PushSubscriptionOptions, RecoStatus } from '@meydan/shared/contracts';
import { PUSH_TIMINGS } from '@meydan/shared/contracts/constants';
import { PUSH_SNOOZE_COOKIE } from '@meydan/shared/util/cookies';
import type { PushEnvironment, PushSubscriptionLike, ServiceWorkerRegistrationLike } from './push-environment';

/**
 * SPEC §4 "Push permission" as a state machine:
 * - `unsupported`: no Notification, service worker or PushManager here;
 * - `denied`: the reader blocked notifications; nothing is ever asked or sent;
 * - `prompt`: permission is `default`, the alert is not snoozed, asking is enabled and the push
 *   service is up: the page may show its alert (which calls allow() or refuse());
 * - `snoozed`: the alert was refused recently (the snooze cookie exists);
 * - `registering` → `registered`: permission granted, the subscription is (re)sent when due;
 * - `disabled`: the web configuration turns asking or token collection off;
 * - `unavailable`: the push service status is false ("Unavailable service.", SPEC §5);
 * - `failed`: something broke on the way (logged only, SPEC §8).
 */
export type PushFlowState =
  | 'idle'
  | 'unsupported'
  | 'checking'
  | 'prompt'
  | 'snoozed'
  | 'denied'
  | 'disabled'
  | 'unavailable'
  | 'registering'
  | 'registered'
  | 'failed';

/** What the page knows: the member and the web configuration's `push` part (WebConfig['push']). */
export interface PushFlowSettings {
  /** The signed-in member, null for a visitor: a change re-sends the registration (sign-in, logout). */
  userId: string | null;
  edition?: PushRegistrationBody['edition'];
  /** `push.enabled`: whether the page may ask for the permission at all. */
  askEnabled: boolean;
  /** `push.tokenCollectionDisabled`: SPEC §4's flag; no subscription is made or sent while set. */
  registrationDisabled: boolean;
  /** `push.vapidPublicKey`, used when the status call names none. */
  vapidPublicKey?: string | null;
  tokenRefreshDays?: number;
  tokenExpiryDays?: number;
  snoozeDays?: readonly number[];
  /**
   * The web config's `firebase` when it makes Firebase Messaging the push platform (`messaging`
   * on, a vapidKey): the flow registers an FCM token (SPEC §3 `externalPlatform: firebase`)
   * instead of the raw Web Push subscription. Null or absent: Web Push.
   */
  firebase?: FirebaseWebConfig | null;
}

/**
 * What the browser keeps about its last registration (SPEC §3 push token record): the token (the
 * Web Push endpoint, or the FCM token) and the subscription it rests on.
 */
export interface StoredPushRegistration {
  token: string;
  createTime: number;
  options: PushSubscriptionOptions;
  userId: string | null;
}

export interface PushFlowOptions {
  /** The recommendation service (ARCHITECTURE §1). */
  apiBase?: string;
  serviceWorkerUrl?: string;
  scope?: string;
}

export interface PushFlow {
  readonly state: PushFlowState;
  onStateChange(listener: (state: PushFlowState) => void): () => void;
  /** Starts (or re-runs with new settings): the first call also starts listening for permission changes and user actions. */
  start(settings: PushFlowSettings): Promise<void>;
  /** The alert's "Allow": asks the browser, so call it straight from the click handler. */
  allow(): Promise<void>;
  /** The alert's "Not now": snoozes for the next step of 1, 7, 15 days. */
  refuse(): void;
  /** Re-runs registration; `force` sends the token even when it is fresh. */
  register(options?: { force?: boolean }): Promise<void>;
  stop(): void;
}

/** Where the last registration and the snooze step are kept (SPEC §3 wrapper, versioned, expiring). */
export const PUSH_REGISTRATION_KEY = 'meydan.push.registration';
export const PUSH_SNOOZE_STEP_KEY = 'meydan.push.snooze-step';
/** The snooze step outlives any snooze: a year. */
const SNOOZE_STEP_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §5/§8 text, logged when the push service says it is down. */
export const PUSH_UNAVAILABLE = 'Unavailable service.';

/**
 * Asks the page's push flow to register again: `force` re-sends a fresh token (e.g. a settings
 * switch), `logout` re-sends it without the member before the session ends.
 */
export const PUSH_USER_ACTION_EVENT = 'meydan:push-registration';
export type PushUserAction = 'force' | 'logout';

export function requestPushRegistration(action: PushUserAction, target: { dispatchEvent(event: Event): boolean } | undefined = typeof window === 'undefined' ? undefined : window): void {
  target?.dispatchEvent(new CustomEvent<{ action: PushUserAction }>(PUSH_USER_ACTION_EVENT, { detail: { action } }));
}

/** A VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function vapidKeyBytes(key: string): Uint8Array {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscriptionLike, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  // A browser that does not tell the key: trust the subscription (the server refuses a wrong one).
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

function isRecoStatus(value: unknown): value is RecoStatus {
  const status = value as Partial<RecoStatus> | null;
  return !!status && typeof status.deviceTokenCollectorStatus === 'boolean' && (status.vapidPublicKey === null || typeof status.vapidPublicKey === 'string' || status.vapidPublicKey === undefined);
}

const positive = (value: number | undefined, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);

/**
 * The browser half of SPEC §4 push permission. Nothing here throws at the page: failures are
 * logged (SPEC §8) and end in `failed` or `unavailable`. Runs are serialized: a trigger that
 * arrives while one runs (a permission change, a user action) runs once more afterwards.
 */
export function createPushFlow(env: PushEnvironment, { apiBase = '/api/reco/v1', serviceWorkerUrl = '/sw.js', scope = '/' }: PushFlowOptions = {}): PushFlow {
  let state: PushFlowState = 'idle';
  let settings: PushFlowSettings | null = null;
  const listeners = new Set<(state: PushFlowState) => void>();
  let statusCache: { at: number; status: Promise<RecoStatus> } | null = null;
  let running: Promise<void> | null = null;
  let rerun: { force: boolean } | null = null;
  let detach: (() => void) | null = null;
  let stopped = false;

  const setState = (next: PushFlowState) => {
    if (state === next) return;
    state = next;
    for (const listener of [...listeners]) {
      try {
        listener(next);
      } catch (error) {
        env.logger.warn('[push] state listener failed', error);
      }
    }
  };

  const supported = () => env.notification !== null && env.serviceWorker !== null && env.pushManagerSupported;

  const headers = (json: boolean): Record<string, string> => {
    const token = env.readToken();
    return {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
  };

  /** SPEC §9 "status cache 300 s"; a failed call is not kept, so the next run asks again. */
  const recoStatus = (): Promise<RecoStatus> => {
    const now = env.now();
    if (statusCache && now - statusCache.at < PUSH_TIMINGS.statusCacheMs) return statusCache.status;
    const status = env
      .fetch(`${apiBase}/status`, { headers: headers(false), credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status call answered ${response.status}`);
        const body: unknown = await response.json();
        if (!isRecoStatus(body)) throw new Error('status call answered an unexpected body');
        return body;
      });
    statusCache = { at: now, status };
    status.catch(() => {
      if (statusCache?.status === status) statusCache = null;
    });
    return status;
  };

  /**
   * `GET /status` said yes and a key is known (Firebase: the project's Web Push certificate key;
   * Web Push: the server's VAPID key); otherwise logs "Unavailable service." and gives null.
   */
  const serviceKey = async (): Promise<string | null> => {
    const status = await recoStatus();
    const key = settings?.firebase ? settings.firebase.vapidKey : (status.vapidPublicKey ?? settings?.vapidPublicKey ?? null);
    if (!status.deviceTokenCollectorStatus || !key) {
      env.logger.warn(`[push] ${PUSH_UNAVAILABLE}`);
      return null;
    }
    return key;
  };

  /** SPEC §9 "push request 5 s": the registration call gives up after PUSH_TIMINGS.requestTimeoutMs. */
  const sendRegistration = async (body: PushRegistrationBody): Promise<void> => {
    const controller = typeof AbortController === 'undefined' ? null : new AbortController();
    const timer = controller ? setTimeout(() => controller.abort(), PUSH_TIMINGS.requestTimeoutMs) : null;
    try {
      const response = await env.fetch(`${apiBase}/user/push-notification-platform`, {
        method: 'POST',
        headers: headers(true),
        credentials: 'same-origin',
        body: JSON.stringify(body),
        ...(controller ? { signal: controller.signal } : {}),
      });
      if (!response.ok) throw new Error(`registration answered ${response.status}`);
    } finally {
      if (timer) clearTimeout(timer);
    }
  };

  const serviceWorkerRegistration = () => (env.serviceWorker as NonNullable<PushEnvironment['serviceWorker']>).register(serviceWorkerUrl, { scope });

  /** The subscription's part of the SPEC §3 token record. */
  const optionsOf = (subscription: PushSubscriptionLike, registration: ServiceWorkerRegistrationLike, key: string): PushSubscriptionOptions => {
    const { keys } = subscription.toJSON();
    return { endpoint: subscription.endpoint, p256dh: keys?.['p256dh'] ?? '', auth: keys?.['auth'] ?? '', swScope: registration.scope, vapidKey: key };
  };

  /** The current subscription unless it was made with another key (rotated, or the other platform's): that one is dropped. */
  const subscriptionWithKey = async (registration: ServiceWorkerRegistrationLike, bytes: Uint8Array) => {
    const current = await registration.pushManager.getSubscription();
    if (current && !sameKey(current, bytes)) {
      await current.unsubscribe().catch(() => false);
      return null;
    }
    return current;
  };

  interface Target {
    token: string;
    options: PushSubscriptionOptions;
    body: Pick<PushRegistrationBody, 'externalPlatform' | 'notificationTargetType' | 'notificationTargetValue' | 'options'>;
  }

  /** Web Push: the browser's own subscription with the server's key. */
  const webPushTarget = async (key: string): Promise<Target> => {
    const registration = await serviceWorkerRegistration();
    const bytes = vapidKeyBytes(key);
    const current = (await subscriptionWithKey(registration, bytes)) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes }));
    const options = optionsOf(current, registration, key);
    return {
      token: options.endpoint,
      options,
      body: { externalPlatform: 'webpush', notificationTargetType: 'webPushSubscription', notificationTargetValue: options.endpoint, options },
    };
  };

  /**
   * Firebase Messaging: an FCM token for the same service worker. Messaging reuses a subscription
   * it finds, so one made with another key (the Web Push path's) is dropped first, or FCM could
   * never reach it.
   */
  const firebaseTarget = async (config: FirebaseWebConfig, key: string): Promise<Target> => {
    if (!env.loadFirebaseMessaging) throw new Error('Firebase Messaging cannot be loaded here');
    const registration = await serviceWorkerRegistration();
    await subscriptionWithKey(registration, vapidKeyBytes(key));
    const { firebaseMessagingToken } = await env.loadFirebaseMessaging();
    const token = await firebaseMessagingToken(config, registration);
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) throw new Error('Firebase Messaging gave a token without a push subscription');
    return {
      token,
      options: optionsOf(subscription, registration, key),
      body: { externalPlatform: 'firebase', notificationTargetType: 'firebaseToken', notificationTargetValue: token },
    };
  };

  const registerNow = async (force: boolean) => {
    const current = settings as PushFlowSettings;
    if (current.registrationDisabled) return setState('disabled');
    setState('registering');
    const key = await serviceKey();
    if (!key) return setState('unavailable');
    const { token, options, body } = current.firebase ? await firebaseTarget(current.firebase, key) : await webPushTarget(key);
    const stored = env.storage.get<StoredPushRegistration>(PUSH_REGISTRATION_KEY);
    const refreshAfterMs = positive(current.tokenRefreshDays, PUSH_TIMINGS.refreshAfterMs / DAY_MS) * DAY_MS;
    const due =
      force ||
      !stored ||
      stored.token !== token ||
      stored.options?.p256dh !== options.p256dh ||
      stored.options?.auth !== options.auth ||
      (stored.userId ?? null) !== current.userId ||
      env.now() - stored.createTime >= refreshAfterMs;
    if (!due) return setState('registered');
    await sendRegistration({ ...body, ...(current.edition ? { edition: current.edition } : {}) });
    const record: StoredPushRegistration = { token, createTime: env.now(), options, userId: current.userId };
    env.storage.set(PUSH_REGISTRATION_KEY, record, positive(current.tokenExpiryDays, PUSH_TIMINGS.localExpiryMs / DAY_MS) * DAY_MS);
    setState('registered');
  };

  const evaluate = async (force: boolean) => {
    if (!settings || stopped) return;
    if (!supported()) return setState('unsupported');
    const permission = (env.notification as NonNullable<PushEnvironment['notification']>).permission;
    if (permission === 'denied') return setState('denied');
    if (permission === 'granted') return registerNow(force);
    // Never ask for a permission the site would not use.
    if (!settings.askEnabled || settings.registrationDisabled) return setState('disabled');
    if (env.cookies.get(PUSH_SNOOZE_COOKIE) !== undefined) return setState('snoozed');
    setState('checking');
    // No point asking for a permission the service cannot use.
    setState((await serviceKey()) ? 'prompt' : 'unavailable');
  };

  const run = (force: boolean): Promise<void> => {
    if (running) {
      rerun = { force: force || (rerun?.force ?? false) };
      return running;
    }
    running = evaluate(force)
      .catch((error: unknown) => {
        env.logger.warn('[push] registration failed', error);
        setState('failed');
      })
      .finally(() => {
        running = null;
        const next = rerun;
        rerun = null;
        if (next) void run(next.force);
      });
    return running;
  };

  const listen = () => {
    const cleanups: (() => void)[] = [];
    const onUserAction = (event: Event) => {
      const action = (event as CustomEvent<{ action?: PushUserAction }>).detail?.action;
      if (action === 'logout' && settings) settings = { ...settings, userId: null };
      if (action === 'force' || action === 'logout') void run(true);
    };
    env.events?.addEventListener(PUSH_USER_ACTION_EVENT, onUserAction);
    cleanups.push(() => env.events?.removeEventListener(PUSH_USER_ACTION_EVENT, onUserAction));
    // SPEC §4: registration re-runs when the permission turns to granted (site settings, another tab).
    env.permissions
      ?.query({ name: 'notifications' })
      .then((status) => {
        const onChange = () => void run(false);
        status.addEventListener('change', onChange);
        cleanups.push(() => status.removeEventListener('change', onChange));
        if (stopped) status.removeEventListener('change', onChange);
      })
      .catch((error: unknown) => env.logger.debug('[push] permission changes cannot be watched', error));
    return () => cleanups.forEach((cleanup) => cleanup());
  };

  /** SPEC §4: 1, then 7, then 15 days, cycling; the step is remembered beyond the cookie. */
  function refuse() {
    const configured = (settings?.snoozeDays ?? []).filter((day) => Number.isInteger(day) && day > 0);
    const days = configured.length ? configured : [...PUSH_TIMINGS.snoozeDays];
    const stored = env.storage.get<number>(PUSH_SNOOZE_STEP_KEY);
    const step = typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored % days.length : 0;
    const snooze = days[step];
    env.cookies.set(PUSH_SNOOZE_COOKIE, String(snooze), snooze * 24 * 60 * 60);
    env.storage.set(PUSH_SNOOZE_STEP_KEY, (step + 1) % days.length, SNOOZE_STEP_TTL_MS);
    setState('snoozed');
  }

  return {
    get state() {
      return state;
    },
    onStateChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start(next) {
      settings = { ...next };
      stopped = false;
      if (!detach && supported()) detach = listen();
      return run(false);
    },
    async allow() {
      const notification = env.notification;
      if (!notification || !settings) return;
      let permission: NotificationPermission;
      try {
        // Called synchronously from the click: browsers only show their dialog on a user gesture.
        permission = await new Promise<NotificationPermission>((resolve, reject) => {
          const answer = notification.requestPermission(resolve);
          if (answer && typeof answer.then === 'function') answer.then(resolve, reject);
        });
      } catch (error) {
        env.logger.warn('[push] permission request failed', error);
        return setState('failed');
      }
      if (permission === 'granted') return run(false);
      if (permission === 'denied') return setState('denied');
      // The browser's dialog was dismissed without an answer: a refusal for now.
      refuse();
    },
    refuse,
    register({ force = false } = {}) {
      return run(force);
    },
    stop() {
      stopped = true;
      detach?.();
      detach = null;
    },
  };
}
