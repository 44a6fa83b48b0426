import type { FastifyInstance } from 'fastify';
import { SERVICE_WORKER_PATH } from '../client/worker-boot';
import { OFFLINE_PAGE_PATH, OFFLINE_PAGE_POLICY, SAVED_LIST_END, SAVED_LIST_START } from './offline-page';

export { SERVICE_WORKER_PATH };
/** The scope the page asks for: the whole site. */
export const SERVICE_WORKER_SCOPE = '/';

/**
 * The response header that marks a page the worker may keep for offline reading: an article
 * page rendered for anyone (render-page.ts). Nothing else is kept: not listings, which go stale
 * within minutes, not members' pages, not API answers.
 */
export const OFFLINE_ARTICLE_HEADER = 'x-meydan-offline';
export const OFFLINE_ARTICLE_VALUE = 'article';

/** How many article pages the worker keeps (the most recently opened), and how many of their styles and pictures. */
export const KEPT_PAGES = 20;
export const KEPT_ASSETS = 150;

/**
 * The cache names. The offline page's cache carries a version that changes with the pages'
 * content (a new worker precaches the new page; the old cache goes on activate); the kept
 * articles and assets carry a format version, bumped only when what is stored changes shape, so
 * a deploy does not empty a reader's saved stories. Every other `meydan-` cache is deleted.
 */
export function cacheNames(offlineVersion: string) {
  return { offline: `meydan-offline-${offlineVersion}`, pages: 'meydan-pages-v1', assets: 'meydan-assets-v1' };
}

/**
 * The push part of the worker (SPEC §1 push):
 * - `push`: the payload is a PushPayload (contracts push.schema.ts): title, body, url, tag, icon;
 *   through Firebase Cloud Messaging (where it is the push platform) the same fields arrive as
 *   FCM's `data` (a notification message's `notification` and `fcmOptions.link` are read too).
 *   A push must always show a notification (userVisibleOnly), so an unreadable one shows the
 *   site's name and opens the home page.
 * - `notificationclick`: focuses an open tab of the target's origin and takes it to the URL, or
 *   opens a new one. Only http(s) addresses are followed.
 */
const PUSH_SOURCE = `function titled(value) {
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
 * The offline part of the worker (issue 20): the last read articles and an offline page.
 * - Navigations are network first, always: online, every page comes from the server (a deploy
 *   never shows a stale page). Only when the network fails does the worker answer, with its copy
 *   of that page if it keeps one, else with the edition's offline page listing the copies.
 * - An article page (the server marks it, OFFLINE_ARTICLE_HEADER) that comes back 200, same
 *   origin and not private or no-store is kept, as the newest of KEPT_PAGES, with its
 *   stylesheets; the pictures it loads while open are kept too (KEPT_ASSETS, oldest out first).
 *   Members' pages are `private, no-store` and are never kept; API requests, non-GET requests
 *   and other origins are never touched (no respondWith: the browser fetches them as usual).
 * - Styles, pictures and fonts under /_shell/, /_mf/ and /media/ go to the network (and the HTTP
 *   cache) first too; the kept copy answers only when that fails.
 * - Install precaches the offline page and keeps the article the reader has open (from the HTTP
 *   cache only: the worker registers after that page loaded, so it never saw its request).
 * - Navigation preload: the page request starts while the worker boots.
 */
const OFFLINE_SOURCE = String.raw`var ASSET_PATH = /^\/(?:_shell|_mf|media)\//;
var ASSET_DESTINATIONS = { style: true, image: true, font: true };
var STYLESHEET = /<link rel="stylesheet" href="([^"]+)"/g;
var articleClients = [];
var offlineReady = false;

