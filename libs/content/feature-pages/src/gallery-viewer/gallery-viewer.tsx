import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@meydan/shared/util/translate';
import type { ArticleEntry } from '@meydan/shared/contracts';
import { VIEWER_PARAM } from './viewer-param';
import type { ViewerPage } from './photo-viewer';

/**
 * The page's side of the picture viewer, kept small (it is part of the article page's module,
 * whose budget is 30 KB): the pictures as links, and the viewer's chunk (PhotoSwipe, its styles,
 * captions, share, the address) fetched on the first open, when a pointer or focus nears a
 * picture, or at once when the address names a picture. Everything else is in photo-viewer.ts.
 */
export interface GalleryViewerApi {
  /** The entry's picture number (1-based, in body order), 0 when the viewer does not show it. */
  positionOf(entry: ArticleEntry): number;
  open(position: number, link: HTMLAnchorElement): void;
  preload(): void;
}

/** The entries whose pictures the viewer shows: gallery frames and listicle items, in body order. */
export const viewedEntries = (entries: readonly ArticleEntry[]) => entries.filter((entry) => (entry.mode === 'gallery' || entry.mode === 'listicle') && entry.image);

let chunk: Promise<typeof import('./photo-viewer')> | undefined;
const loadViewer = () =>
  (chunk ??= import(/* webpackChunkName: "photo-viewer" */ './photo-viewer').catch((error: unknown) => {
    chunk = undefined; // tried again on the next open
    throw error;
  }));

/** The viewer of an article page: called before the article is there too (then it shows nothing). */
export function useGalleryViewer(article: Omit<ViewerPage, 't'> | undefined): GalleryViewerApi {
  const { t } = useTranslation('content');
  const page = useRef<ViewerPage | undefined>(undefined);
  page.current = article && { ...article, t };
  const entries = article?.entries;

  useEffect(() => {
    if (!entries) return;
    // The address names a picture: open it now, and again when Forward comes back to it.
    const fromAddress = () => {
      if (new URLSearchParams(window.location.search).has(VIEWER_PARAM)) void loadViewer().then((viewer) => page.current && viewer.openFromAddress(page.current));
    };
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => {
      window.removeEventListener('popstate', fromAddress);
      void chunk?.then((viewer) => viewer.closeViewer());
    };
  }, [entries]);

  return useMemo<GalleryViewerApi>(
    () => ({
      positionOf: (entry) => (entries ? viewedEntries(entries).indexOf(entry) + 1 : 0),
      open: (position, link) =>
        void loadViewer().then(
          (viewer) => page.current && viewer.openViewer(page.current, position, link),
          // The chunk did not load (a redeploy replaced it, or the network failed): the link's own
          // address loads the page afresh, which opens the viewer on this picture.
          () => window.location.assign(link.href),
        ),
      preload: () => void loadViewer().catch(() => undefined),
    }),
    [entries],
  );
}

/**
 * A picture the viewer shows: a link to itself in the viewer (`?image=N`, the address a reader
 * shares), which the app opens where the page is. A click made before the app is there is held
 * by the boot loader and replayed once the link is hydrated; a new tab opens the viewer there.
 * Every byte repeats per picture in the server HTML (a gallery's page is held to 120 KB), so the
 * link carries its address alone: it is named by its picture's alt text (the entry's title), with
 * a label of its own only without one, and styled by its address (viewer-link.css in the shell).
 */
export function ViewerLink({ entry, viewer, children }: { entry: ArticleEntry; viewer: GalleryViewerApi | undefined; children: ReactNode }) {
  const { t } = useTranslation('content');
  const position = viewer?.positionOf(entry);
  if (!viewer || !position || !entry.image) return children;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window stays the browser's.
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    viewer.open(position, event.currentTarget);
  };
  return (
    <a
      href={`?${VIEWER_PARAM}=${position}`}
      aria-label={entry.title ? undefined : t('viewer.openUntitled')}
      onClick={onClick}
      onPointerEnter={viewer.preload}
      onFocus={viewer.preload}
    >
      {children}
    </a>
  );
}
