import { loadLegacyTag, loadTag, TagPage } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

export const page: RoutePage = { Component: TagPage, load: loadTag };
// Always redirects (or 404s) in its loader; the page is what a failed lookup falls back to.
export const legacyPage: RoutePage = { Component: TagPage, load: loadLegacyTag };