function sameOrigin(url) {
  return new URL(url, self.location.href).origin === self.location.origin;
}
function keepable(response) {
  if (!response || response.status !== 200 || response.type !== 'basic') return false;
  return !/private|no-store/i.test(response.headers.get('cache-control') || '');
}
function isArticle(response) {
  return keepable(response) && response.headers.get(OFFLINE.marker) === OFFLINE.markerValue;
}
function pageKey(url) {
  var address = new URL(url);
  address.hash = '';
  return address.href;
}
/** Deletes the oldest entries beyond the limit (a cache lists its keys in the order they were put). */
function trim(cache, limit) {
  return cache.keys().then(function (requests) {
    return Promise.all(requests.slice(0, Math.max(0, requests.length - limit)).map(function (request) {
      return cache.delete(request);
    }));
  });
}
/** Puts at the newest end (an entry put again keeps its old place in some browsers, so it is deleted first). */
function putNewest(cache, key, response) {
  return cache.delete(key, { ignoreVary: true }).then(function () {
    return cache.put(key, response);
  });
}
function precacheOfflinePage() {
  return caches.open(OFFLINE.caches.offline).then(function (cache) {
    return cache.add(new Request(OFFLINE.page, { cache: 'reload' }));
  }).then(function () {
    offlineReady = true;
  }, function () {
    // Offline during install: tried again after the next page that loads.
  });
}
function ensureOfflinePage() {
  if (offlineReady) return Promise.resolve();
  return caches.open(OFFLINE.caches.offline).then(function (cache) {
    return cache.match(OFFLINE.page);
  }).then(function (found) {
    if (found) offlineReady = true;
    else return precacheOfflinePage();
  });
}
function keepStylesheets(html) {
  var urls = [];
  var match;
  STYLESHEET.lastIndex = 0;
  while ((match = STYLESHEET.exec(html))) {
    var url = new URL(match[1].replace(/&amp;/g, '&'), self.location.href);
    if (url.origin === self.location.origin) urls.push(url.href);
  }
  return caches.open(OFFLINE.caches.assets).then(function (cache) {
    return Promise.all(urls.map(function (url) {
      return cache.match(url).then(function (kept) {
        return kept || fetch(url).then(function (response) {
          return keepable(response) ? response : null;
        });
      }).then(function (response) {
        // Shared by every kept page: moved to the newest end so trimming never drops one in use.
        return response ? putNewest(cache, url, response) : null;
      }).catch(function () {});
    })).then(function () {
      return trim(cache, OFFLINE.maxAssets);
    });
  });
}
function keepPage(key, response) {
  if (!isArticle(response)) return Promise.resolve(false);
  var copy = response.clone();
  return caches.open(OFFLINE.caches.pages).then(function (cache) {
    return putNewest(cache, key, response).then(function () {
      return trim(cache, OFFLINE.maxPages);
    });
  }).then(function () {
    return copy.text();
  }).then(keepStylesheets).then(function () {
    return true;
  });
}
function keepAsset(request, response) {
  return caches.open(OFFLINE.caches.assets).then(function (cache) {
    return putNewest(cache, request, response).then(function () {
      return trim(cache, OFFLINE.maxAssets);
    });
  });
}
/** The page the reader has open when the worker installs, if it is an article, from the HTTP cache alone. */
function keepOpenArticles() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
    return Promise.all(windows.map(function (client) {
      if (!sameOrigin(client.url)) return null;
      var key = pageKey(client.url);
      return fetch(new Request(key, { cache: 'only-if-cached', mode: 'same-origin' })).then(function (response) {
        return keepPage(key, response);
      }).catch(function () {});
    }));
  });
}
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** The story's title from its head (the server escaped it already); stray brackets are dropped all the same. */
function titleOf(html, url) {
  var match = /<meta property="og:title" content="([^"]*)"/.exec(html) || /<title>([^<]*)<\/title>/.exec(html);
  var title = match ? match[1].replace(/[<>]/g, '').trim() : '';
  return title || escapeAttribute(decodeURIComponent(new URL(url).pathname));
}
function savedStories() {
  return caches.open(OFFLINE.caches.pages).then(function (cache) {
    return cache.keys().then(function (requests) {
      return Promise.all(requests.reverse().map(function (request) {
        return cache.match(request).then(function (response) {
          return response ? response.text() : '';
        }).then(function (html) {
          var url = new URL(request.url);
          return { href: url.pathname + url.search, title: titleOf(html, request.url) };
        });
      }));
    });
  });
}
function withSaved(html, stories) {
  var start = html.indexOf(OFFLINE.savedStart);
  var end = html.indexOf(OFFLINE.savedEnd);
  if (!stories.length || start < 0 || end < start) return html;
  var list = stories.map(function (story) {
    return '<li><a href="' + escapeAttribute(story.href) + '">' + story.title + '</a></li>';
  }).join('');
  return html.slice(0, start) + '<ul class="saved">' + list + '</ul>' + html.slice(end + OFFLINE.savedEnd.length);
}
function offlinePage() {
  return caches.open(OFFLINE.caches.offline).then(function (cache) {
    return cache.match(OFFLINE.page);
  }).then(function (template) {
    // Never precached (offline since install): the browser's own error page.
    if (!template) return Response.error();
    return Promise.all([template.text(), savedStories()]).then(function (parts) {
      return new Response(withSaved(parts[0], parts[1]), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': OFFLINE.policy, 'Cache-Control': 'no-store' },
      });
    });
  });
}
function offlineAnswer(url) {
  return caches.open(OFFLINE.caches.pages).then(function (cache) {
    return cache.match(pageKey(url), { ignoreVary: true });
  }).then(function (kept) {
    return kept || offlinePage();
  });
}
function rememberArticleClient(id) {
  if (!id) return;
  articleClients.push(id);
  if (articleClients.length > OFFLINE.maxPages) articleClients.shift();
}
function navigate(event) {
  var request = event.request;
  return Promise.resolve(event.preloadResponse).then(function (preloaded) {
    return preloaded || fetch(request);
  }).then(function (response) {
    if (isArticle(response)) {
      // The pictures this page loads are kept with it (asset()).
      rememberArticleClient(event.resultingClientId);
      event.waitUntil(keepPage(pageKey(request.url), response.clone()).catch(function () {}));
    }
    event.waitUntil(ensureOfflinePage());
    return response;
  }, function () {
    return offlineAnswer(request.url);
  });
}
function asset(event) {
  var request = event.request;
  return fetch(request).then(function (response) {
    if (articleClients.indexOf(event.clientId) >= 0 && keepable(response)) {
      event.waitUntil(keepAsset(request, response.clone()).catch(function () {}));
    }
    return response;
  }, function (error) {
    return caches.open(OFFLINE.caches.assets).then(function (cache) {
      return cache.match(request, { ignoreVary: true });
    }).then(function (kept) {
      if (kept) return kept;
      throw error;
    });
  });
}
function dropOldCaches() {
  var current = [OFFLINE.caches.offline, OFFLINE.caches.pages, OFFLINE.caches.assets];
  return caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf('meydan-') === 0 && current.indexOf(name) < 0;
    }).map(function (name) {
      return caches.delete(name);
    }));
  });
}
function enableNavigationPreload() {
  var preload = self.registration.navigationPreload;
  return preload ? preload.enable().catch(function () {}) : Promise.resolve();
}

