import type { Edition, EditionOrigins } from '@meydan/shared/util/routing';
import type { RemoteName } from '@meydan/shared/util/remote-kit';

/** What the SSR server hands the browser bootstrap (in a JSON script tag, never executed). */
export interface BootData {
  edition: Edition;
  origin: string;
  origins: EditionOrigins;
  apiBase: string;
  remotes: Record<string, string>;
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
