import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@meydan/shared/util/router';
import { cookieAuthTokenSource, createHttpClient } from '@meydan/shared/data-access/api-client';
import { bootstrapAuth, followConsent, makeStore, type RootState, signedOut } from '@meydan/shared/data-access/store';
import { createRealtimeClient } from '@meydan/shared/data-access/realtime';
import { createI18n } from '@meydan/shared/util/i18n';
import type { RemoteName } from '@meydan/shared/util/remote-kit';
import { ShellApp } from '../app/shell-app';
import { restoreFooterLinks } from '../app/layout/footer-state';
import type { BootData } from '../app/boot-data';
import type { ResolvedView } from '../app/routing/route-outlet';
import { createFederationLoader } from '../app/routing/federation-loader';
import { BOOT_HANDOFF_KEY, type HandoffWindow } from './boot-handoff';
import { prepareRemoteRoute, prepareWithRetry } from '../app/routing/remote-registry';

async function main() {
  const boot = JSON.parse(document.getElementById('__MEYDAN__')?.textContent ?? 'null') as BootData;
  const loader = createFederationLoader(boot.remotes as Partial<Record<RemoteName, string>>);
  // The tab's one realtime socket (browser only); RealtimeSession connects it once a member is known.
  const realtime = createRealtimeClient({ edition: boot.edition });
  // The client reports a refused renewal through a callback; the store (made next) reacts. A
  // renewed token re-authorizes the socket, which would otherwise keep the expiring one.
  const http = createHttpClient({
    baseURL: boot.apiBase,
    auth: { tokens: cookieAuthTokenSource, onSessionEnded: () => store.dispatch(signedOut()), onTokenRenewed: () => realtime.reauthorize() },
  });
  const store = makeStore({ http, preloadedState: boot.state as Partial<RootState> });
  // The cookie choice as the browser has it now (the banner may have been answered before the app came).
  followConsent(store);
  // The footer's lists are not in the boot state: they are read back from the server HTML.
  restoreFooterLinks(store.dispatch, document);
  const serverState = store.getState();
  const i18n = await createI18n({ edition: boot.edition });

  // The first render must equal the server's: load exactly the remote page the server rendered,
  // with the edition's texts, before hydrating (an error page needs neither).
  const view: ResolvedView = { ...boot.view, slot: undefined };
  if (view.owner && view.owner !== 'shell' && view.routeId && view.status < 400) {
    const [remote, routeId] = [view.owner, view.routeId];
    const prepare = () => prepareRemoteRoute(loader, remote, routeId, { edition: boot.edition, i18n });
    const prepared = boot.view.failed ? undefined : await prepare();
    if (boot.view.failed) view.slot = { status: 'failed', error: 'failed on the server' };
    else if (prepared?.page) Object.assign(view, prepared);
    // The server rendered this page but the browser could not load it: keep the server's HTML
    // (rendering the fallback would not match it) and retry in the background.
    else view.slot = { status: 'pending', settled: prepareWithRetry(prepare) };
  }

  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <ShellApp
      store={store}
      i18n={i18n}
      shell={{ edition: boot.edition, origin: boot.origin, origins: boot.origins, loader, isServer: false, hasSession: boot.auth?.hasSession ?? false, renderedAt: boot.now }}
      initialView={view}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
      serverState={serverState}
      realtime={realtime}
      onHydrated={onHydrated}
    />,
    {
      onRecoverableError(error) {
        console.warn('[hydrate] recovered', error);
      },
    },
  );
  // After hydration: the server rendered the page anonymous, so the first render must be too.
  void store.dispatch(bootstrapAuth({ hasSession: boot.auth?.hasSession ?? false }));
}

/** Once: marks the page hydrated (e2e waits for it) and lets the boot loader replay a held click. */
function onHydrated() {
  if (document.documentElement.dataset['hydrated']) return;
  document.documentElement.dataset['hydrated'] = 'true';
  (window as HandoffWindow)[BOOT_HANDOFF_KEY]?.hydrated();
}

main().catch((error) => console.error('[shell] bootstrap failed', error));
