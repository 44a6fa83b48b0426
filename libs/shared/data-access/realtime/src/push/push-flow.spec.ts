import type { FirebaseWebConfig, PushRegistrationBody, RecoStatus } from '@meydan/shared/contracts';
import { firebaseWebConfigFixture } from '@meydan/shared/testing';
import { PUSH_SNOOZE_COOKIE } from '@meydan/shared/util/cookies';
import type { FirebaseMessagingModule, PermissionStatusLike, PushEnvironment, PushSubscriptionLike, ServiceWorkerRegistrationLike } from './push-environment';
import {
  createPushFlow,
  PUSH_REGISTRATION_KEY,
  PUSH_SNOOZE_STEP_KEY,
  requestPushRegistration,
  type PushFlowSettings,
  type StoredPushRegistration,
  vapidKeyBytes,
} from './push-flow';

const DAY = 24 * 60 * 60 * 1000;
const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER_VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

interface FakeSubscription extends PushSubscriptionLike {
  unsubscribed: boolean;
}

function fakeSubscription(endpoint: string, key: Uint8Array | null): FakeSubscription {
  const subscription: FakeSubscription = {
    endpoint,
    unsubscribed: false,
    options: { applicationServerKey: key ? (key.slice().buffer as ArrayBuffer) : null },
    toJSON: () => ({ endpoint, keys: { p256dh: 'BPublicKeyOfTheBrowser0123456789', auth: 'authSecret0123' } }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      return true;
    },
  };
  return subscription;
}

interface Call {
  url: string;
  init: RequestInit;
}

type Reply = { status: number; body?: unknown } | 'hang';

function setup({
  permission: initial = 'default' as NotificationPermission,
  status = { deviceTokenCollectorStatus: true, vapidPublicKey: VAPID } as RecoStatus,
  pushManagerSupported = true,
  answer = 'granted' as NotificationPermission,
  registrationReply = { status: 200, body: { registered: true, createTime: '2025-01-01T00:00:00.000Z' } } as Reply,
} = {}) {
  let permission = initial;
  let clock = Date.UTC(2025, 0, 1);
  let endpointCounter = 0;
  const cookies = new Map<string, { value: string; maxAge: number }>();
  const stored = new Map<string, { value: unknown; expiresAt: number }>();
  const calls: Call[] = [];
  const logger = { warn: jest.fn(), debug: jest.fn() };
  const permissionListeners = new Set<() => void>();
  const permissionStatus: PermissionStatusLike = {
    get state() {
      return permission === 'default' ? 'prompt' : permission;
    },
    addEventListener: (_type, listener) => void permissionListeners.add(listener),
    removeEventListener: (_type, listener) => void permissionListeners.delete(listener),
  };
  const pushManager = {
    current: null as FakeSubscription | null,
    // An unsubscribed subscription is gone, as in a browser.
    getSubscription: jest.fn(async (): Promise<FakeSubscription | null> => (pushManager.current?.unsubscribed ? null : pushManager.current)),
    subscribe: jest.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }): Promise<FakeSubscription> => {
      endpointCounter += 1;
      pushManager.current = fakeSubscription(`https://push.example/send/${endpointCounter}`, applicationServerKey);
      return pushManager.current;
    }),
  };
  const serviceWorker = { register: jest.fn(async () => ({ scope: 'http://localhost/', pushManager })) };
  // Firebase Messaging as its lazy chunk would behave: it subscribes the worker with the project's key (reusing a subscription it finds) and answers a token.
  let tokenCounter = 0;
  const messaging = {
    failure: null as Error | null,
    /** The token FCM gives; default a new one per call. */
    token: null as string | null,
    firebaseMessagingToken: jest.fn(async (config: FirebaseWebConfig, registration: ServiceWorkerRegistrationLike): Promise<string> => {
      if (messaging.failure) throw messaging.failure;
      const existing = await registration.pushManager.getSubscription();
      if (!existing) await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(config.vapidKey as string) });
      tokenCounter += 1;
      return messaging.token ?? `fcm-instance-${tokenCounter}:APA91bTokenOfThisBrowser`;
    }),
  };
  const loadFirebaseMessaging = jest.fn(async (): Promise<FirebaseMessagingModule> => messaging);
  const replies = { status: { status: 200, body: status } as Reply, registration: registrationReply };
  const events = new EventTarget();
  const notification = {
    get permission() {
      return permission;
    },
    requestPermission: jest.fn(async () => {
      permission = answer;
      return answer;
    }),
  };
  const env: PushEnvironment = {
    notification,
    serviceWorker,
    pushManagerSupported,
    permissions: { query: async () => permissionStatus },
    cookies: {
      get: (name) => cookies.get(name)?.value,
      set: (name, value, maxAge) => void cookies.set(name, { value, maxAge }),
    },
    storage: {
      get: <T>(key: string) => {
        const item = stored.get(key);
        if (!item || item.expiresAt <= clock) return null;
        return item.value as T;
      },
      set: (key, value, expiresInMs) => void stored.set(key, { value, expiresAt: clock + expiresInMs }),
      remove: (key) => void stored.delete(key),
    },
    fetch: jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, init });
      const reply = url.endsWith('/status') ? replies.status : replies.registration;
      if (reply === 'hang') {
        return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
      }
      return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as Response;
    }) as unknown as typeof fetch,
    readToken: () => 'member-token',
    now: () => clock,
    events,
    logger,
    loadFirebaseMessaging,
  };
  const flow = createPushFlow(env);
  const states: string[] = [];
  flow.onStateChange((state) => states.push(state));
  return {
    flow,
    env,
    calls,
    cookies,
    stored,
    logger,
    states,
    replies,
    events,
    notification,
    pushManager,
    serviceWorker,
    messaging,
    loadFirebaseMessaging,
    advance: (ms: number) => void (clock += ms),
    setPermission: (next: NotificationPermission) => {
      permission = next;
      for (const listener of [...permissionListeners]) listener();
    },
    statusCalls: () => calls.filter((call) => call.url === '/api/reco/v1/status').length,
    registrations: () =>
      calls.filter((call) => call.url === '/api/reco/v1/user/push-notification-platform').map((call) => JSON.parse(String(call.init.body)) as PushRegistrationBody),
    record: () => (stored.get(PUSH_REGISTRATION_KEY)?.value ?? null) as StoredPushRegistration | null,
  };
}

