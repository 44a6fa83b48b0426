import { ActorsRoutePage, loadActors } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** One route family: the actor index, /oyuncular/{actor} and /oyuncular/film-{movie}. */
export const page: RoutePage = { Component: ActorsRoutePage, load: loadActors };
