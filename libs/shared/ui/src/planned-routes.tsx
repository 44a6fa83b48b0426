import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EditionCode, RemoteName, RemoteRoute, RemoteRoutesModule } from '@meydan/shared/util/remote-kit';
import { ROUTES } from '@meydan/shared/util/routing';
import { PlannedPage } from './planned-page';

const SITE_NAME = 'Meydan';

interface PlannedCopy {
  title: string;
  description: string;
  features: string[];
}

/**
 * Copy of a route's planned page. Route ids contain dots, which i18next reads as nesting, so the
 * resource files nest each route's copy along its id (`routes.social.profile.title`). An id the
 * files do not know yet (the shared table grew) falls back to the remote's generic copy instead
 * of showing a raw key.
 */
function plannedCopy(t: TFunction, routeId: string): PlannedCopy {
  const key = `routes.${routeId}`;
  const features: unknown = t(`${key}.features`, { returnObjects: true, defaultValue: [] });
  return {
    title: t(`${key}.title`, { defaultValue: t('fallback.title') }),
    description: t(`${key}.description`, { defaultValue: t('fallback.description') }),
    features: Array.isArray(features) ? features.filter((item): item is string => typeof item === 'string') : [],
  };
}

export interface PlannedRemote {
  routesModule: RemoteRoutesModule;
  /** The page and head of one route whose feature is not built yet. */
  plannedRoute(id: string): RemoteRoute;
}

/**
 * The routes module of a remote whose features are not built yet (ARCHITECTURE §2): one titled
 * page per route it owns in the shared table, saying what will be there, with status 200. The
 * remote's translations live in its namespace (the remote's name): `badge`, `fallback.*` and
 * `routes.<route id>.{title, description, features}`.
 */
export function createPlannedRemote(remote: RemoteName, resources: Record<EditionCode, Record<string, unknown>>): PlannedRemote {
  function plannedRoute(id: string): RemoteRoute {
    function PlannedRoutePage() {
      const { t } = useTranslation(remote);
      return <PlannedPage remote={remote} badge={t('badge')} {...plannedCopy(t, id)} />;
    }
    PlannedRoutePage.displayName = `PlannedRoutePage(${id})`;
    return {
      id,
      Component: PlannedRoutePage,
      // The shell adds this remote's translations to its i18n instance before running loaders.
      load: async (ctx) => {
        const { title, description } = plannedCopy(ctx.i18n.getFixedT(ctx.edition, remote), id);
        return { head: { title: `${title} | ${SITE_NAME}`, description } };
      },
    };
  }
  // Built from the shared table so every route the shell sends here has a page, even before its copy exists.
  const routesModule: RemoteRoutesModule = {
    remote,
    routes: ROUTES.filter((route) => route.owner === remote).map((route) => plannedRoute(route.id)),
    translations: { namespace: remote, resources },
  };
  return { routesModule, plannedRoute };
}
