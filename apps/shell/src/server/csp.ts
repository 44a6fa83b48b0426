/**
 * The page's Content-Security-Policy. Scripts run only from this origin, with the per-response
 * nonce (boot JSON, inline bootstrap), or from the origins remotes are deployed to (their
 * browser bundles may live on a CDN), which come from the remote manifest.
 */
export function contentSecurityPolicy(nonce: string, remoteOrigins: readonly string[] = []): string {
  const remotes = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${remotes}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    "img-src 'self' data: blob:",
    `connect-src 'self' ws: wss:${remotes}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Distinct origins of the absolute remote entry URLs; relative ones are same-origin already. */
export function remoteOriginsOf(entries: readonly string[]): string[] {
  return [...new Set(entries.filter((entry) => /^https?:\/\//.test(entry)).map((entry) => new URL(entry).origin))];
}
