import { type ComponentType, useEffect } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { RemoteName } from '@meydan/shared/util/remote-kit';
import { DevOutboxPage } from '../dev/dev-outbox-page';

/** Routes the shell owns itself (developer tools and the /r redirect page). */
export function isShellRoute(owner: RemoteName | 'shell'): owner is 'shell' {
  return owner === 'shell';
}

/** `/r/{slug}` is answered by the web tier itself (server/share-redirect.ts), not rendered here. */
const SHARE_REDIRECT_ROUTE = 'shell.redirect';

/** Developer tools the shell renders itself. */
const SHELL_PAGES: Record<string, ComponentType> = {
  'shell.dev.outbox': DevOutboxPage,
};

export function ShellRoutePage({ routeId }: { routeId: string }) {
  const Page = SHELL_PAGES[routeId];
  return Page ? <Page /> : <PlannedShellPage routeId={routeId} />;
}

function PlannedShellPage({ routeId }: { routeId: string }) {
  const { t } = useTranslation('common');
  // Reached by a client-side navigation: load the address from the server, which redirects.
  useEffect(() => {
    if (routeId === SHARE_REDIRECT_ROUTE) window.location.reload();
  }, [routeId]);
  return (
    <section className="page planned-page">
      <h1>{t(`shellRoutes.${routeId}.title`, { defaultValue: t('planned.title') })}</h1>
      <p>{t(`shellRoutes.${routeId}.body`, { defaultValue: t('planned.body') })}</p>
    </section>
  );
}
