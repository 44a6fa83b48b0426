import { type ReactNode, useContext } from 'react';
import { ShellContext } from '../shell-context';

/**
 * Parts that a server render, always anonymous (see page-cache.ts), leaves empty: the member
 * counts, the e-mail check prompt, the realtime session (not the prompts' live regions, which
 * must be in the page before anything is announced). The server
 * skips them instead of running their hooks for nothing (store selectors and query subscriptions
 * on every render; issue 14's uncached render), and the browser's first render of them is
 * empty as well, so hydration sees the same markup.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  // Outside a shell (a part rendered alone, as in its tests) there is no server render to spare.
  return useContext(ShellContext)?.isServer ? null : children;
}
