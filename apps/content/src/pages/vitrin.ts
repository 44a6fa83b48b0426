import { loadVitrinFeed, loadVitrinList, VitrinFeedPage, VitrinListPage } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

export const page: RoutePage = { Component: VitrinListPage, load: loadVitrinList };
export const detailPage: RoutePage = { Component: VitrinFeedPage, load: loadVitrinFeed };