const member: PushFlowSettings = { userId: 'u1', edition: 'tr', askEnabled: true, registrationDisabled: false };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Lets a run the flow started by itself (an event) finish. */
async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i += 1) await settle();
  expect(check()).toBe(true);
}

afterEach(() => jest.useRealTimers());

describe('push flow: permission default', () => {
  it('offers the alert when the service is up and nothing is snoozed, asking the status once per 300 s', async () => {
    const t = setup();
    await t.flow.start(member);
    expect(t.flow.state).toBe('prompt');
    await t.flow.start(member);
    t.advance(299_000);
    await t.flow.register();
    expect(t.statusCalls()).toBe(1);
    t.advance(1000);
    await t.flow.register();
    expect(t.statusCalls()).toBe(2);
    // Nothing is registered before the reader says yes.
    expect(t.serviceWorker.register).not.toHaveBeenCalled();
    expect(t.registrations()).toEqual([]);
  });

  it('stays away while the snooze cookie exists, without asking the service', async () => {
    const t = setup();
    t.cookies.set(PUSH_SNOOZE_COOKIE, { value: '7', maxAge: 7 * 86400 });
    await t.flow.start(member);
    expect(t.flow.state).toBe('snoozed');
    expect(t.calls).toEqual([]);
  });

  it('logs "Unavailable service." and offers nothing when the status is false', async () => {
    const t = setup({ status: { deviceTokenCollectorStatus: false, vapidPublicKey: VAPID } });
    await t.flow.start(member);
    expect(t.flow.state).toBe('unavailable');
    expect(t.logger.warn).toHaveBeenCalledWith('[push] Unavailable service.');
  });

  it('treats a service without a VAPID key as unavailable unless the web config names one', async () => {
    const t = setup({ status: { deviceTokenCollectorStatus: true, vapidPublicKey: null } });
    await t.flow.start(member);
    expect(t.flow.state).toBe('unavailable');
    const u = setup({ status: { deviceTokenCollectorStatus: true, vapidPublicKey: null } });
    await u.flow.start({ ...member, vapidPublicKey: VAPID });
    expect(u.flow.state).toBe('prompt');
  });

  it('never asks when the web config turns asking or token collection off', async () => {
    const t = setup();
    await t.flow.start({ ...member, askEnabled: false });
    expect(t.flow.state).toBe('disabled');
    await t.flow.start({ ...member, registrationDisabled: true });
    expect(t.flow.state).toBe('disabled');
    expect(t.calls).toEqual([]);
  });

  it('a failing status call is logged, ends in failed, and is asked again next time', async () => {
    const t = setup();
    t.replies.status = { status: 503 };
    await t.flow.start(member);
    expect(t.flow.state).toBe('failed');
    expect(t.logger.warn).toHaveBeenCalledWith('[push] registration failed', expect.any(Error));
    t.replies.status = { status: 200, body: { deviceTokenCollectorStatus: true, vapidPublicKey: VAPID } };
    await t.flow.register();
    expect(t.flow.state).toBe('prompt');
    expect(t.statusCalls()).toBe(2);
  });
});

