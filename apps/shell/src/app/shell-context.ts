import { createContext, useContext } from 'react';
import type { Edition, EditionOrigins } from '@meydan/shared/util/routing';
import type { RemoteLoader, RemoteSlots } from './routing/remote-registry';

export interface ShellContextValue {
  edition: Edition;
  /** Public origin of this edition (canonical links, share URLs). */
  origin: string;
  /** Every edition's public origin (hreflang alternates between editions). */
  origins: EditionOrigins;
  loader: RemoteLoader;
  isServer: boolean;
  /**
   * The page request carried a session cookie. Without one the reader is known to be signed out
   * before any script runs, so the server renders the header's sign-in button (and the browser's
   * first render, from the same boot data, agrees).
   */
  hasSession?: boolean;
  /** The render clock (BootData.now): relative times count from it while the page renders and hydrates. */
  renderedAt?: number;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <ShellApp>');
  return value;
}

export type { RemoteSlots };
