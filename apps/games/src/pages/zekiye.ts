import { ZekiyePage, dailyGameLoader } from '@meydan/games/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

export const page: RoutePage = { Component: ZekiyePage, load: dailyGameLoader('zekiye') };
