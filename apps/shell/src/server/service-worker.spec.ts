/** @jest-environment node */
import Fastify from 'fastify';
import type { PushPayload } from '@meydan/shared/contracts';
import { contentSecurityPolicy } from './csp';
import { registerSecurityHeaders } from './security-headers';
import { loadFakeWorker } from '../testing/fake-worker-scope';
import { registerServiceWorker, SERVICE_WORKER_POLICY, serviceWorkerSource } from './service-worker';

const SOURCE = serviceWorkerSource({ offlineVersion: 'test1' });

interface FakeWindow {
  url: string;
  focused: boolean;
  navigatedTo: string | null;
  focus(): Promise<FakeWindow>;
  navigate?(url: string): Promise<FakeWindow | null>;
}

function fakeWindow(url: string, { controlled = true } = {}): FakeWindow {
  const tab: FakeWindow = {
    url,
    focused: false,
    navigatedTo: null,
    focus: async () => {
      tab.focused = true;
      return tab;
    },
    navigate: async (to: string) => {
      if (!controlled) throw new TypeError('This service worker is not the client\u2019s active service worker.');
      tab.navigatedTo = to;
      tab.url = to;
      return tab;
    },
  };
  return tab;
}

/** Runs the worker script against a stand-in of its global scope and lets a spec fire its push events. */
function loadWorker({ windows = [] as FakeWindow[] } = {}) {
  const worker = loadFakeWorker({ source: SOURCE, windows: windows.map((tab, index) => Object.assign(tab, { id: `w${index}` })) });
  const push = (data: unknown) =>
    worker.fire('push', {
      data:
        data === null
          ? null
          : {
              json: () => (typeof data === 'string' ? JSON.parse(data) : data),
            },
    });
  const click = (url: unknown) => {
    const notification = { data: { url }, close: jest.fn() };
    return worker.fire('notificationclick', { notification }).then(() => notification);
  };
  return { ...worker, push, click };
}

describe('push service worker', () => {
  it('shows the pushed notification with its body, icon, tag and the address to open', async () => {
    const worker = loadWorker();
    const payload: PushPayload = { title: 'Ayşe sent you a message', body: 'Selam!', url: '/mesaj/ayse/c1', tag: 'conversation:c1', icon: '/media/a.png' };
    await worker.push(payload);
    expect(worker.shown).toEqual([
      { title: 'Ayşe sent you a message', options: { body: 'Selam!', icon: '/media/a.png', tag: 'conversation:c1', data: { url: 'https://www.example.com/mesaj/ayse/c1' } } },
    ]);
  });

  it('shows a push that came through Firebase Cloud Messaging: our fields as FCM data, or an FCM notification', async () => {
    const worker = loadWorker();
    // What the browser receives for the API's FCM v1 message (webpush.data), wrapped by FCM.
    await worker.push({
      data: { title: 'Ayşe sent you a message', body: 'Selam!', url: 'https://www.example.com/message/ayse', tag: 'message-c1' },
      from: '123456789012',
      priority: 'high',
      fcmMessageId: '3d7e1f0a-0000-4000-8000-000000000000',
    });
    await worker.push({ notification: { title: 'Console message', body: 'From the Firebase console' }, fcmOptions: { link: '/bildirimler' }, from: '123456789012' });
    expect(worker.shown).toEqual([
      { title: 'Ayşe sent you a message', options: { body: 'Selam!', tag: 'message-c1', data: { url: 'https://www.example.com/message/ayse' } } },
      { title: 'Console message', options: { body: 'From the Firebase console', data: { url: 'https://www.example.com/bildirimler' } } },
    ]);
  });

  it('still shows something for an unreadable or empty push (a push must always be visible)', async () => {
    const worker = loadWorker();
    await worker.push('{not json');
    await worker.push(null);
    await worker.push({ body: 'no title' });
    await worker.push({ data: { body: 'no title either' }, from: '123456789012' });
    expect(worker.shown.map((item) => item.title)).toEqual(['www.example.com', 'www.example.com', 'www.example.com', 'www.example.com']);
    expect(worker.shown[0]?.options).toEqual({ body: '', data: { url: 'https://www.example.com/' } });
  });

  it('takes over at once on install (pages are network first, so a new version is safe to switch to)', async () => {
    const worker = loadWorker();
    await worker.fire('install', {});
    await worker.fire('activate', {});
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('on click focuses a tab already showing the address', async () => {
    const tab = fakeWindow('https://www.example.com/mesaj/ayse/c1');
    const worker = loadWorker({ windows: [fakeWindow('https://other.example/'), tab] });
    const notification = await worker.click('/mesaj/ayse/c1');
    expect(notification.close).toHaveBeenCalled();
    expect(tab.focused).toBe(true);
    expect(tab.navigatedTo).toBeNull();
    expect(worker.opened).toEqual([]);
  });

  it('on click takes an open tab of the site to the address, or opens one', async () => {
    const foreign = fakeWindow('https://other.example/');
    const tab = fakeWindow('https://www.example.com/haber');
    const worker = loadWorker({ windows: [foreign, tab] });
    await worker.click('https://www.example.com/bildirimler');
    expect(tab.navigatedTo).toBe('https://www.example.com/bildirimler');
    expect(tab.focused).toBe(true);
    expect(foreign.navigatedTo).toBeNull();

    const alone = loadWorker({ windows: [foreign] });
    await alone.click('/bildirimler');
    expect(alone.opened).toEqual(['https://www.example.com/bildirimler']);
  });

  it('opens a new tab when the open one is not under its control', async () => {
    const tab = fakeWindow('https://www.example.com/haber', { controlled: false });
    const worker = loadWorker({ windows: [tab] });
    await worker.click('/bildirimler');
    expect(worker.opened).toEqual(['https://www.example.com/bildirimler']);
  });

  it('never follows a non-web address', async () => {
    const worker = loadWorker();
    await worker.click('javascript:alert(1)');
    await worker.push({ title: 't', body: 'b', url: 'data:text/html,hi' });
    expect(worker.opened).toEqual(['https://www.example.com/']);
    expect(worker.shown[0]?.options['data']).toEqual({ url: 'https://www.example.com/' });
  });
});

describe('GET /sw.js', () => {
  it('serves the worker for the whole site, always revalidated, under a policy that lets it run nothing else and fetch only from the site', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { hsts: false });
    registerServiceWorker(app, SOURCE);
    const response = await app.inject('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['content-security-policy']).toBe(SERVICE_WORKER_POLICY);
    expect(SERVICE_WORKER_POLICY).toBe("default-src 'none'; connect-src 'self'; img-src 'self' https: data:");
    expect(response.body).toBe(SOURCE);
    await app.close();
  });

  it('may be registered by the page: its CSP lets same-origin scripts (and so workers) load, with no worker-src override', () => {
    const policy = contentSecurityPolicy([]);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/worker-src|child-src/);
  });
});