describe('push flow: the alert', () => {
  it('snoozes a refusal for 1, then 7, then 15 days, then starts over', async () => {
    const t = setup();
    await t.flow.start(member);
    const snoozes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      t.flow.refuse();
      const cookie = t.cookies.get(PUSH_SNOOZE_COOKIE);
      snoozes.push((cookie?.maxAge ?? 0) / 86400);
      t.cookies.delete(PUSH_SNOOZE_COOKIE);
    }
    expect(snoozes).toEqual([1, 7, 15, 1]);
    expect(t.flow.state).toBe('snoozed');
    // The step outlives the cookie (it is remembered in storage).
    expect(t.stored.get(PUSH_SNOOZE_STEP_KEY)?.value).toBe(1);
  });

  it('uses the snooze days of the web config when it gives some', async () => {
    const t = setup();
    await t.flow.start({ ...member, snoozeDays: [2, 0, 30] });
    t.flow.refuse();
    expect(t.cookies.get(PUSH_SNOOZE_COOKIE)?.maxAge).toBe(2 * 86400);
    t.flow.refuse();
    expect(t.cookies.get(PUSH_SNOOZE_COOKIE)?.maxAge).toBe(30 * 86400);
  });

  it('"Allow" asks the browser; granted registers at once', async () => {
    const t = setup();
    await t.flow.start(member);
    await t.flow.allow();
    expect(t.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(t.flow.state).toBe('registered');
    expect(t.registrations()).toHaveLength(1);
  });

  it('"Allow" answered with block ends in denied; a dismissed browser dialog counts as "not now"', async () => {
    const denied = setup({ answer: 'denied' });
    await denied.flow.start(member);
    await denied.flow.allow();
    expect(denied.flow.state).toBe('denied');
    expect(denied.cookies.size).toBe(0);
    const dismissed = setup({ answer: 'default' });
    await dismissed.flow.start(member);
    await dismissed.flow.allow();
    expect(dismissed.flow.state).toBe('snoozed');
    expect(dismissed.cookies.get(PUSH_SNOOZE_COOKIE)?.maxAge).toBe(86400);
  });

  it('works with the callback form of requestPermission (older Safari)', async () => {
    const t = setup();
    await t.flow.start(member);
    t.notification.requestPermission.mockImplementation(((callback?: (permission: NotificationPermission) => void) => {
      callback?.('denied');
      return undefined;
    }) as never);
    await t.flow.allow();
    expect(t.flow.state).toBe('denied');
  });
});

