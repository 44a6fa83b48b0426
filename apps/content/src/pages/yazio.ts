import { ColumnistPage, loadColumnist, loadYazio, YazioPage } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

export const page: RoutePage = { Component: YazioPage, load: loadYazio };
export const authorPage: RoutePage = { Component: ColumnistPage, load: loadColumnist };
