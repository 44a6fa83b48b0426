/**
 * What the boot loader (boot-loader.ts, inlined in every page) and the app (bootstrap.tsx)
 * hand each other through the window: the loader starts the app on the reader's first intent,
 * the app tells the loader when it has hydrated so the click that started it can be replayed.
 */
export const BOOT_HANDOFF_KEY = '__meydanBoot';

export interface BootHandoff {
  /** Starts loading the app now (idempotent): for code that needs it at once. */
  start(): void;
  /** Called by the app once hydration has committed: replays the click that was held back. */
  hydrated(): void;
}

export type HandoffWindow = Window & { [BOOT_HANDOFF_KEY]?: BootHandoff };

/** How the page asks for its app: at once (members, pages whose data is fetched in the browser) or on intent. */
export type HydrationMode = 'eager' | 'intent';

/** Data attributes the server writes on the inline loader script (see render-page.tsx). */
export interface BootLoaderAttributes {
  /** Space-separated URLs of the app's entry scripts, loaded in order. */
  app: string;
  mode: HydrationMode;
  /** Legacy id of the article whose read the loader reports (article pages only). */
  read?: number;
  /** URL of the reading tracker's script, added at idle with analytics consent. */
  tracker?: string;
  /** Present ("check") in production: the tracker asks the collector's status before sending (SPEC §5). */
  trackerStatus?: 'check';
}

