/**
 * The only script a reader's page runs before the reader shows intent (ARCHITECTURE §7 as
 * changed by issue 14): the server HTML is the complete, styled page, so the app (router, store,
 * remotes, member features) is not needed to read it. This loader, inlined at the end of <body>:
 * - reports the article's first read (the view count must not depend on the app loading): at
 *   once and anonymously without analytics consent, else through the tracker;
 * - with analytics consent (now or given later), adds the reading tracker's small script at idle
 *   (`data-tracker`: scroll depth, engaged time, read-complete work without the app); without it,
 *   deletes any tracker id left from an earlier consent;
 * - loads the app on the first intent: a touch, a key, focus, a pointer over something
 *   interactive, or an interactive part that fetches data for the reader (comments, reaction
 *   counts: `data-hydrate="visible"`) coming near the viewport; at once in `eager` mode
 *   (signed-in members, pages whose data is fetched in the browser);
 * - holds back a click that only the app can handle (a button, a quiz answer) and replays it once
 *   the app has hydrated, so the first tap is never lost. Links, text fields and <details> menus
 *   keep their native behaviour: a click on a link before the app is there is an ordinary page load.
 * Kept free of React and of the app's libraries on purpose: it is part of every first load.
 */
import { claimFirstRead, startPageTracking, trackArticleRead } from '@meydan/shared/util/tracking';
import { BOOT_HANDOFF_KEY, type HandoffWindow } from './boot-handoff';
import { reportEmbedHeight } from './embed-height';
import { handleConsentForms, inConsentForm, justAnswered } from './consent-boot';
import { bootAds } from './ads-boot';

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** A pointer resting on one of these means the reader is about to use it. */
const HOVER_INTENT = 'a[href],button,input,select,textarea,summary,[role="button"],[data-hydrate]';
/**
 * Clicks only the app can handle: held back and replayed after hydration. A radio or checkbox
 * would otherwise change before the app knows (its state would then disagree with the DOM).
 * Links, <summary> menus and text fields are left to the browser.
 */
const HELD_FOR_APP = 'button,[role="button"],input[type="radio"],input[type="checkbox"],input[type="submit"],input[type="button"]';
const NATIVE_CLICK = 'a[href],summary';
/** Parts marked `data-hydrate="visible"` start the app this far before they scroll into view. */
const VISIBLE_MARGIN = '200px';

export /** How long a held click waits for its element to be hydrated before it is replayed anyway. */
const REPLAY_WAIT_MS = 5000;

/** Where an element sits under the React root: the child index at each level. */
function pathFromRoot(element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node && node.id !== 'root'; node = node.parentElement) {
    if (!node.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(path: readonly number[]): HTMLElement | null {
  let node: Element | null | undefined = document.getElementById('root');
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

const adoptedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

/**
 * Replays a held click once React has hydrated its element and the element is enabled. The root
 * commits before the page's own boundaries finish, a part may be mounted afresh rather than
 * adopted, and some controls are disabled until their data loads, so the element is looked up
 * again at the same place under the root and clicked once React owns it and it can take a click.
 */
function replayWhenHydrated(held: { element: HTMLElement; path: number[] | null }, deadline: number): void {
  const element = held.element.isConnected ? held.element : held.path && elementAt(held.path);
  // A control the page enables once its data is there (reaction buttons) waits for that too.
  if (element && adoptedByReact(element) && !element.matches(':disabled')) return element.click();
  if (Date.now() < deadline) setTimeout(() => replayWhenHydrated(held, deadline), 16);
}

export function bootLoader(script: HTMLScriptElement): void {
  const { app = '', mode = 'intent', read } = script.dataset;
  const sources = app.split(' ').filter(Boolean);
  const handoff = window as HandoffWindow;
  let started = false;
  let heldClick: { element: HTMLElement; path: number[] | null } | null = null;
  let observer: IntersectionObserver | undefined;

  reportEmbedHeight();
  handleConsentForms();
  bootAds(script.dataset);
  const readId = Number(read);
  if (read && Number.isSafeInteger(readId)) {
    claimFirstRead(readId);
    trackArticleRead(readId);
  }
  startPageTracking();

  // Answering the cookie banner is not intent to use the app: the loader answers it (consent-boot.ts).
  const onIntent = (event: Event) => {
    if (!inConsentForm(event.target)) start();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    document.removeEventListener('mouseover', onHover, true);
    observer?.disconnect();
    for (const src of sources) {
      const element = document.createElement('script');
      element.src = src;
      element.async = false; // in order: the entry's chunks before anything that needs them
      document.head.appendChild(element);
    }
  };

  function onHover(event: Event) {
    if (event.target instanceof Element && event.target.closest(HOVER_INTENT) && !inConsentForm(event.target) && !justAnswered()) start();
  }

  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_FOR_APP) : null;
    if (!target || target.closest(NATIVE_CLICK) || inConsentForm(target)) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = { element: target, path: pathFromRoot(target) };
    start();
  }

  handoff[BOOT_HANDOFF_KEY] = {
    start,
    hydrated() {
      document.removeEventListener('click', onClick, true);
      const target = heldClick;
      heldClick = null;
      if (target) replayWhenHydrated(target, Date.now() + REPLAY_WAIT_MS);
    },
  };
  document.addEventListener('click', onClick, true);

  if (mode === 'eager') return start();
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('mouseover', onHover, { capture: true, passive: true });
  const visibleParts = document.querySelectorAll('[data-hydrate="visible"]');
  if (visibleParts.length && typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: VISIBLE_MARGIN });
    visibleParts.forEach((part) => observer?.observe(part));
  }
}

if (document.currentScript instanceof HTMLScriptElement) bootLoader(document.currentScript);
