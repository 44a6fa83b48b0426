import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@meydan/shared/ui';
import type { RemoteRoute, RemoteRoutesModule } from '@meydan/shared/util/remote-kit';
import { ROUTES } from '@meydan/shared/util/routing';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import tr from './i18n/tr.json';

const REMOTE = 'astrology';
const NAMESPACE = 'astrology';
const SITE_NAME = 'Meydan';

interface PlannedCopy {
  title: string;
  description: string;
  features: string[];
}

/**
 * Copy of a route's planned page. Route ids contain dots, which i18next reads as nesting, so the
 * resource files nest each route's copy along its id (`routes.astrology.home.title`). An id the
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

/** The page and head of a route whose feature is not built yet (ARCHITECTURE §2). */
export function plannedRoute(id: string): RemoteRoute {
  function PlannedRoutePage() {
    const { t } = useTranslation(NAMESPACE);
    return <PlannedPage remote={REMOTE} badge={t('badge')} {...plannedCopy(t, id)} />;
  }
  PlannedRoutePage.displayName = `PlannedRoutePage(${id})`;
  return {
    id,
    Component: PlannedRoutePage,
    // The shell adds this remote's translations to its i18n instance before running loaders.
    load: async (ctx) => {
      const { title, description } = plannedCopy(ctx.i18n.getFixedT(ctx.edition, NAMESPACE), id);
      return { head: { title: `${title} | ${SITE_NAME}`, description } };
    },
  };
}

// Built from the shared table so every route the shell sends here has a page, even before its copy exists.
export const routesModule: RemoteRoutesModule = {
  remote: REMOTE,
  routes: ROUTES.filter((route) => route.owner === REMOTE).map((route) => plannedRoute(route.id)),
  translations: { namespace: NAMESPACE, resources: { tr, en, ru } },
};

export default routesModule;
