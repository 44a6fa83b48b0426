import type { TFunction } from 'i18next';
import { useTranslation } from '@meydan/shared/util/translate';
import type { RemoteName, RoutePage } from '@meydan/shared/util/remote-kit';
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
  /** The page and head of one route whose feature is not built yet (the same object per id). */
  plannedRoute(id: string): RoutePage;
}

/**
 * The pages of a remote's routes whose features are not built yet (ARCHITECTURE §2): a titled
 * page per route saying what will be there, with status 200, kept out of search indexes until
 * the feature exists. Used from the remote's lazy planned-page chunk; the copy lives in the
 * remote's namespace (its name): `badge`, `fallback.*` and `routes.<route id>.{title, description, features}`.
 */
export function createPlannedRemote(remote: RemoteName): PlannedRemote {
  // One page per id: the same component on every navigation, so React never remounts it needlessly.
  const pages = new Map<string, RoutePage>();
  function createPage(id: string): RoutePage {
    function PlannedRoutePage() {
      const { t } = useTranslation(remote);
      return <PlannedPage remote={remote} badge={t('badge')} {...plannedCopy(t, id)} />;
    }
    PlannedRoutePage.displayName = `PlannedRoutePage(${id})`;
    return {
      Component: PlannedRoutePage,
      // The shell adds this remote's texts for the edition to its i18n instance before running loaders.
      load: async (ctx) => {
        const { title, description } = plannedCopy(ctx.i18n.getFixedT(ctx.edition, remote), id);
        return { head: { title: `${title} | ${SITE_NAME}`, description, noindex: true } };
      },
    };
  }
  function plannedRoute(id: string): RoutePage {
    let page = pages.get(id);
    if (!page) pages.set(id, (page = createPage(id)));
    return page;
  }
  return { plannedRoute };
}
