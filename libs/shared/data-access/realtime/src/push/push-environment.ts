import type { FirebaseWebConfig } from '@meydan/shared/contracts';
import { getCookie, readAuthToken, setCookie } from '@meydan/shared/util/cookies';
import { storageGet, storageRemove, storageSet } from '@meydan/shared/util/storage';

/**
 * What the push flow needs from the browser, as narrow interfaces so specs can stand in for each
 * part (the real ones come from browserPushEnvironment()).
 */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  /** Old Safari takes a callback and returns nothing; others return a promise. */
  requestPermission(callback?: (permission: NotificationPermission) => void): Promise<NotificationPermission> | void;
}

export interface PushSubscriptionLike {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey?: ArrayBuffer | null };
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}

export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }): Promise<PushSubscriptionLike>;
}

export interface ServiceWorkerRegistrationLike {
  readonly scope: string;
  readonly pushManager: PushManagerLike;
}

export interface ServiceWorkerContainerLike {
  register(url: string, options: { scope: string }): Promise<ServiceWorkerRegistrationLike>;
}

export interface PermissionStatusLike {
  readonly state: PermissionState;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

export interface PermissionsLike {
  query(descriptor: { name: 'notifications' }): Promise<PermissionStatusLike>;
}

export interface EventTargetLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/** The lazy Messaging chunk (firebase-messaging.ts). */
export interface FirebaseMessagingModule {
  firebaseMessagingToken(config: FirebaseWebConfig, registration: ServiceWorkerRegistrationLike): Promise<string>;
}

export interface PushEnvironment {
  notification: NotificationApi | null;
  serviceWorker: ServiceWorkerContainerLike | null;
  /** `PushManager` exists (iOS Safari only has it for installed web apps). */
  pushManagerSupported: boolean;
  permissions: PermissionsLike | null;
  cookies: { get(name: string): string | undefined; set(name: string, value: string, maxAgeSeconds: number): void };
  storage: { get<T>(key: string): T | null; set<T>(key: string, value: T, expiresInMs: number): void; remove(key: string): void };
  fetch: typeof fetch;
  /** The member's access token (the readable `o-auth-token` cookie); the registration carries it. */
  readToken(): string | null | undefined;
  now(): number;
  /** Where user-action events (requestPushRegistration) arrive: the window. */
  events: EventTargetLike | null;
  logger: Pick<Console, 'warn' | 'debug'>;
  /**
   * Loads Firebase Messaging, only ever called where the web config makes Firebase the push
   * platform; absent (specs of the Web Push path), such a flow fails instead.
   */
  loadFirebaseMessaging?: () => Promise<FirebaseMessagingModule>;
}

/** The real browser parts; call only in the browser (after hydration). */
export function browserPushEnvironment(): PushEnvironment {
  const hasWindow = typeof window !== 'undefined';
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    notification: hasWindow && 'Notification' in window ? (window.Notification as unknown as NotificationApi) : null,
    serviceWorker: nav && 'serviceWorker' in nav ? (nav.serviceWorker as unknown as ServiceWorkerContainerLike) : null,
    pushManagerSupported: hasWindow && 'PushManager' in window,
    permissions: nav?.permissions ? (nav.permissions as unknown as PermissionsLike) : null,
    cookies: {
      get: getCookie,
      set: (name, value, maxAgeSeconds) => setCookie(name, value, { maxAge: maxAgeSeconds, secure: hasWindow && window.location.protocol === 'https:' }),
    },
    storage: {
      get: <T>(key: string) => storageGet<T>(key),
      set: (key, value, expiresInMs) => void storageSet(key, value, { expiresInMs }),
      remove: storageRemove,
    },
    fetch: (...args) => fetch(...args),
    readToken: readAuthToken,
    now: Date.now,
    events: hasWindow ? window : null,
    logger: console,
    // A dynamic import: the Firebase SDK is a chunk of its own, fetched only by a Firebase push flow.
    loadFirebaseMessaging: () => import('./firebase-messaging'),
  };
}
