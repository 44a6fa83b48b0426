import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Edition, EDITIONS, editionFromHost, type HostMap } from '@meydan/shared/util/routing';
import { registerAppIcons } from './app-icons';
import { OFFLINE_PAGE_PATH, OFFLINE_PAGE_POLICY, offlinePageHtml } from './offline-page';
import { registerServiceWorker, serviceWorkerSource } from './service-worker';
import { type CommonTranslator, WEB_MANIFEST_PATH, webManifest } from './web-manifest';

export interface InstallableSiteOptions {
  hostMap: HostMap;
  /** The common namespace's translator of an edition. */
  translator: (edition: Edition) => Promise<CommonTranslator>;
}

/**
 * The installable site (issue 20), served by the web tier per edition (the Host decides): the
 * manifest, the icons, the offline page and the service worker. Manifests and offline pages are
 * written once at start (they depend only on the edition's texts); the worker's offline cache
 * version is a hash of the offline pages, so a deploy that changes one makes browsers install the
 * new worker, which precaches the new page.
 */
export async function registerInstallableSite(app: FastifyInstance, { hostMap, translator }: InstallableSiteOptions): Promise<void> {
  const manifests = new Map<Edition, string>();
  const offlinePages = new Map<Edition, string>();
  for (const edition of EDITIONS) {
    const t = await translator(edition);
    manifests.set(edition, JSON.stringify(webManifest(edition, t)));
    offlinePages.set(edition, offlinePageHtml(edition, t));
  }
  const offlineVersion = createHash('sha256')
    .update([...offlinePages.values()].join('\n'))
    .digest('hex')
    .slice(0, 12);
  const editionOf = (host: string | undefined) => editionFromHost(host, hostMap);

  app.get(WEB_MANIFEST_PATH, async (req, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(manifests.get(editionOf(req.headers.host))),
  );
  app.get(OFFLINE_PAGE_PATH, async (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      // Revalidated: the worker precaches whatever the current deploy serves.
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', OFFLINE_PAGE_POLICY)
      .header('X-Robots-Tag', 'noindex')
      .send(offlinePages.get(editionOf(req.headers.host))),
  );
  registerAppIcons(app);
  // The worker must be served from the root to control the whole site (scope '/').
  registerServiceWorker(app, serviceWorkerSource({ offlineVersion }));
}
