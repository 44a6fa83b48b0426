import { loadQuakeSlug, QuakeSlugPage } from '@meydan/quakes/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/son-depremler/{slug}`: an earthquake's page, or a province's list (`/son-depremler/izmir`). */
export const page: RoutePage = { Component: QuakeSlugPage, load: loadQuakeSlug };