describe('push flow: permission granted', () => {
  it('subscribes with the service key and sends the Web Push registration with the member token', async () => {
    const t = setup({ permission: 'granted' });
    await t.flow.start(member);
    expect(t.flow.state).toBe('registered');
    expect(t.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(t.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(VAPID) });
    const options = { endpoint: 'https://push.example/send/1', p256dh: 'BPublicKeyOfTheBrowser0123456789', auth: 'authSecret0123', swScope: 'http://localhost/', vapidKey: VAPID };
    expect(t.registrations()).toEqual([
      { externalPlatform: 'webpush', notificationTargetType: 'webPushSubscription', notificationTargetValue: 'https://push.example/send/1', options, edition: 'tr' },
    ]);
    const post = t.calls.find((call) => call.init.method === 'POST');
    expect(post?.init.headers).toMatchObject({ Authorization: 'Bearer member-token', 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });
    expect(t.record()).toEqual({ token: 'https://push.example/send/1', createTime: Date.UTC(2025, 0, 1), options, userId: 'u1' });
    // SPEC §9: the browser forgets it after 15 days.
    expect(t.stored.get(PUSH_REGISTRATION_KEY)?.expiresAt).toBe(Date.UTC(2025, 0, 1) + 15 * DAY);
    // Web Push never asks for Firebase.
    expect(t.loadFirebaseMessaging).not.toHaveBeenCalled();
  });

  it('sends a known token again only after 7 days, when forced, or for another member', async () => {
    const t = setup({ permission: 'granted' });
    await t.flow.start(member);
    await t.flow.register();
    t.advance(7 * DAY - 1);
    await t.flow.register();
    expect(t.registrations()).toHaveLength(1);
    expect(t.pushManager.subscribe).toHaveBeenCalledTimes(1);
    t.advance(1);
    await t.flow.register();
    expect(t.registrations()).toHaveLength(2);
    await t.flow.register({ force: true });
    expect(t.registrations()).toHaveLength(3);
    await t.flow.start({ ...member, userId: 'u2' });
    expect(t.registrations()).toHaveLength(4);
    expect(t.record()?.userId).toBe('u2');
  });

  it('sends again once the local record has expired (15 days)', async () => {
    const t = setup({ permission: 'granted' });
    await t.flow.start({ ...member, tokenRefreshDays: 30 });
    t.advance(15 * DAY);
    await t.flow.register();
    expect(t.registrations()).toHaveLength(2);
  });

  it('sends nothing, and subscribes nothing, while token collection is disabled', async () => {
    const t = setup({ permission: 'granted' });
    await t.flow.start({ ...member, registrationDisabled: true });
    expect(t.flow.state).toBe('disabled');
    expect(t.calls).toEqual([]);
    expect(t.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('stops with "Unavailable service." when the status is false', async () => {
    const t = setup({ permission: 'granted', status: { deviceTokenCollectorStatus: false, vapidPublicKey: VAPID } });
    await t.flow.start(member);
    expect(t.flow.state).toBe('unavailable');
    expect(t.logger.warn).toHaveBeenCalledWith('[push] Unavailable service.');
    expect(t.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('replaces a subscription made with another server key', async () => {
    const t = setup({ permission: 'granted' });
    const old = fakeSubscription('https://push.example/send/old', vapidKeyBytes(OTHER_VAPID));
    t.pushManager.current = old;
    await t.flow.start(member);
    expect(old.unsubscribed).toBe(true);
    expect(t.registrations()[0]?.notificationTargetValue).toBe('https://push.example/send/1');
  });

  it('keeps a subscription made with the same key', async () => {
    const t = setup({ permission: 'granted' });
    t.pushManager.current = fakeSubscription('https://push.example/send/kept', vapidKeyBytes(VAPID));
    await t.flow.start(member);
    expect(t.pushManager.subscribe).not.toHaveBeenCalled();
    expect(t.registrations()[0]?.notificationTargetValue).toBe('https://push.example/send/kept');
  });

  it('gives the registration call 5 s, then logs and leaves nothing stored', async () => {
    jest.useFakeTimers();
    const t = setup({ permission: 'granted', registrationReply: 'hang' });
    const done = t.flow.start(member);
    await jest.advanceTimersByTimeAsync(4999);
    expect(t.flow.state).toBe('registering');
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(t.flow.state).toBe('failed');
    expect(t.record()).toBeNull();
    expect(t.logger.warn).toHaveBeenCalledWith('[push] registration failed', expect.any(Error));
  });

  it('a refused registration is logged, stores nothing and is tried again on the next run', async () => {
    const t = setup({ permission: 'granted', registrationReply: { status: 500, body: {} } });
    await t.flow.start(member);
    expect(t.flow.state).toBe('failed');
    expect(t.record()).toBeNull();
    t.replies.registration = { status: 200, body: {} };
    await t.flow.register();
    expect(t.flow.state).toBe('registered');
    expect(t.registrations()).toHaveLength(2);
  });
});

describe('push flow: other states and triggers', () => {
  it('does nothing at all once the reader blocked notifications', async () => {
    const t = setup({ permission: 'denied' });
    await t.flow.start(member);
    expect(t.flow.state).toBe('denied');
    expect(t.calls).toEqual([]);
  });

  it('is unsupported without PushManager (or Notification, or a service worker)', async () => {
    const t = setup({ pushManagerSupported: false });
    await t.flow.start(member);
    expect(t.flow.state).toBe('unsupported');
    const u = setup();
    u.env.serviceWorker = null;
    await createPushFlow(u.env).start(member);
    expect(u.calls).toEqual([]);
  });

  it('registers when the permission turns to granted elsewhere (site settings, another tab)', async () => {
    const t = setup();
    await t.flow.start(member);
    await settle();
    t.setPermission('granted');
    await until(() => t.flow.state === 'registered');
    expect(t.registrations()).toHaveLength(1);
    t.setPermission('denied');
    await until(() => t.flow.state === 'denied');
  });

  it('re-sends on a user action: force, and logout without the member', async () => {
    const t = setup({ permission: 'granted' });
    await t.flow.start(member);
    await settle();
    requestPushRegistration('force', t.events);
    await until(() => t.registrations().length === 2);
    requestPushRegistration('logout', t.events);
    await until(() => t.registrations().length === 3);
    expect(t.registrations()[2]).toMatchObject({ notificationTargetValue: 'https://push.example/send/1' });
    await until(() => t.record()?.userId === null);
  });

  it('stops listening once stopped', async () => {
    const t = setup({ permission: 'granted' });
    await t.flow.start(member);
    await settle();
    t.flow.stop();
    requestPushRegistration('force', t.events);
    t.setPermission('granted');
    await settle();
    expect(t.registrations()).toHaveLength(1);
  });
});

describe('push flow: Firebase Messaging as the platform', () => {
  const firebase: FirebaseWebConfig = { ...firebaseWebConfigFixture, vapidKey: OTHER_VAPID };
  const withFirebase: PushFlowSettings = { ...member, firebase };

  it('asks with the project key even when the server has no VAPID key of its own', async () => {
    const t = setup({ status: { deviceTokenCollectorStatus: true, vapidPublicKey: null } });
    await t.flow.start(withFirebase);
    expect(t.flow.state).toBe('prompt');
    // Nothing of Firebase is loaded before the reader says yes.
    expect(t.loadFirebaseMessaging).not.toHaveBeenCalled();
    const down = setup({ status: { deviceTokenCollectorStatus: false, vapidPublicKey: null } });
    await down.flow.start(withFirebase);
    expect(down.flow.state).toBe('unavailable');
    expect(down.logger.warn).toHaveBeenCalledWith('[push] Unavailable service.');
  });

  it('registers the FCM token of the site worker (SPEC §3 firebase / firebaseToken) and keeps the token record', async () => {
    const t = setup({ permission: 'granted' });
    await t.flow.start(withFirebase);
    expect(t.flow.state).toBe('registered');
    expect(t.loadFirebaseMessaging).toHaveBeenCalledTimes(1);
    expect(t.messaging.firebaseMessagingToken).toHaveBeenCalledWith(firebase, expect.objectContaining({ scope: 'http://localhost/' }));
    expect(t.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(OTHER_VAPID) });
    expect(t.registrations()).toEqual([
      { externalPlatform: 'firebase', notificationTargetType: 'firebaseToken', notificationTargetValue: 'fcm-instance-1:APA91bTokenOfThisBrowser', edition: 'tr' },
    ]);
    expect(t.record()).toEqual({
      token: 'fcm-instance-1:APA91bTokenOfThisBrowser',
      createTime: Date.UTC(2025, 0, 1),
      options: { endpoint: 'https://push.example/send/1', p256dh: 'BPublicKeyOfTheBrowser0123456789', auth: 'authSecret0123', swScope: 'http://localhost/', vapidKey: OTHER_VAPID },
      userId: 'u1',
    });
  });

  it('drops a Web Push subscription made with the server key first, so FCM gets one it can reach', async () => {
    const t = setup({ permission: 'granted' });
    await t.flow.start(member);
    const webPush = t.pushManager.current as FakeSubscription;
    await t.flow.start(withFirebase);
    expect(webPush.unsubscribed).toBe(true);
    expect(t.pushManager.current?.endpoint).toBe('https://push.example/send/2');
    expect(t.registrations().map((body) => body.externalPlatform)).toEqual(['webpush', 'firebase']);
  });

  it('sends a known token again only when Messaging gives another one, after 7 days, or when forced', async () => {
    const t = setup({ permission: 'granted' });
    t.messaging.token = 'fcm-instance-1:APA91bTokenOfThisBrowser';
    await t.flow.start(withFirebase);
    await t.flow.register();
    expect(t.registrations()).toHaveLength(1);
    t.messaging.token = 'fcm-instance-1:APA91bRotatedToken';
    await t.flow.register();
    expect(t.registrations().map((body) => body.notificationTargetValue)).toEqual(['fcm-instance-1:APA91bTokenOfThisBrowser', 'fcm-instance-1:APA91bRotatedToken']);
    t.advance(7 * DAY);
    await t.flow.register();
    await t.flow.register({ force: true });
    expect(t.registrations()).toHaveLength(4);
  });

  it('logs a Messaging failure (no IndexedDB, FCM refusing) and ends in failed, sending nothing', async () => {
    const t = setup({ permission: 'granted' });
    const failure = new Error('Messaging: We are unable to register the default service worker. (messaging/failed-service-worker-registration).');
    t.messaging.failure = failure;
    await t.flow.start(withFirebase);
    expect(t.flow.state).toBe('failed');
    expect(t.logger.warn).toHaveBeenCalledWith('[push] registration failed', failure);
    expect(t.registrations()).toEqual([]);
    expect(t.record()).toBeNull();
  });
});
