/**
 * The full-screen picture viewer: a lazy chunk of its own, fetched on the first open (a reader
 * who never opens a picture never downloads it). PhotoSwipe 5 (MIT, ~16 KB gzip) does the
 * gestures — swipe, pinch-zoom, double-tap zoom, pan when zoomed, drag down to close — the
 * arrows, the keys (←/→, Escape, z) and the focus trap; this module adds what it leaves to the
 * site: captions, a share button, the `?image=N` address with Back closing the viewer, the
 * page's scroll held still, and focus given back to the picture that opened it.
 */
import PhotoSwipe, { type Bounds, type SlideData } from 'photoswipe';
import 'photoswipe/dist/photoswipe.css';
import './photo-viewer.css';
import type { ArticleEntry } from '@meydan/shared/contracts';
import { shareText } from '@meydan/shared/ui';
import { resolutionsBySize, viewerPositionFrom, withViewerPosition } from './viewer-address';
import { viewedEntries } from './gallery-viewer';
import { VIEWER_PARAM } from './viewer-param';

/** What the page hands the viewer: its pictures' entries, what a share carries, and its words. */
export interface ViewerPage {
  entries: readonly ArticleEntry[];
  /** The article's canonical URL and title: a picture is shared as `{url}?image=N`. */
  shareUrl: string;
  title: string;
  /** Counts a share (the article's share counter). */
  onShare?: (how: 'native' | 'copy') => void;
  /** The content remote's translations (the keys are under `viewer.`). */
  t: (key: string, options?: Record<string, unknown>) => string;
}

/** The open viewer, if any: one at a time. */
let current: PhotoSwipe | null = null;

/** Opens the viewer on picture `position` (1-based), clicked on `link`. */
export function openViewer(page: ViewerPage, position: number, link: HTMLElement | null): void {
  if (current || !viewedEntries(page.entries)[position - 1]) return;
  current = createViewer(page, position, link);
}

/** Opens the picture the address names (`?image=N`), when it is one of the page's. */
export function openFromAddress(page: ViewerPage): void {
  const position = viewerPositionFrom(window.location.search, viewedEntries(page.entries).length);
  if (position !== null) openViewer(page, position, linkAt(position));
}

/** Closes at once, without animation (the page is going away). */
export function closeViewer(): void {
  current?.destroy();
}

/** Marks the history entry the viewer pushed, so a viewer reopened by Forward still closes by going back. */
const HISTORY_MARK = 'meydanViewer';
/** On `<html>` while the viewer is open: the page behind does not scroll (photo-viewer.css). */
const OPEN_CLASS = 'photo-viewer-open';

const SHARE_ICON =
  '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M21 19.5a3.5 3.5 0 0 0-2.7 1.3l-5.4-2.9a3.5 3.5 0 0 0 0-1.8l5.4-2.9a3.5 3.5 0 1 0-.8-1.9l-5.6 3a3.5 3.5 0 1 0 0 5.4l5.6 3a3.5 3.5 0 1 0 3.5-3.2Z"/></svg>';

type HistoryState = Record<string, unknown> | null;

