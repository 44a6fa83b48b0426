export interface PolicySources {
  /** Origins the remotes' browser bundles are deployed to (they may live on a CDN). */
  remoteOrigins?: readonly string[];
  /** Origins of media (MEDIA_BASE_URL when it is a CDN). */
  mediaOrigins?: readonly string[];
  /** Embeddable widgets may be framed by any site; every other page only by this one. */
  embeddable?: boolean;
}

/**
 * The page's Content-Security-Policy. Scripts run only from this origin, with the per-response
 * nonce (boot JSON, inline bootstrap), or from the origins remotes are deployed to, which come
 * from the remote manifest: no 'unsafe-inline' and no 'unsafe-eval' for scripts. Inline styles
 * stay allowed (React style attributes); they cannot run code. Forms post only to this site.
 */
export function contentSecurityPolicy(nonce: string, { remoteOrigins = [], mediaOrigins = [], embeddable = false }: PolicySources = {}): string {
  const remotes = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  const media = mediaOrigins.length ? ` ${mediaOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${remotes}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    `connect-src 'self' ws: wss:${remotes}`,
    `frame-ancestors ${embeddable ? '*' : "'self'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Distinct origins of the absolute URLs among `urls`; relative ones are same-origin already. */
export function remoteOriginsOf(urls: readonly (string | undefined)[]): string[] {
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];
}