self.addEventListener('install', function (event) {
  // Taken over at once: pages are network first, so a new worker never mixes old and new pages.
  self.skipWaiting();
  event.waitUntil(Promise.all([precacheOfflinePage(), keepOpenArticles()]));
});
self.addEventListener('activate', function (event) {
  event.waitUntil(Promise.all([dropOldCaches(), enableNavigationPreload()]).then(function () {
    return self.clients.claim();
  }));
});
self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.indexOf('/api/') === 0) return;
  if (request.mode === 'navigate') return event.respondWith(navigate(event));
  if (ASSET_DESTINATIONS[request.destination] && ASSET_PATH.test(url.pathname)) event.respondWith(asset(event));
});
`;

export interface ServiceWorkerOptions {
  /** Changes with the offline pages' content (see cacheNames). */
  offlineVersion: string;
}

/**
 * The site's service worker, kept as a script string that the web tier serves at the site root:
 * a worker's scope can only cover the folder it is served from (or what `Service-Worker-Allowed`
 * grants), so it cannot live among the hashed bundles under /_shell/. Being part of the server
 * bundle, it ships wherever the web tier runs (the Docker image only carries dist/apps/shell)
 * with no copy step or build change. Plain ES2017 on purpose: it runs as written in every browser
 * with service workers, and never depends on the page's code. The same script for every edition
 * (each edition is its own origin, so each has its own worker, caches and offline page).
 */
export function serviceWorkerSource({ offlineVersion }: ServiceWorkerOptions): string {
  const settings = {
    page: OFFLINE_PAGE_PATH,
    policy: OFFLINE_PAGE_POLICY,
    savedStart: SAVED_LIST_START,
    savedEnd: SAVED_LIST_END,
    marker: OFFLINE_ARTICLE_HEADER,
    markerValue: OFFLINE_ARTICLE_VALUE,
    maxPages: KEPT_PAGES,
    maxAssets: KEPT_ASSETS,
    caches: cacheNames(offlineVersion),
  };
  return `'use strict';\nvar OFFLINE = ${JSON.stringify(settings)};\n${PUSH_SOURCE}${OFFLINE_SOURCE}`;
}

/**
 * `GET /sw.js`: revalidated on every update check (no-cache), allowed to control the whole site,
 * and under a policy of its own (a worker does not inherit the page's CSP): it loads no scripts
 * and fetches only from the site (pages, their styles and pictures, the offline page);
 * notification icons may come from the site or a CDN.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'; img-src 'self' https: data:";

export function registerServiceWorker(app: FastifyInstance, source: string): void {
  app.get(SERVICE_WORKER_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', SERVICE_WORKER_SCOPE)
      .header('Content-Security-Policy', SERVICE_WORKER_POLICY)
      .send(source),
  );
}
