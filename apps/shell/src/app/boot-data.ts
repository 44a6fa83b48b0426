import type { Edition, EditionOrigins } from '@meydan/shared/util/routing';
import type { RemoteName } from '@meydan/shared/util/remote-kit';

/** What the SSR server hands the browser bootstrap (in a JSON script tag, never executed). */
export interface BootData {
  edition: Edition;
  origin: string;
  origins: EditionOrigins;
  apiBase: string;
  remotes: Record<string, string>;
  /**
   * When the server rendered the page (epoch ms): relative times ("5 min ago") were written
   * counting from it, and the browser's hydrating render counts from it too (issue 20). Part of
   * the cached page, so a micro-cached copy hydrates with its own render's clock.
   */
  now: number;
  state: unknown;
  /**
   * The request carried a session cookie. The browser cannot see the httpOnly refresh cookie,
   * so this is how its start-up (bootstrapAuth) learns that a session may be renewed.
   */
  auth: { hasSession: boolean };
  view: {
    key: string;
    routeId: string | null;
    owner: RemoteName | 'shell' | null;
    params: Record<string, string>;
    status: number;
    failed: boolean;
  };
}
