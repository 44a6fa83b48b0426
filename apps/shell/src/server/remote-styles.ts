import type { RemoteManifest } from './config';

const MANIFEST_TTL_MS = 30_000;

interface FederationManifest {
  metaData?: { publicPath?: string };
  exposes?: Array<{ path?: string; name?: string; assets?: { css?: { sync?: string[]; async?: string[] } } }>;
}

/**
 * Finds the stylesheets of a remote's `./routes` expose in its browser mf-manifest.json, so the
 * server HTML links them and the page is styled before any JavaScript runs. Cached briefly so a
 * redeployed remote's new CSS is picked up without a restart; failures yield no styles.
 */
export function createRemoteStyles(remotes: RemoteManifest, selfOrigin: string) {
  const cache = new Map<string, { at: number; styles: string[] }>();
  return async (remote: string): Promise<string[]> => {
    const hit = cache.get(remote);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.styles;
    const endpoints = remotes[remote as keyof RemoteManifest];
    if (!endpoints) return [];
    // A relative browser entry lives on this web server's origin (all-in-one or same-host CDN path).
    const browserBase = endpoints.browser.replace(/[^/]*$/, '');
    const manifestUrl = new URL('mf-manifest.json', new URL(browserBase, selfOrigin)).toString();
    let styles: string[] = [];
    try {
      const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(1500) });
      if (response.ok) {
        const manifest = (await response.json()) as FederationManifest;
        const expose = manifest.exposes?.find((e) => e.path === './routes' || e.name === 'routes');
        styles = (expose?.assets?.css?.sync ?? []).map((file) => browserBase + file);
      }
    } catch {
      styles = hit?.styles ?? [];
    }
    cache.set(remote, { at: Date.now(), styles });
    return styles;
  };
}
