import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Action, ThunkDispatch } from '@reduxjs/toolkit';

/** The remotes a shell knows about; names are the federation container names (snake_case). */
export type RemoteName = 'content' | 'social' | 'messaging' | 'games' | 'astrology' | 'quakes';
export const REMOTE_NAMES: readonly RemoteName[] = ['content', 'social', 'messaging', 'games', 'astrology', 'quakes'];

export type EditionCode = 'tr' | 'en' | 'ru';

/** Metadata the shell writes into <head>; every value is escaped by the shell. */
export interface HeadData {
  title: string;
  description?: string;
  canonical?: string;
  /**
   * Keeps the page out of search indexes. `true` also tells crawlers not to follow its links;
   * `'follow'` lets them follow (a listing whose stories should be found, e.g. /akis in tr).
   */
  noindex?: boolean | 'follow';
  og?: Record<string, string>;
  /**
   * Further `<link>` elements, e.g. `{ rel: 'amphtml', href }` (SPEC §2.9 AMP address); the shell
   * adds the `alternate` + `hreflang` links between editions itself.
   */
  links?: Array<{ rel: string; href: string; hreflang?: string }>;
  /** JSON-LD objects, serialized by the shell with `<` escaped. */
  jsonLd?: object[];
}

/** The `<meta name="robots">` content of a head, or undefined when the page may be indexed. */
export function robotsContent(head: Pick<HeadData, 'noindex'> | undefined): string | undefined {
  if (!head?.noindex) return undefined;
  return head.noindex === 'follow' ? 'noindex, follow' : 'noindex, nofollow';
}

/**
 * What a route's loader sees. The store is the per-request store (SSR) or the browser store; the
 * loader dispatches RTK Query endpoints into it so the page renders from cache and hydrates with
 * the same data.
 */
export interface RouteContext {
  edition: EditionCode;
  routeId: string;
  pathname: string;
  search: string;
  params: Readonly<Record<string, string>>;
  /** The canonical origin of the edition, e.g. https://meydan.com.tr; used for canonical links. */
  origin: string;
  dispatch: ThunkDispatch<unknown, unknown, Action>;
  getState: () => unknown;
  i18n: I18n;
  isServer: boolean;
}

export interface LoaderResult {
  /** HTTP status for the SSR response (default 200). */
  status?: number;
  redirect?: { to: string; status: 301 | 302 };
  head?: HeadData;
  /**
   * The article this page shows (its legacy id): the page's first `item_read` is sent by the
   * shell's boot loader, before and independently of the app (which may load much later).
   */
  readItem?: number;
}

/**
 * Marks server HTML that needs the app as soon as it comes near the viewport (the shell's boot
 * loader watches it): parts that fetch data for the reader without being touched, such as
 * comments or reaction counts. Everything else hydrates on the reader's first intent.
 */
export const HYDRATE_WHEN_VISIBLE = { 'data-hydrate': 'visible' } as const;

export interface RoutePageProps {
  routeId: string;
  params: Readonly<Record<string, string>>;
  edition: EditionCode;
  /** The edition's canonical origin (as in RouteContext), for absolute share links. */
  origin: string;
}

export interface RemoteRoute {
  /** Must equal a route id of the shared route table (libs/shared/util/routing). */
  id: string;
  Component: ComponentType<RoutePageProps>;
  load?: (ctx: RouteContext) => Promise<LoaderResult | void>;
}

export interface RemoteTranslations {
  namespace: string;
  resources: Record<EditionCode, Record<string, unknown>>;
}

/** The module every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  remote: RemoteName;
  routes: RemoteRoute[];
  translations: RemoteTranslations;
}
