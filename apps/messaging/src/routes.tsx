import { createPlannedRemote } from '@meydan/shared/ui';
import type { RemoteRoute, RemoteRoutesModule } from '@meydan/shared/util/remote-kit';
import { MessagingPage, messagingLoader } from '@meydan/messaging/feature-pages';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tr from './i18n/tr.json';

/** The routes whose pages are built; every other route of `messaging` shows its planned page. */
export const BUILT: Record<string, Omit<RemoteRoute, 'id'>> = {
  // The inbox and a thread are one page (the list stays mounted while the member moves between
  // threads); noindex (SPEC §2.9 hides message paths), members only, known in the browser.
  'messaging.inbox': { Component: MessagingPage, load: messagingLoader('inbox') },
  'messaging.thread': { Component: MessagingPage, load: messagingLoader('thread') },
};

const planned = createPlannedRemote('messaging', { tr, en, ru });
export const { plannedRoute } = planned;

/** Every route of the shared table owned by `messaging`: built pages, the rest planned. */
export const routesModule: RemoteRoutesModule = {
  ...planned.routesModule,
  routes: planned.routesModule.routes.map((route) => (BUILT[route.id] ? { id: route.id, ...BUILT[route.id] } : route)),
};

export default routesModule;
