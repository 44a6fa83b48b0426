import { type ComponentType, useEffect } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { HeadData, RemoteName } from '@meydan/shared/util/remote-kit';
import type { TFunction } from 'i18next';
import { DevCounterPage } from '../dev/dev-counter-page';
import { DevOutboxPage } from '../dev/dev-outbox-page';
import { DevRecoPage } from '../dev/dev-reco-page';

/** Routes the shell owns itself (developer tools and the /r redirect page). */
export function isShellRoute(owner: RemoteName | 'shell'): owner is 'shell' {
  return owner === 'shell';
}

/** `/r/{slug}` is answered by the web tier itself (server/share-redirect.ts), not rendered here. */
const SHARE_REDIRECT_ROUTE = 'shell.redirect';

/** Developer tools the shell renders itself. */
const SHELL_PAGES: Record<string, ComponentType> = {
  'shell.dev.counter': DevCounterPage,
  'shell.dev.reco': DevRecoPage,
  'shell.dev.outbox': DevOutboxPage,
};

/** The `common` key of each developer tool's title; all of them stay out of search engines. */
const DEV_TITLES: Record<string, string> = {
  'shell.dev.counter': 'devCounter.title',
  'shell.dev.reco': 'devReco.title',
  'shell.dev.outbox': 'devOutbox.title',
};

/** The head of a shell page (none for the others: the site name, indexable). */
export function shellRouteHead(routeId: string, t: TFunction): HeadData | undefined {
  const key = DEV_TITLES[routeId];
  return key ? { title: `${t(key)} | ${t('site.name')}`, noindex: true } : undefined;
}

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