function slideOf(entry: ArticleEntry, thumbnail: HTMLImageElement | null): SlideData {
  const image = entry.image as NonNullable<ArticleEntry['image']>;
  const sizes = resolutionsBySize(image);
  // webp where every size has it (every browser that runs the app reads webp), else the originals' format.
  const webp = sizes.every((size) => size.webpUrl);
  const urlOf = (size: (typeof sizes)[number]) => (webp ? (size.webpUrl as string) : size.url);
  const largest = sizes[sizes.length - 1] ?? image.resolutions.standard;
  return {
    src: urlOf(largest),
    srcset: sizes.map((size) => `${urlOf(size)} ${size.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
    alt: entry.title ?? image.alt ?? '',
    // The page's picture is shown at once while the larger one loads, and the viewer grows out of it.
    msrc: thumbnail?.currentSrc || undefined,
    element: thumbnail ?? undefined,
    thumbCropped: thumbnail ? getComputedStyle(thumbnail).objectFit === 'cover' : false,
  };
}

/** The entry's text as plain words: the page renders it as HTML (sanitized by the API); the caption wants text only. */
function plainText(entry: ArticleEntry): string {
  const { text } = entry;
  if (text?.plain) return text.plain.trim();
  if (!text?.html) return '';
  return (new DOMParser().parseFromString(text.html, 'text/html').body.textContent ?? '').trim();
}

function isOnScreen(element: Element | undefined): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
}

/** The page's link of picture `position` (the viewer grows out of and back into its picture). */
const linkAt = (position: number) => document.querySelector<HTMLElement>(`a[href="?${VIEWER_PARAM}=${position}"]`);

function createViewer(page: ViewerPage, start: number, opener: HTMLElement | null): PhotoSwipe {
  const { t } = page;
  const entries = viewedEntries(page.entries);
  const root = document.documentElement;
  const scrollY = window.scrollY;
  const narrow = () => window.innerWidth < 768;

  // The address names the open picture. Opened by a click, the viewer pushes an entry, so Back
  // closes it; opened from an address that already names a picture, it only keeps it current.
  const openedFromAddress = viewerPositionFrom(window.location.search, entries.length) !== null;
  const state = window.history.state as HistoryState;
  const goBackOnClose = !openedFromAddress || state?.[HISTORY_MARK] === true;
  const address = (position: number | null) => withViewerPosition(window.location.href, position);
  if (openedFromAddress) window.history.replaceState(state, '', address(start));
  // The router's own state (its key) is kept: to it, this is still the page it rendered.
  else window.history.pushState({ ...state, [HISTORY_MARK]: true }, '', address(start));

  const pswp = new PhotoSwipe({
    dataSource: entries.map((entry, index) => slideOf(entry, linkAt(index + 1)?.querySelector('img') ?? null)),
    index: start - 1,
    bgOpacity: 1,
    loop: false,
    spacing: 0.08,
    // Focus goes back with preventScroll below: the page must not move under the reader.
    returnFocus: false,
    // Double-click zooms (and pans when zoomed) with a mouse; a touch double-tap zooms; a tap shows or hides the controls.
    imageClickAction: false,
    bgClickAction: 'close',
    tapAction: 'toggle-controls',
    doubleTapAction: 'zoom',
    closeTitle: t('viewer.close'),
    zoomTitle: t('viewer.zoom'),
    arrowPrevTitle: t('viewer.previous'),
    arrowNextTitle: t('viewer.next'),
    errorMsg: t('viewer.error'),
    indexIndicatorSep: ' / ',
    mainClass: 'photo-viewer',
    // Room for the bar above and, on wide screens, for the arrows beside and the caption below.
    paddingFn: () => (narrow() ? { top: 56, bottom: 0, left: 0, right: 0 } : { top: 64, bottom: 96, left: 72, right: 72 }),
  });

  // A picture far from the viewport fades instead of flying in from (or back to) off screen
  // (PhotoSwipe takes no bounds as "fade", though its type says otherwise).
  pswp.addFilter('thumbBounds', (bounds, itemData) => (isOnScreen(itemData.element) ? bounds : undefined) as Bounds);

  // A double-click zooms in at the pointer and out again (touch has its own double-tap above;
  // a phone may also send dblclick after it, which must not undo the zoom).
  let pointerType = '';
  pswp.on('pointerDown', ({ originalEvent }) => {
    pointerType = originalEvent.pointerType || (originalEvent.type.startsWith('mouse') ? 'mouse' : 'touch');
  });
  pswp.on('bindEvents', () => {
    if (!pswp.scrollWrap) return;
    pswp.events.add(pswp.scrollWrap, 'dblclick', (event) => {
      const { target, pageX, pageY } = event as MouseEvent;
      if (pointerType !== 'mouse' || !(target instanceof Element) || !target.classList.contains('pswp__img')) return;
      pswp.currSlide?.toggleZoom({ x: pageX - pswp.offset.x, y: pageY - pswp.offset.y });
    });
  });

  // Tab and Shift+Tab go round the viewer's controls: PhotoSwipe only pulls focus back once it
  // has landed outside, and from its last button Tab leaves the page for the browser's own UI.
  pswp.on('keydown', ({ originalEvent: event }) => {
    if (event.key !== 'Tab' || !pswp.element) return;
    const controls = [...pswp.element.querySelectorAll('button')].filter((button) => !button.disabled && button.getClientRects().length > 0 && getComputedStyle(button).visibility !== 'hidden');
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const wrapTo = event.shiftKey ? (active === first || !controls.includes(active as HTMLButtonElement) ? last : null) : active === last ? first : null;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  });

  let status: HTMLElement | null = null;
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'status',
      appendTo: 'root',
      order: 6,
      onInit: (element) => {
        element.setAttribute('role', 'status');
        status = element;
      },
    });
    pswp.ui?.registerElement({
      name: 'share',
      order: 15,
      isButton: true,
      title: t('viewer.share'),
      html: SHARE_ICON,
      onClick: () => void share(),
    });
    pswp.ui?.registerElement({
      name: 'caption',
      appendTo: 'root',
      order: 9,
      onInit: (element) => {
        // Read out as the reader moves from picture to picture.
        element.setAttribute('aria-live', 'polite');
        const update = () => renderCaption(element, entries[pswp.currIndex]);
        pswp.on('change', update);
        update();
      },
    });
  });

  async function share() {
    const position = pswp.currIndex + 1;
    const result = await shareText(page.title, withViewerPosition(page.shareUrl, position));
    if (result === 'shared') page.onShare?.('native');
    if (result === 'copied') page.onShare?.('copy');
    if (status) status.textContent = result === 'copied' ? t('share.copied') : result === 'failed' ? t('share.copyFailed') : '';
  }

  // PhotoSwipe takes gestures once it has opened: say so on the dialog (the e2e suite swipes then).
  pswp.on('openingAnimationEnd', () => pswp.element?.setAttribute('data-state', 'open'));

  pswp.on('change', () => {
    if (status) status.textContent = '';
    window.history.replaceState(window.history.state, '', address(pswp.currIndex + 1));
  });

  let closedByHistory = false;
  const onPopState = () => {
    closedByHistory = true;
    pswp.close();
  };
  window.addEventListener('popstate', onPopState);

  pswp.on('close', () => {
    window.removeEventListener('popstate', onPopState);
    if (closedByHistory) return;
    if (goBackOnClose) window.history.back();
    else window.history.replaceState(window.history.state, '', address(null));
  });

  pswp.on('destroy', () => {
    window.removeEventListener('popstate', onPopState);
    root.classList.remove(OPEN_CLASS);
    if (window.scrollY !== scrollY) window.scrollTo(0, scrollY);
    opener?.focus({ preventScroll: true });
    current = null;
  });

  root.classList.add(OPEN_CLASS);
  pswp.init();
  pswp.element?.setAttribute('aria-modal', 'true');
  pswp.element?.setAttribute('aria-label', t('viewer.label', { title: page.title }));
  return pswp;
}

/** The picture's title and text, as the page shows them under it. */
function renderCaption(element: HTMLElement, entry: ArticleEntry | undefined) {
  element.replaceChildren();
  if (!entry) return;
  const title = entry.title?.trim();
  const text = plainText(entry);
  if (title) {
    const heading = document.createElement('p');
    heading.className = 'photo-viewer__title';
    heading.textContent = title;
    element.append(heading);
  }
  if (text) {
    const body = document.createElement('p');
    body.className = 'photo-viewer__text';
    body.textContent = text;
    element.append(body);
  }
  element.hidden = !title && !text;
}
