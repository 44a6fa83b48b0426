import { deviceModeFromUserAgent } from '@meydan/shared/util/device';
import type { Edition } from '@meydan/shared/util/routing';

export interface PageKeyInput {
  method: string;
  edition: Edition;
  /** Path and query, as rendered. */
  url: string;
  userAgent: string | undefined;
  /** The request carries a session cookie: the member's page is never shared. */
  hasSession: boolean;
}

/**
 * The micro-cache key of an anonymous page read, or undefined when the request must be rendered
 * for itself (a member's session, anything but GET or HEAD). The device class is the one the
 * server guesses from the user agent (libs/shared/util/device), because it may shape the markup.
 */
export function pageCacheKey({ method, edition, url, userAgent, hasSession }: PageKeyInput): string | undefined {
  if (hasSession || (method !== 'GET' && method !== 'HEAD')) return undefined;
  return `${edition}:${deviceModeFromUserAgent(userAgent)}:${url}`;
}
