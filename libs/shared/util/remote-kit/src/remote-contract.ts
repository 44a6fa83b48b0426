import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Action, ThunkDispatch } from '@reduxjs/toolkit';
import type { OwnedRouteId, RemoteName } from '@meydan/shared/util/routing';

// The remote list is defined once, in the routing lib (libs/shared/util/routing/src/lib/remotes.ts).
export { REMOTE_NAMES, isRemoteName, type RemoteName } from '@meydan/shared/util/routing';

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
   * Further `<link>` elements, e.g. `{ rel: 'prev', href }` on a paged listing; the shell adds the
   * `alternate` + `hreflang` links between editions itself.
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
  /** The page acts without being touched (e.g. a countdown), so the shell loads the app at once. */
  needsApp?: boolean;
  /**
   * The page shows personal data taken from its address (a birth chart's date, time and place):
   * answered `private, no-store` and never kept in the web tier's page cache.
   */
  personal?: boolean;
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

/** One route's page: its component and the loader that fetches its data before it renders. */
export interface RoutePage {
  Component: ComponentType<RoutePageProps>;
  load?: (ctx: RouteContext) => Promise<LoaderResult | void>;
}

/**
 * Loads the lazy chunk holding a route's page (`(id) => import('./pages/…').then(…)`). It gets the
 * route id, so one chunk can serve several routes (a profile's tabs, the planned pages).
 */
export type PageImport = (routeId: string) => Promise<RoutePage>;

export type TranslationBundle = Record<string, unknown>;

/** Loads the chunk with a remote's texts in one edition's language: `() => import('./i18n/tr.json')`. */
export type TranslationImport = () => Promise<{ default: TranslationBundle } | TranslationBundle>;

export interface RemoteTranslations {
  /** The i18next namespace of the remote's texts (the remote's name). */
  namespace: string;
  /** One chunk per edition, so a page only loads its own language. */
  load: Readonly<Record<EditionCode, TranslationImport>>;
}

/**
 * The module every remote exposes as `./routes`, as the shell sees it. It holds no page code and
 * no texts, only the functions that load them, so the shell fetches just the page it renders
 * and the texts of the edition it renders in.
 */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  remote: R;
  /** Route id → the chunk with its page. */
  pages: Readonly<Partial<Record<string, PageImport>>>;
  translations: RemoteTranslations;
}

/**
 * A remote's own view of its module: the page map names exactly the routes the shared table
 * gives that remote, so a mistyped or foreign id, or a forgotten route, fails to compile.
 */
export interface OwnRoutesModule<R extends RemoteName> extends RemoteRoutesModule<R> {
  pages: Readonly<Record<OwnedRouteId<R>, PageImport>>;
}

/** Declares a remote's `./routes` module, checking its page map against the shared route table. */
export function defineRemote<R extends RemoteName>(module: OwnRoutesModule<R>): OwnRoutesModule<R> {
  return module;
}

/** The texts of one translation chunk (a JSON module, however the bundler wraps it). */
export async function loadTranslationBundle(load: TranslationImport): Promise<TranslationBundle> {
  const chunk = await load();
  return (chunk as { default?: TranslationBundle }).default ?? (chunk as TranslationBundle);
}
