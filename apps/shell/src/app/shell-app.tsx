import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from '@meydan/shared/data-access/store';
import { type RealtimeClient, RealtimeProvider } from '@meydan/shared/data-access/realtime';
import { RenderClockProvider } from '@meydan/shared/util/clock';
import { ShellContext, type ShellContextValue } from './shell-context';
import { Layout } from './layout/layout';
import { RouteOutlet, type ResolvedView } from './routing/route-outlet';
import { RealtimeSession } from './realtime-session';
import { TrackingSession } from './tracking-session';
import { BrowserOnly } from './layout/browser-only';

export interface ShellAppProps {
  store: AppStore;
  i18n: I18n;
  shell: ShellContextValue;
  initialView: ResolvedView;
  /** StaticRouter on the server, BrowserRouter in the browser. */
  router: (children: ReactNode) => ReactNode;
  /**
   * Browser only: the store state the server rendered with. Hydration reads selectors from it,
   * so actions dispatched before hydration finishes (the auth start-up runs right after
   * hydrateRoot) cannot make the first render differ from the server HTML.
   */
  serverState?: unknown;
  /** Browser only: the tab's one realtime socket (the server renders without one). */
  realtime?: RealtimeClient | null;
  /** Browser only: called once, when hydration has committed (every effect below has run). */
  onHydrated?: () => void;
}

/** The whole page below <body>: providers, layout and the routed remote page. */
export function ShellApp({ store, i18n, shell, initialView, router, serverState, realtime = null, onHydrated }: ShellAppProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <I18nextProvider i18n={i18n}>
          <ShellContext.Provider value={shell}>
            <RenderClockProvider now={shell.renderedAt}>
              <RealtimeProvider client={realtime}>
                <BrowserOnly>
                  <RealtimeSession />
                  <TrackingSession />
                </BrowserOnly>
                {router(
                  <Layout edition={shell.edition}>
                    <RouteOutlet initialView={initialView} />
                  </Layout>,
                )}
              </RealtimeProvider>
            </RenderClockProvider>
            <Committed onCommit={onHydrated} />
          </ShellContext.Provider>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}

/** Last in the tree, so its effect runs after every other effect of the first commit. */
function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}
