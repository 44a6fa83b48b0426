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
 * - holds back a click that only the app can handle (a button, a quiz answer, a gallery picture) and replays it once
 *   the app has hydrated, so the first tap is never lost. Links, text fields and <details> menus
 *   keep their native behaviour: a click on a link before the app is there is an ordinary page load;
 * - registers the service worker at idle after load (offline reading, worker-boot.ts).
 * - shows the reading progress of an article's body, and keeps the page's relative times
 *   ("5 dk. önce") true for the reader's clock until the app takes them over (issue 20).
 * - switches the colour theme itself when the header's toggle is pressed (issue 20): at once, and
 *   without loading the app for it (touching the toggle is not intent, like answering the cookie
 *   banner). On a member's page (eager) the press is held for the app instead, which saves it.
 * Kept free of React and of the app's libraries on purpose: it is part of every first load.
 */
import { claimFirstRead, startPageTracking, trackArticleRead } from '@meydan/shared/util/tracking';
import { cycleTheme } from '@meydan/shared/util/cookies';
import { BOOT_HANDOFF_KEY, type HandoffWindow } from './boot-handoff';
import { reportEmbedHeight } from './embed-height';
import { handleConsentForms, inConsentForm, justAnswered } from './consent-boot';
import { bootAds } from './ads-boot';
import { registerWorkerAtIdle } from './worker-boot';
import { startReadingProgress } from './reading-progress';
import { keepRelativeTimesFresh } from './relative-times';

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** A pointer resting on one of these means the reader is about to use it. */
const HOVER_INTENT = 'a[href],button,input,select,textarea,summary,[role="button"],[data-hydrate]';
/**
 * Clicks only the app can handle: held back and replayed after hydration. A radio or checkbox
 * would otherwise change before the app knows (its state would then disagree with the DOM).
 * Links, <summary> menus and text fields are left to the browser, except a gallery picture's link
 * to itself in the viewer (`?image=N`: the app opens the viewer where the page is, the link alone
 * would load the page again) unless a modifier key asks for a new tab or window.
 */
const VIEWER_LINK = 'a[href^="?image="]';
const HELD_FOR_APP = `button,[role="button"],input[type="radio"],input[type="checkbox"],input[type="submit"],input[type="button"],${VIEWER_LINK}`;
const NATIVE_CLICK = `a[href]:not(${VIEWER_LINK}),summary`;
/** The header's theme toggle (theme-toggle.tsx). */
const THEME_TOGGLE = '[data-theme-toggle]';
const inThemeToggle = (target: EventTarget | null) => target instanceof Element && target.closest(THEME_TOGGLE) !== null;
/** Parts marked `data-hydrate="visible"` start the app this far before they scroll into view. */
const VISIBLE_MARGIN = '200px';

export /** How long a held click waits for its element to be hydrated before it is replayed anyway. */
const REPLAY_WAIT_MS = 5000;

/**
 * Runs `callback` in a task of its own, right after this one (a message to itself: unlike a
 * timer it is not clamped, throttled in a background tab, or held by a test's paused clock).
 */
function inNextTask(callback: () => void): void {
  if (typeof MessageChannel !== 'function') return void setTimeout(callback, 0);
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

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
  const { app = '', mode = 'intent', read, now: renderedAt } = script.dataset;
  const sources = app.split(' ').filter(Boolean);
  const handoff = window as HandoffWindow;
  let started = false;
  let heldClick: { element: HTMLElement; path: number[] | null } | null = null;
  let observer: IntersectionObserver | undefined;

  reportEmbedHeight();
  handleConsentForms();
  bootAds(script.dataset);
  startReadingProgress();
  const stopRelativeTimes = keepRelativeTimesFresh(document, renderedAt ? Number(renderedAt) : undefined);
  const readId = Number(read);
  if (read && Number.isSafeInteger(readId)) {
    claimFirstRead(readId);
    // A task of its own: the first beacon of a page costs 7–25 ms (measured on a fast machine,
    // four times that on a phone), which added to this script's run made one long task.
    inNextTask(() => trackArticleRead(readId));
  }
  startPageTracking();
  registerWorkerAtIdle();

  // Answering the cookie banner is not intent to use the app: the loader answers it (consent-boot.ts).
  const onIntent = (event: Event) => {
    if (!inConsentForm(event.target) && !inThemeToggle(event.target)) start();
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
    if (event.target instanceof Element && event.target.closest(HOVER_INTENT) && !inConsentForm(event.target) && !inThemeToggle(event.target) && !justAnswered()) start();
  }

  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_FOR_APP) : null;
    if (!target || target.closest(NATIVE_CLICK) || inConsentForm(target) || (target.localName === 'a' && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey))) return;
    event.preventDefault();
    event.stopPropagation();
    if (mode !== 'eager' && inThemeToggle(target)) return void cycleTheme();
    heldClick = { element: target, path: pathFromRoot(target) };
    start();
  }

  handoff[BOOT_HANDOFF_KEY] = {
    start,
    hydrated() {
      document.removeEventListener('click', onClick, true);
      stopRelativeTimes();
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
