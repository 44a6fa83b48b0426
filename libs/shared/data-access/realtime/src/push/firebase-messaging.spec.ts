import type { FirebaseWebConfig } from '@meydan/shared/contracts';
import { firebaseWebConfigFixture } from '@meydan/shared/testing';
import { browserPushEnvironment, type ServiceWorkerRegistrationLike } from './push-environment';
import { createPushFlow } from './push-flow';

/*
 * The Firebase SDK as mocks that record when a module is first required: the browser environment
 * and a Web Push flow never require them; the environment's loader brings them with import().
 * (One module registry per spec file, and the Web Push case runs first.)
 */
const mockRequested: string[] = [];
const mockFirebase = {
  getApps: jest.fn((): Array<{ name: string }> => []),
  initializeApp: jest.fn((options: unknown, name: string) => ({ name, options })),
  isSupported: jest.fn(async () => true),
  getMessaging: jest.fn((app: unknown) => ({ app })),
  getToken: jest.fn(async () => 'fcm-instance:APA91bTokenFromMessaging'),
};
jest.mock('firebase/app', () => {
  mockRequested.push('firebase/app');
  return { getApps: mockFirebase.getApps, initializeApp: mockFirebase.initializeApp };
});
jest.mock('firebase/messaging', () => {
  mockRequested.push('firebase/messaging');
  return { isSupported: mockFirebase.isSupported, getMessaging: mockFirebase.getMessaging, getToken: mockFirebase.getToken };
});

const config: FirebaseWebConfig = firebaseWebConfigFixture;
const registration = { scope: 'http://localhost/', pushManager: { getSubscription: async () => null, subscribe: async () => Promise.reject(new Error('not here')) } } as ServiceWorkerRegistrationLike;

describe('Firebase Messaging, loaded on demand', () => {
  it('is not required by the browser environment or a Web Push flow', async () => {
    const env = browserPushEnvironment();
    const flow = createPushFlow({ ...env, fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ deviceTokenCollectorStatus: true, vapidPublicKey: config.vapidKey }) })) as unknown as typeof fetch });
    await flow.start({ userId: null, askEnabled: true, registrationDisabled: false });
    flow.stop();
    expect(mockRequested).toEqual([]);
  });

  it('comes with the loader: the public options under the platform app, the site worker and the project key', async () => {
    const { firebaseMessagingToken } = await (browserPushEnvironment().loadFirebaseMessaging as NonNullable<ReturnType<typeof browserPushEnvironment>['loadFirebaseMessaging']>)();
    expect(mockRequested.sort()).toEqual(['firebase/app', 'firebase/messaging']);
    await expect(firebaseMessagingToken(config, registration)).resolves.toBe('fcm-instance:APA91bTokenFromMessaging');
    expect(mockFirebase.initializeApp).toHaveBeenCalledWith(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: 'meydan-spec', appId: config.appId, messagingSenderId: '123456789012' },
      'meydan',
    );
    expect(mockFirebase.getToken).toHaveBeenCalledWith(expect.anything(), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    // The app the anonymous sign-in may have made is reused.
    mockFirebase.getApps.mockReturnValueOnce([{ name: 'meydan' }]);
    await firebaseMessagingToken(config, registration);
    expect(mockFirebase.initializeApp).toHaveBeenCalledTimes(1);
  });

  it('refuses where Messaging cannot work, or without the project key', async () => {
    const { firebaseMessagingToken } = await import('./firebase-messaging');
    mockFirebase.isSupported.mockResolvedValueOnce(false);
    await expect(firebaseMessagingToken(config, registration)).rejects.toThrow('Firebase Messaging is not supported in this browser');
    await expect(firebaseMessagingToken({ ...config, vapidKey: null }, registration)).rejects.toThrow('no vapidKey');
  });
});
