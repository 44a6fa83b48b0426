import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createHttpClient } from '@meydan/shared/data-access/api-client';
import { makeStore, type RootState } from '@meydan/shared/data-access/store';
import { createI18n } from '@meydan/shared/util/i18n';
import type { RemoteName } from '@meydan/shared/util/remote-kit';
import { ShellApp } from '../app/shell-app';
import type { BootData } from '../app/boot-data';
import type { ResolvedView } from '../app/routing/route-outlet';
import { createFederationLoader } from '../app/routing/federation-loader';
import { loadRemoteSlot } from '../app/routing/remote-registry';
import '../styles/shell.css';

async function main() {
  const boot = JSON.parse(document.getElementById('__MEYDAN__')?.textContent ?? 'null') as BootData;
  const loader = createFederationLoader(boot.remotes as Partial<Record<RemoteName, string>>);
  const http = createHttpClient({ baseURL: boot.apiBase });
  const store = makeStore({ http, preloadedState: boot.state as Partial<RootState> });
  const i18n = await createI18n({ edition: boot.edition });

  // The first render must equal the server's: load exactly the remote the server rendered.
  const view: ResolvedView = { ...boot.view, slot: undefined };
  if (view.owner && view.owner !== 'shell') {
    view.slot = boot.view.failed ? { status: 'failed', error: 'failed on the server' } : await loadRemoteSlot(loader, view.owner);
    if (view.slot.status === 'ready') {
      const { namespace, resources } = view.slot.module.translations;
      for (const [lang, bundle] of Object.entries(resources)) i18n.addResourceBundle(lang, namespace, bundle, true, true);
    }
  }

  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <ShellApp
      store={store}
      i18n={i18n}
      shell={{ edition: boot.edition, origin: boot.origin, loader, isServer: false }}
      initialView={view}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
    />,
    {
      onRecoverableError(error) {
        console.warn('[hydrate] recovered', error);
      },
    },
  );
  document.documentElement.dataset['hydrated'] = 'true';
}

main().catch((error) => console.error('[shell] bootstrap failed', error));
