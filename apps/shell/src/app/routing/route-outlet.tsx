import { use, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from '@meydan/shared/util/router';
import { useTranslation } from '@meydan/shared/util/translate';
import { matchRoute, type Edition } from '@meydan/shared/util/routing';
import type { RemoteName, RoutePage } from '@meydan/shared/util/remote-kit';
import { navigationFinished, navigationStarted, useAppDispatch, useAppStore } from '@meydan/shared/data-access/store';
import { useShell } from '../shell-context';
import { type PreparedRoute, prepareRemoteRoute, type RemoteSlot, type RemoteSlots } from './remote-registry';
import { applyHead } from './apply-head';
import { RemoteArea } from './remote-area';
import { ErrorPage } from '../errors/error-page';
import { ShellRoutePage, isShellRoute, shellRouteHead } from './shell-routes';
import { runRouteLoader } from './run-route-loader';
import { useScrollRestoration, type CommittedLocation } from './use-scroll-restoration';
import { withEditionAlternates } from './edition-alternates';
import { notePageChange } from '@meydan/shared/util/tracking';

export interface ResolvedView {
  key: string;
  routeId: string | null;
  owner: RemoteName | 'shell' | null;
  params: Record<string, string>;
  slot?: RemoteSlot;
  /** The route's page, loaded (with the edition's texts) before its loader runs and it renders. */
  page?: RoutePage;
  status: number;
}

/** Resolves what to show for a path from already-loaded remote slots (no I/O). */
export function resolveView(edition: Edition, pathname: string, search: string, slots: RemoteSlots, status = 200): ResolvedView {
  const match = matchRoute(edition, pathname);
  const key = pathname + search;
  if (!match) return { key, routeId: null, owner: null, params: {}, status: 404 };
  const owner = match.route.owner;
  return {
    key,
    routeId: match.route.id,
    owner,
    params: match.params,
    slot: owner === 'shell' ? undefined : slots[owner],
    status,
  };
}

/**
 * Renders the page of the current location. The first render reuses what the server resolved
 * (same remote page, texts and data) so hydration matches; later navigations load the owner
 * remote, the page's chunk and the edition's texts and run the route loader before swapping the
 * page, while the progress bar runs.
 */
export function RouteOutlet({ initialView }: { initialView: ResolvedView }) {
  const { edition, loader, origin, origins } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { i18n, t } = useTranslation('common');
  const navigationType = useNavigationType();
  const [view, setView] = useState(initialView);
  const [committed, setCommitted] = useState<CommittedLocation>({ key: location.key, navigationType, hash: location.hash });
  useScrollRestoration(committed);
  // The reading tracker learns of each page shown by client navigation (its referrer, page_view).
  useEffect(() => notePageChange(), [committed]);
  const slotsRef = useRef<RemoteSlots>(initialView.owner && initialView.slot ? { [initialView.owner]: initialView.slot } : {});

  useEffect(() => {
    const key = location.pathname + location.search;
    if (key === view.key) return;
    let cancelled = false;
    dispatch(navigationStarted());
    (async () => {
      const next = resolveView(edition, location.pathname, location.search, slotsRef.current);
      if (next.owner && next.owner !== 'shell' && next.routeId) {
        // The page chunk and the edition's texts load while the progress bar runs; a failed
        // remote or chunk is retried on every navigation so it recovers without a reload.
        const prepared = await prepareRemoteRoute(loader, next.owner, next.routeId, { edition, i18n }, next.slot);
        next.slot = prepared.slot;
        next.page = prepared.page;
        slotsRef.current = { ...slotsRef.current, [next.owner]: prepared.slot };
      }
      const route = next.page;
      if (route && next.routeId) {
        const result = await runRouteLoader(route, {
          edition,
          origin,
          routeId: next.routeId,
          pathname: location.pathname,
          search: location.search,
          params: next.params,
          dispatch: store.dispatch,
          getState: store.getState,
          i18n,
          isServer: false,
        });
        if (cancelled) return;
        if (result.redirect) {
          dispatch(navigationFinished());
          if (/^https?:/.test(result.redirect.to)) window.location.replace(result.redirect.to);
          else navigate(result.redirect.to, { replace: true });
          return;
        }
        next.status = result.status ?? 200;
        applyHead(result.head && next.status === 200 ? withEditionAlternates(result.head, next.routeId, next.params, origins) : result.head, t('site.name'));
      } else if (!next.routeId) {
        applyHead({ title: t('errors.notFound') }, t('site.name'));
      } else if (next.owner === 'shell') {
        applyHead(shellRouteHead(next.routeId, t), t('site.name'));
      }
      if (cancelled) return;
      setView(next);
      setCommitted({ key: location.key, navigationType, hash: location.hash });
      dispatch(navigationFinished({ failed: next.slot?.status === 'failed' || next.status >= 500 }));
    })().catch(() => {
      if (!cancelled) dispatch(navigationFinished({ failed: true }));
    });
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search, location.key, location.hash, navigationType, view.key, edition, loader, origin, dispatch, store, navigate, i18n, t, origins]);

  return <ViewContent view={view} edition={edition} origin={origin} />;
}

/** Suspends until a remote page the server rendered loads in the browser; React keeps the server HTML meanwhile. */
function AwaitRemote({ settled, view, edition, origin }: { settled: Promise<PreparedRoute>; view: ResolvedView; edition: Edition; origin: string }) {
  const route = use(settled).page;
  return route && view.routeId ? <route.Component routeId={view.routeId} params={view.params} edition={edition} origin={origin} /> : null;
}

export function ViewContent({ view, edition, origin }: { view: ResolvedView; edition: Edition; origin: string }) {
  if (!view.routeId || !view.owner) return <ErrorPage status={404} />;
  if (view.status >= 400) return <ErrorPage status={view.status} />;
  if (isShellRoute(view.owner)) return <ShellRoutePage routeId={view.routeId} />;
  if (view.slot?.status === 'pending') {
    return (
      <RemoteArea remote={view.owner} resetKey={view.key} failed={false}>
        <AwaitRemote settled={view.slot.settled} view={view} edition={edition} origin={origin} />
      </RemoteArea>
    );
  }
  const route = view.slot?.status === 'ready' ? view.page : undefined;
  return (
    <RemoteArea remote={view.owner} resetKey={view.key} failed={!route}>
      {route ? <route.Component routeId={view.routeId} params={view.params} edition={edition} origin={origin} /> : null}
    </RemoteArea>
  );
}
