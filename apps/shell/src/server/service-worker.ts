import type { FastifyInstance } from 'fastify';

/** Where the page registers the worker (push flow default) and the scope it asks for. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/**
 * The push service worker (SPEC §1 push), kept as a script string that the web tier serves at
 * the site root: a worker's scope can only cover the folder it is served from (or what
 * `Service-Worker-Allowed` grants), so it cannot live among the hashed bundles under /_shell/.
 * Being part of the server bundle, it ships wherever the web tier runs (the Docker image only
 * carries dist/apps/shell) with no copy step or build change. Plain ES2017 on purpose: it
 * runs as written in every browser with Web Push, and never depends on the page's code.
 *
 * - `push`: the payload is a PushPayload (contracts push.schema.ts): title, body, url, tag, icon;
 *   through Firebase Cloud Messaging (where it is the push platform) the same fields arrive as
 *   FCM's `data` (a notification message's `notification` and `fcmOptions.link` are read too).
 *   A push must always show a notification (userVisibleOnly), so an unreadable one shows the
 *   site's name and opens the home page.
 * - `notificationclick`: focuses an open tab of the target's origin and takes it to the URL, or
 *   opens a new one. Only http(s) addresses are followed.
 * - No fetch handler, no caches: the site has no offline mode, and a worker that answered
 *   requests could serve stale pages after a deploy.
 */
export const SERVICE_WORKER_SOURCE = `'use strict';
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});
function titled(value) {
  return value && typeof value === 'object' && typeof value.title === 'string' && value.title ? value : null;
}
function readPayload(event) {
  try {
    var data = event.data ? event.data.json() : null;
    if (titled(data)) return data;
    // Firebase Cloud Messaging: our fields as a data message, or an FCM notification message.
    if (data && titled(data.data)) return data.data;
    if (data && titled(data.notification)) {
      var link = data.fcmOptions && data.fcmOptions.link;
      return { title: data.notification.title, body: data.notification.body, icon: data.notification.icon, url: link || (data.data && data.data.url) };
    }
  } catch (error) {
    // Not JSON: fall through to the generic notification.
  }
  return { title: self.location.hostname, body: '', url: '/' };
}
function safeUrl(value) {
  try {
    var url = new URL(typeof value === 'string' && value ? value : '/', self.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : new URL('/', self.location.origin).href;
  } catch (error) {
    return new URL('/', self.location.origin).href;
  }
}
self.addEventListener('push', function (event) {
  var payload = readPayload(event);
  var options = { body: typeof payload.body === 'string' ? payload.body : '', data: { url: safeUrl(payload.url) } };
  if (typeof payload.icon === 'string' && payload.icon) options.icon = payload.icon;
  if (typeof payload.tag === 'string' && payload.tag) options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(payload.title, options));
});
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var target = safeUrl(event.notification.data && event.notification.data.url);
  var origin = new URL(target).origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var same = windows.filter(function (client) {
        try {
          return new URL(client.url).origin === origin;
        } catch (error) {
          return false;
        }
      });
      var exact = same.find(function (client) {
        return client.url === target;
      });
      if (exact) return exact.focus();
      var tab = same[0];
      if (!tab || typeof tab.navigate !== 'function') return self.clients.openWindow(target);
      // navigate() only works on a tab this worker controls; any other is left alone for a new one.
      return tab
        .navigate(target)
        .then(function (navigated) {
          return (navigated || tab).focus();
        })
        .catch(function () {
          return self.clients.openWindow(target);
        });
    }),
  );
});
`;

/**
 * `GET /sw.js`: revalidated on every update check (no-cache), allowed to control the whole site,
 * and under a policy of its own (a worker does not inherit the page's CSP): it loads no
 * scripts and fetches nothing; notification icons may come from the site or a CDN.
 */
export function registerServiceWorker(app: FastifyInstance): void {
  app.get(SERVICE_WORKER_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', SERVICE_WORKER_SCOPE)
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self' https: data:")
      .send(SERVICE_WORKER_SOURCE),
  );
}
